import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToWindows, limitKey, RATE_LIMITS } from '../../auth/rateLimit';
import { type TestApp, testClock } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

const SCHOOL = '198.51.100.7';
const PASSWORD = 'en lang nok setning';
const DAY = 24 * 60 * 60_000;

const signUpFrom = (app: TestApp, email: string, remoteAddress: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email, password }, remoteAddress });
const registerFrom = (app: TestApp, email: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: '/api/register/teacher',
    payload: { email, password: PASSWORD, fylkeEmail: email, fylkeId: '46', isNewTeacher: true },
    remoteAddress,
  });

describe('accounts made from one address in a day', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  /** The address has made all but `left` of its day's accounts. */
  const used = (address: string, left: number) =>
    addToWindows(app.db, [{ key: limitKey(RATE_LIMITS.accountsMadeAddress, address), count: RATE_LIMITS.accountsMadeAddress.max - left, reset_at: clock.now() + DAY }], clock.now()).execute();

  it('counts only accounts made: a taken address or a weak password costs none of the allowance', async () => {
    await used(SCHOOL, 1);
    expect((await signUpFrom(app, 'kort@skole.no', SCHOOL, 'kort')).statusCode).toBe(400);
    expect((await signUpFrom(app, 'forste@skole.no', SCHOOL)).statusCode).toBe(200);
    expect((await signUpFrom(app, 'forste@skole.no', SCHOOL)).statusCode).toBe(409);
  });

  it('refuses the next pupil and teacher account from the address for the rest of the day, with a message of its own', async () => {
    const pupil = await signUpFrom(app, 'en-for-mye@skole.no', SCHOOL);
    expect(pupil.statusCode).toBe(429);
    expect(pupil.json()).toMatchObject({ success: false, messageKey: 'txt_error_too_many_accounts' });
    expect(Number(pupil.headers['retry-after'])).toBeGreaterThan(60 * 60);
    const teacher = await registerFrom(app, 'ny-laerer@skole.no', SCHOOL);
    expect(teacher.statusCode).toBe(429);
    expect(teacher.json()).toMatchObject({ messageKey: 'txt_error_too_many_accounts' });
  });

  it('leaves other addresses and the next day alone', async () => {
    expect((await signUpFrom(app, 'annen-skole@skole.no', '203.0.113.99')).statusCode).toBe(200);
    clock.advance(DAY + 1);
    expect((await signUpFrom(app, 'neste-dag@skole.no', SCHOOL)).statusCode).toBe(200);
  });
});
