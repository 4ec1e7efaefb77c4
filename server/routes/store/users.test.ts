import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signUp, type TestApp, testClock } from '../../test/authHelpers';
import { addClasses } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { MAX_RESPONSES_BYTES } from '../../../src/domain/answerSave';
import { parsedJsonValue } from '../../test/protoKeys';

describe('document store', () => {
  let app: TestApp;
  const clock = testClock();
  let alice: { userId: string; idToken: string };
  let bob: { userId: string; idToken: string };
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    alice = await signUp(app, 'alice@skole.no');
    bob = await signUp(app, 'bob@skole.no');
    await addClasses(app, 'ABCD23', 'FIRST1', 'SECOND', 'THIRD3', 'BIGG22', 'ALLE19', 'LIST22', 'KODE22', 'VERDI2', 'BOBS22');
  });
  afterAll(() => app?.close());

  const put = (user: { userId: string; idToken: string }, classCode: string, responses: unknown, token = user.idToken) =>
    app.inject({ method: 'PUT', url: `/api/store/users/${user.userId}/classes/${classCode}`, headers: bearer(token), payload: { responses } });
  const get = (path: string, token: string) => app.inject({ url: `/api/store/users/${path}`, headers: bearer(token) });

  it('reads the user record', async () => {
    const res = await get(alice.userId, alice.idToken);
    expect(res.json()).toEqual({ success: true, data: { hasTeacherAccess: false } });
  });

  it('creates a class record with a list and later takes an object, stamping the server time', async () => {
    const created = await put(alice, 'abcd23', []);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ success: true, data: { classCode: 'ABCD23', responses: [], versions: {}, lastUpdated: clock.now(), serverTime: clock.now() } });

    clock.advance(1000);
    const responses = { O1A: null, O1C: { id: 3, name: 'Bygg' }, O2B: { sparing: 500, mat: '2 000' } };
    const updated = await put(alice, 'ABCD23', responses);
    const stamp = { version: 1, editedAt: clock.now() };
    // A null answer is no answer: O1A has not been answered yet.
    const versions = { O1C: stamp, O2B: stamp };
    expect(updated.json().data).toEqual({ classCode: 'ABCD23', responses, versions, lastUpdated: clock.now(), serverTime: clock.now() });

    clock.advance(1000);
    const read = await get(`${alice.userId}/classes/abcd23`, alice.idToken);
    expect(read.json()).toEqual({ success: true, data: { classCode: 'ABCD23', responses, versions, lastUpdated: clock.now() - 1000, serverTime: clock.now() } });
  });

  it('gives a new version to every answer a set changes or removes, and keeps the others', async () => {
    await put(alice, 'ABCD23', { O1A: 'ja', O1C: { id: 3 }, O2B: { sparing: 500 } });
    const before = (await get(`${alice.userId}/classes/ABCD23`, alice.idToken)).json().data.versions;
    clock.advance(1000);
    // The same object with its keys in another order is the same answer.
    const res = await put(alice, 'ABCD23', { O1C: { id: 3 }, O2B: { sparing: 600 }, O2E: 'ny' });
    expect(res.json().data.versions).toEqual({
      O1A: { version: before.O1A.version + 1, editedAt: clock.now() },
      O1C: before.O1C,
      O2B: { version: before.O2B.version + 1, editedAt: clock.now() },
      O2E: { version: 1, editedAt: clock.now() },
    });
  });

  it('answers 404 for a class record that does not exist', async () => {
    const res = await get(`${alice.userId}/classes/NONE99`, alice.idToken);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'NotFound', messageKey: 'txt_error_not_found' });
  });

  it('gives the most recently saved class as the latest, and null with no classes', async () => {
    const carol = await signUp(app, 'carol@skole.no');
    expect((await get(`${carol.userId}/classes/latest`, carol.idToken)).json()).toEqual({ success: true, data: null });
    await put(carol, 'FIRST1', []);
    clock.advance(1000);
    await put(carol, 'SECOND', []);
    clock.advance(1000);
    await put(carol, 'THIRD3', []);
    expect((await get(`${carol.userId}/classes/latest`, carol.idToken)).json().data.classCode).toBe('THIRD3');
    clock.advance(1000);
    await put(carol, 'FIRST1', { O1A: 'ja' });
    const latest = (await get(`${carol.userId}/classes/latest`, carol.idToken)).json();
    expect(latest).toEqual({
      success: true,
      data: { classCode: 'FIRST1', responses: { O1A: 'ja' }, versions: { O1A: { version: 1, editedAt: clock.now() } }, lastUpdated: clock.now(), serverTime: clock.now() },
    });
  });

  it('refuses responses larger than 100 kB', async () => {
    const big = { O4A: 'x'.repeat(MAX_RESPONSES_BYTES) };
    const res = await put(alice, 'BIGG22', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ success: false, error: 'PayloadTooLarge', messageKey: 'txt_error_too_large', field: 'responses' });
    expect((await get(`${alice.userId}/classes/BIGG22`, alice.idToken)).statusCode).toBe(404);
    // One answer text is at most 5 000 characters, so a list of them comes close to the limit.
    const justUnder = { O4A: [...Array.from({ length: 20 }, () => 'x'.repeat(5000)), 'x'.repeat(2000)] };
    const size = Buffer.byteLength(JSON.stringify(justUnder));
    expect(size).toBeLessThanOrEqual(MAX_RESPONSES_BYTES);
    expect(size).toBeGreaterThan(MAX_RESPONSES_BYTES - 1000);
    expect((await put(alice, 'BIGG22', justUnder)).statusCode).toBe(200);
  });

  it('takes answers for every activity the sessions have, and a reset modified budget', async () => {
    const codes = app.content.okter.no.flatMap((okt) => okt.activities.map((a) => a.activity_code));
    const responses: Record<string, unknown> = Object.fromEntries(codes.map((code) => [code, `svar på ${code}`]));
    Object.assign(responses, {
      O1A: ['friluft', 'mennesker'],
      O1D: { id: 'elektriker', utdanning: 'yrkesfag', aar: 4, ferdig: true },
      O2B: { boutgifter: 9000, transport: 800, mat: 4000, fritid: 1500, klaer: 700, sparing: 1000, forsikring: 400, andre_utgifter: 600 },
      O2E: null,
      O3B: 12,
      O4A: { q1: ['a', 'c'], q2: 'b' },
    });
    const res = await put(alice, 'ALLE19', responses);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.responses).toEqual(responses);
  });

  it('takes the empty list a record is created with, but no other list', async () => {
    expect((await put(alice, 'LIST22', [])).statusCode).toBe(200);
    const res = await put(alice, 'LIST22', ['O1A']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field: 'responses' });
    expect((await get(`${alice.userId}/classes/LIST22`, alice.idToken)).json().data.responses).toEqual([]);
  });

  it.each([
    ['a code no session has', { O1A: 'ja', O1B: 'nei' }, 'O1B'],
    ['a code of session 6', { O6A: 'ja' }, 'O6A'],
    ['a key that is not a code', { hacked: true }, 'hacked'],
    ['a lower-case code', { o1a: 'ja' }, 'o1a'],
  ])('refuses an answer to %s with the field named', async (_, responses, code) => {
    const res = await put(alice, 'KODE22', responses);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_activity', field: `responses.${code}` });
    expect((await get(`${alice.userId}/classes/KODE22`, alice.idToken)).statusCode).toBe(404);
  });

  it.each([
    ['a text over 5 000 characters', { O1C: 'x'.repeat(5001) }, 'O1C'],
    ['objects nested too deep', { O1A: 'ja', O1D: { jobb: { id: 3 } } }, 'O1D'],
    ['a list of more than 50 values', { O1A: Array.from({ length: 51 }, (_, i) => i) }, 'O1A'],
    ['a list inside a list', { O4A: [['a']] }, 'O4A'],
    ['a field name over 40 characters', { O2B: { ['k'.repeat(41)]: 1 } }, 'O2B'],
  ])('refuses %s with the activity named', async (_, responses, code) => {
    const res = await put(alice, 'VERDI2', responses);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_answer', field: `responses.${code}` });
    expect((await get(`${alice.userId}/classes/VERDI2`, alice.idToken)).statusCode).toBe(404);
  });

  it('refuses a body that is not { responses }', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/store/users/${alice.userId}/classes/ABCD23`,
      headers: bearer(alice.idToken),
      payload: { responses: 'tekst' },
    });
    expect(res.statusCode).toBe(400);
    const extra = await app.inject({
      method: 'PUT',
      url: `/api/store/users/${alice.userId}/classes/ABCD23`,
      headers: bearer(alice.idToken),
      payload: { responses: [], lastUpdated: 1 },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("refuses to read or write another user's records", async () => {
    await put(bob, 'BOBS22', { O1A: 'hemmelig' });
    const forbidden = { success: false, error: 'auth/forbidden', messageKey: 'txt_error_no_access' };
    for (const res of [
      await get(bob.userId, alice.idToken),
      await get(`${bob.userId}/classes/BOBS22`, alice.idToken),
      await get(`${bob.userId}/classes/latest`, alice.idToken),
      await put(bob, 'BOBS22', { O1A: 'overskrevet' }, alice.idToken),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(forbidden);
    }
    expect((await get(`${bob.userId}/classes/BOBS22`, bob.idToken)).json().data.responses).toEqual({ O1A: 'hemmelig' });
  });

  it('refuses every store call without a valid token', async () => {
    for (const res of [
      await app.inject({ url: `/api/store/users/${alice.userId}` }),
      await app.inject({ url: `/api/store/users/${alice.userId}/classes/latest`, headers: bearer('x.y.z') }),
      await app.inject({ method: 'PUT', url: `/api/store/users/${alice.userId}/classes/ABCD23`, payload: { responses: [] } }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it("never lets one user's token reach another user's records, whatever the ids, codes and payloads", async () => {
    await put(bob, 'BOBS22', { O1A: 'hemmelig' });
    const json = parsedJsonValue();
    const responses = fc.oneof(fc.array(json, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), json, { maxKeys: 4 }));
    const userId = fc.oneof(
      fc.constant(bob.userId),
      fc.stringMatching(/^[A-Za-z0-9_-]{10,64}$/),
      // "." and ".." are path navigation, not ids: the URL resolves to another path before any route sees it.
      fc
        .string({ minLength: 1, maxLength: 70 })
        .filter((s) => s !== '.' && s !== '..')
        .map(encodeURIComponent),
    );
    const classCode = fc.oneof(fc.constant('BOBS22'), fc.constant('latest'), fc.stringMatching(/^[A-Za-z0-9]{4,12}$/));
    const route = fc.constantFrom('user', 'class', 'latest', 'put');

    await fc.assert(
      fc.asyncProperty(userId, classCode, responses, route, async (target, code, body, which) => {
        fc.pre(target !== alice.userId);
        const res =
          which === 'put'
            ? await app.inject({ method: 'PUT', url: `/api/store/users/${target}/classes/${code}`, headers: bearer(alice.idToken), payload: { responses: body } })
            : await get(which === 'user' ? target : which === 'latest' ? `${target}/classes/latest` : `${target}/classes/${code}`, alice.idToken);
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('auth/forbidden');
      }),
      { numRuns: 100 },
    );
    expect((await get(`${bob.userId}/classes/BOBS22`, bob.idToken)).json().data.responses).toEqual({ O1A: 'hemmelig' });
    const bobsRows = await app.db.selectFrom('progress').select('class_code').where('user_id', '=', bob.userId).execute();
    expect(bobsRows.map((r) => r.class_code)).toEqual(['BOBS22']);
  });
});
