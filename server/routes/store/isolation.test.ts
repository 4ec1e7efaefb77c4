import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../src/contracts/headers';
import { bearer, signUp, type TestApp, testClock } from '../../test/authHelpers';
import { addClasses } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { parsedJsonValue } from '../../test/protoKeys';

type User = { userId: string; idToken: string };

/** Only B's record holds this text; no answer to A may contain it. */
const SECRET = 'B-hemmelig-7f3a9c';
const BOBS_KEY = 'bobs-key-0123456789abcdef';

describe("one user's token and another user's records", () => {
  let app: TestApp;
  const clock = testClock();
  let a: User;
  let b: User;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    a = await signUp(app, 'a@skole.no');
    b = await signUp(app, 'b@skole.no');
    await addClasses(app, 'BOBS22', 'FELLES');
    const put = (classCode: string, responses: unknown, key?: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/store/users/${b.userId}/classes/${classCode}`,
        headers: { ...bearer(b.idToken), ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
        payload: { responses },
      });
    expect((await put('BOBS22', { O1A: SECRET, O2B: { sparing: 700 } }, BOBS_KEY)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await put('FELLES', { O1C: SECRET })).statusCode).toBe(200);
    clock.advance(1000);
    const patched = await app.inject({
      method: 'PATCH',
      url: `/api/store/users/${b.userId}/classes/FELLES`,
      headers: bearer(b.idToken),
      payload: { changes: { O1A: { value: SECRET, baseVersion: 0, editedAt: clock.now() } } },
    });
    expect(patched.statusCode).toBe(200);
  });
  afterAll(() => app?.close());

  /** B's rows exactly as stored: the text of the answers and the timestamps. */
  async function bsStorage() {
    const progress = await app.db.selectFrom('progress').selectAll().where('user_id', '=', b.userId).orderBy('class_code').execute();
    const receipts = await app.db.selectFrom('save_receipts').selectAll().where('user_id', '=', b.userId).orderBy('idempotency_key').execute();
    return JSON.stringify({ progress, receipts });
  }

  it('never lets A read or change B through any store route or start-over, whatever A sends', async () => {
    const before = await bsStorage();
    expect(before).toContain(SECRET);

    const pathSegment = fc
      .string({ minLength: 1, maxLength: 70 })
      // "." and ".." are path navigation, not ids: the URL resolves to another path before any route sees it.
      .filter((s) => s !== '.' && s !== '..')
      .map(encodeURIComponent);
    const target = fc.oneof(fc.constant(b.userId), fc.constant(a.userId), fc.stringMatching(/^[A-Za-z0-9_-]{10,64}$/), pathSegment);
    const classCode = fc.oneof(fc.constantFrom('BOBS22', 'FELLES', 'bobs22', 'latest'), fc.stringMatching(/^[A-Za-z0-9]{4,12}$/), pathSegment);
    const json = parsedJsonValue();
    const responses = fc.oneof(
      fc.constant([]),
      fc.constant({ O1A: 'fra A' }),
      fc.dictionary(fc.constantFrom('O1A', 'O1C', 'O2B', 'O2E', 'O4A'), fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null))),
      fc.array(json, { maxLength: 3 }),
      fc.dictionary(fc.string({ maxLength: 6 }), json, { maxKeys: 3 }),
    );
    const key = fc.option(fc.oneof(fc.constant(BOBS_KEY), fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), fc.string({ maxLength: 70 })), { nil: undefined });
    const changes = fc.oneof(
      fc.dictionary(
        fc.constantFrom('O1A', 'O1C', 'O2B', 'O2E', 'O4A'),
        fc.record({ value: fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null)), baseVersion: fc.nat(3), editedAt: fc.nat() }),
        { minKeys: 1, maxKeys: 3 },
      ),
      json,
    );
    const action = fc.oneof(
      fc.record({ kind: fc.constantFrom('readUser', 'readLatest', 'readClass'), target, classCode }),
      fc.record({ kind: fc.constantFrom('put' as const, 'patch' as const), target, classCode, responses, changes, key }),
      fc.record({
        kind: fc.constant('startOver'),
        body: fc.oneof(
          fc.record({ classCode: fc.oneof(fc.constantFrom('BOBS22', 'FELLES', 'bobs22'), fc.string({ maxLength: 14 })) }),
          fc.record({ classCode: fc.constantFrom('BOBS22', 'FELLES'), userId: fc.constant(b.userId) }),
          json,
        ),
      }),
    );

    await fc.assert(
      fc.asyncProperty(action, async (act) => {
        clock.advance(1);
        const headers = bearer(a.idToken);
        const res =
          act.kind === 'startOver'
            ? await app.inject({ method: 'POST', url: '/api/start-over', headers, payload: act.body as object })
            : act.kind === 'put' || act.kind === 'patch'
              ? await app.inject({
                  method: act.kind === 'put' ? 'PUT' : 'PATCH',
                  url: `/api/store/users/${act.target}/classes/${act.classCode}`,
                  // A header value cannot hold every character; those keys are sent as they would arrive, percent-encoded.
                  headers: { ...headers, ...(act.key === undefined ? {} : { [IDEMPOTENCY_HEADER]: encodeURIComponent(act.key) }) },
                  payload: act.kind === 'put' ? { responses: act.responses } : { changes: act.changes },
                })
              : await app.inject({
                  url: `/api/store/users/${act.target}${act.kind === 'readUser' ? '' : act.kind === 'readLatest' ? '/classes/latest' : `/classes/${act.classCode}`}`,
                  headers,
                });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.body).not.toContain(SECRET);
        if (act.kind !== 'startOver' && act.target !== a.userId) {
          expect(res.statusCode).toBe(403);
          expect(res.json().error).toBe('auth/forbidden');
        }
      }),
      { numRuns: 250 },
    );

    expect(await bsStorage()).toBe(before);
  });
});
