import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES_PER_USER } from '../../../src/contracts/answers';
import { bearer, type TestApp, testClock } from '../../test/authHelpers';
import { addClasses, addPupil, saveAnswers, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp } from '../../test/testApp';

/** A free-text answer of 2 400 two-byte characters: 4 800 bytes of JSON. */
const TEXT = 'ø'.repeat(2_400);

describe(`the answers of one account together stay under ${MAX_RECORD_BYTES_PER_USER / 1024} kB`, () => {
  let app: TestApp;
  const clock = testClock();
  const codes = Array.from({ length: 12 }, (_, i) => `KVOT${String.fromCharCode(65 + i)}${String.fromCharCode(65 + i)}`);
  beforeAll(async () => {
    app = await buildTestApp({ now: clock.now });
    await addClasses(app, ...codes);
  });
  afterAll(() => app?.close());

  const put = (pupil: TestAccount, code: string, responses: unknown) =>
    app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${code}`, headers: bearer(pupil.idToken), payload: { responses } });
  const storedBytes = async (pupil: TestAccount) =>
    (await app.db.selectFrom('progress').select('responses').where('user_id', '=', pupil.userId).execute()).reduce((sum, r) => sum + Buffer.byteLength(r.responses, 'utf8'), 0);
  /** A record of about 24 kB: five such answers in one activity's list. */
  const big = { O4A: Array.from({ length: 5 }, () => TEXT) };

  it('refuses a whole-record save that would take the account over, with 413 and a message, and stores nothing of it', async () => {
    const pupil = await addPupil(app);
    let saved = 0;
    for (const code of codes) {
      const res = await put(pupil, code, big);
      if (res.statusCode !== 200) {
        expect(res.statusCode).toBe(413);
        expect(res.json()).toEqual({ success: false, error: 'PayloadTooLarge', messageKey: 'txt_error_account_full', field: 'responses' });
        break;
      }
      saved += 1;
    }
    const perRecord = Buffer.byteLength(JSON.stringify(big), 'utf8');
    expect(saved).toBe(Math.floor(MAX_RECORD_BYTES_PER_USER / perRecord));
    expect(await storedBytes(pupil)).toBe(saved * perRecord);
    expect(await storedBytes(pupil)).toBeLessThanOrEqual(MAX_RECORD_BYTES_PER_USER);

    // Joining another class and starting over are always allowed, and so is replacing a record with a smaller one.
    expect((await put(pupil, codes[saved]!, [])).statusCode).toBe(200);
    expect((await put(pupil, codes[0]!, {})).statusCode).toBe(200);
    expect((await put(pupil, codes[1]!, { O1A: 'kort svar' })).statusCode).toBe(200);
    // The room made is there to use.
    expect((await put(pupil, codes[saved]!, big)).statusCode).toBe(200);
  });

  it('refuses a per-activity save that would take the account over, and lets it clear answers', async () => {
    const pupil = await addPupil(app);
    const fill = Math.floor(MAX_RECORD_BYTES_PER_USER / Buffer.byteLength(JSON.stringify(big), 'utf8'));
    for (const code of codes.slice(0, fill)) expect((await put(pupil, code, big)).statusCode).toBe(200);
    const last = codes[fill]!;
    expect((await put(pupil, last, [])).statusCode).toBe(200);

    const refused = await saveAnswers(app, pupil, last, { O4A: { value: [TEXT, TEXT, TEXT, TEXT, TEXT], baseVersion: 0, editedAt: clock.now() } });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ messageKey: 'txt_error_account_full' });
    expect((await app.db.selectFrom('progress').select('responses').where('user_id', '=', pupil.userId).where('class_code', '=', last).executeTakeFirstOrThrow()).responses).toBe('[]');

    expect((await saveAnswers(app, pupil, last, { O1A: { value: 'kort', baseVersion: 0, editedAt: clock.now() } })).statusCode).toBe(200);
    const cleared = await saveAnswers(app, pupil, codes[0]!, { O4A: { value: null, baseVersion: 1, editedAt: clock.now() } });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });
});
