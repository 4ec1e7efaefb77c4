import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../../src/contracts/headers';
import type { Responses } from '../../../src/contracts/auth';
import { pruneSaveReceipts, SAVE_RECEIPT_TTL_MS, setClassRecord } from '../../db/repositories/progress';
import { bearer, signUp, type TestApp, testClock } from '../../test/authHelpers';
import { addClasses } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

type User = { userId: string; idToken: string };

describe('idempotent saves', () => {
  let app: TestApp;
  const clock = testClock();
  let alice: User;
  let bob: User;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    alice = await signUp(app, 'alice@skole.no');
    bob = await signUp(app, 'bob@skole.no');
    await addClasses(app, 'IDEM01', 'IDEM02', 'IDEM03', 'IDEM04', 'IDEM05', 'IDEM06', 'FELLES', 'SAMTID', 'KLASSA', 'KLASSB', 'GAMMEL', 'KRASJ1');
  });
  afterAll(() => app?.close());

  const save = (user: User, classCode: string, responses: unknown, key?: string) =>
    app.inject({
      method: 'PUT',
      url: `/api/store/users/${user.userId}/classes/${classCode}`,
      headers: { ...bearer(user.idToken), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
      payload: { responses },
    });
  const stored = (user: User, classCode: string) =>
    app.db.selectFrom('progress').select(['responses', 'last_updated']).where('user_id', '=', user.userId).where('class_code', '=', classCode).executeTakeFirst();
  const receipts = (user: User) => app.db.selectFrom('save_receipts').selectAll().where('user_id', '=', user.userId).execute();

  it('applies a save retried with the same key once, and says the retry was a replay', async () => {
    const key = randomUUID();
    const first = await save(alice, 'IDEM01', { O1A: 'første' }, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    const savedAt = clock.now();
    const saved = { classCode: 'IDEM01', responses: { O1A: 'første' }, versions: { O1A: { version: 1, editedAt: savedAt } }, lastUpdated: savedAt };
    expect(first.json().data).toEqual({ ...saved, serverTime: savedAt });

    clock.advance(5000);
    const retry = await save(alice, 'IDEM01', { O1A: 'første' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(retry.json().data).toEqual({ ...saved, serverTime: clock.now() });
    expect(await stored(alice, 'IDEM01')).toEqual({ responses: '{"O1A":"første"}', last_updated: savedAt });
  });

  it('answers a late retry with the current record instead of undoing a newer save', async () => {
    const oldKey = randomUUID();
    await save(alice, 'IDEM02', { O1A: 'gammel' }, oldKey);
    clock.advance(1000);
    const newer = await save(alice, 'IDEM02', { O1A: 'ny', O1C: 'helse' }, randomUUID());
    clock.advance(1000);
    const lateRetry = await save(alice, 'IDEM02', { O1A: 'gammel' }, oldKey);
    expect(lateRetry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    expect(lateRetry.json().data).toEqual({ ...newer.json().data, serverTime: clock.now() });
    expect(JSON.parse((await stored(alice, 'IDEM02'))!.responses)).toEqual({ O1A: 'ny', O1C: 'helse' });
  });

  it('writes every save that has its own key', async () => {
    const times: number[] = [];
    for (const text of ['en', 'to', 'tre']) {
      clock.advance(1000);
      const res = await save(alice, 'IDEM03', { O1A: text }, randomUUID());
      expect(res.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
      times.push(res.json().data.lastUpdated);
    }
    expect(times).toEqual([times[0], times[0]! + 1000, times[0]! + 2000]);
    expect(await stored(alice, 'IDEM03')).toEqual({ responses: '{"O1A":"tre"}', last_updated: times[2] });
  });

  it('keeps saves without a key working as before', async () => {
    await save(alice, 'IDEM04', { O1A: 'a' });
    clock.advance(1000);
    const res = await save(alice, 'IDEM04', { O1A: 'b' });
    expect(res.json().data).toMatchObject({ classCode: 'IDEM04', responses: { O1A: 'b' }, lastUpdated: clock.now() });
  });

  it('lets two users use the same key without either save being taken for a replay', async () => {
    const key = randomUUID();
    clock.advance(1000);
    const fromAlice = await save(alice, 'FELLES', { O1A: 'alice' }, key);
    clock.advance(1000);
    const fromBob = await save(bob, 'FELLES', { O1A: 'bob' }, key);
    for (const res of [fromAlice, fromBob]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    }
    expect(fromBob.json().data).toMatchObject({ classCode: 'FELLES', responses: { O1A: 'bob' }, lastUpdated: clock.now() });
    expect(await stored(alice, 'FELLES')).toEqual({ responses: '{"O1A":"alice"}', last_updated: clock.now() - 1000 });
    expect(await stored(bob, 'FELLES')).toEqual({ responses: '{"O1A":"bob"}', last_updated: clock.now() });
  });

  it('applies concurrent duplicates once and answers the others as replays', async () => {
    const key = randomUUID();
    clock.advance(1000);
    const results = await Promise.all(Array.from({ length: 6 }, () => save(alice, 'SAMTID', { O2A: 'samtidig' }, key)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.headers[IDEMPOTENT_REPLAYED_HEADER] === undefined)).toHaveLength(1);
    for (const res of results) {
      expect(res.json().data).toMatchObject({ classCode: 'SAMTID', responses: { O2A: 'samtidig' }, versions: { O2A: { version: 1 } }, lastUpdated: clock.now() });
    }
    expect((await receipts(alice)).filter((r) => r.idempotency_key === key)).toHaveLength(1);
  });

  it('refuses a key that is reused for another class', async () => {
    const key = randomUUID();
    await save(alice, 'KLASSA', { O1A: 'a' }, key);
    const res = await save(alice, 'KLASSB', { O1A: 'a' }, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'IdempotencyKeyReused', messageKey: 'txt_error_invalid_input', field: IDEMPOTENCY_HEADER });
    expect(await stored(alice, 'KLASSB')).toBeUndefined();
  });

  it.each(['kort', 'has spaces in it, too many', 'æøå-not-ascii-000000', 'x'.repeat(65)])('refuses the malformed key %j with the header named', async (key) => {
    const res = await save(alice, 'IDEM05', { O1A: 'a' }, key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_invalid_input', field: IDEMPOTENCY_HEADER });
    expect(await stored(alice, 'IDEM05')).toBeUndefined();
  });

  it('writes no receipt for a save that is refused', async () => {
    const key = randomUUID();
    expect((await save(alice, 'IDEM06', { O9Z: 'a' }, key)).statusCode).toBe(400);
    expect((await receipts(alice)).some((r) => r.idempotency_key === key)).toBe(false);
    const corrected = await save(alice, 'IDEM06', { O1A: 'a' }, key);
    expect(corrected.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(corrected.json().data.responses).toEqual({ O1A: 'a' });
  });

  it('leaves neither receipt nor record when the record cannot be written', async () => {
    const key = randomUUID();
    // An answer JSON cannot hold makes the record write fail after the receipt was inserted in the same transaction.
    await expect(setClassRecord(app.db, alice.userId, 'KRASJ1', { O1A: 1n } as unknown as Responses, clock.now(), key)).rejects.toThrow();
    expect((await receipts(alice)).some((r) => r.idempotency_key === key)).toBe(false);
    expect(await stored(alice, 'KRASJ1')).toBeUndefined();
  });

  it('forgets receipts after a day, so only then does the same key write again', async () => {
    const key = randomUUID();
    clock.advance(1000);
    await save(alice, 'GAMMEL', { O1A: 'i går' }, key);
    await pruneSaveReceipts(app.db, clock.now() + SAVE_RECEIPT_TTL_MS - 1);
    expect((await receipts(alice)).some((r) => r.idempotency_key === key)).toBe(true);
    await pruneSaveReceipts(app.db, clock.now() + SAVE_RECEIPT_TTL_MS + 1);
    expect((await receipts(alice)).some((r) => r.idempotency_key === key)).toBe(false);
    const res = await save(alice, 'GAMMEL', { O1A: 'i dag' }, key);
    expect(res.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(res.json().data.responses).toEqual({ O1A: 'i dag' });
  });
});
