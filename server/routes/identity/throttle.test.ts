import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, readDeviceToken, setDeviceCookie } from '../../auth/deviceCookie';
import { signIn, signUp, type TestApp, testClock } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

const SCHOOL = '10.20.30.40';

/** The device cookie's value from a response, as the browser sends it back. */
function deviceCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = String(res.headers['set-cookie'] ?? '');
  const match = new RegExp(`${DEVICE_COOKIE}=([^;]+)`).exec(header);
  if (!match) throw new Error(`no device cookie in ${header}`);
  return `${DEVICE_COOKIE}=${match[1]}`;
}

function signInWith(app: TestApp, email: string, password: string, remoteAddress: string, cookie?: string) {
  return app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password }, remoteAddress, headers: cookie ? { cookie } : {} });
}

const statuses = (results: { statusCode: number }[]) => results.map((r) => r.statusCode);

describe('sign-in throttling that a classmate cannot break', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  it('checks at most the allowed number of 61 concurrent guesses at one account from one address', async () => {
    await signUp(app, 'burst@skole.no', 'det hemmelige passordet');
    const guesses = Array.from({ length: 60 }, (_, i) => `gjetning ${i}`);
    const results = await Promise.all([...guesses, 'det hemmelige passordet'].map((password) => signIn(app, 'burst@skole.no', password, '203.0.113.5')));
    const checked = statuses(results).filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses(results).filter((s) => s === 429).length).toBeGreaterThanOrEqual(61 - 5);
  });

  it('checks at most the per-account allowance of guesses spread over 20 addresses at once', async () => {
    await signUp(app, 'spredt-burst@skole.no', 'enda et hemmelig passord');
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => signIn(app, 'spredt-burst@skole.no', `gjetning ${i}`, `198.51.100.${i % 20}`)),
    );
    expect(statuses(results).filter((s) => s !== 429).length).toBeLessThanOrEqual(50);
  }, 30_000);

  it('lets a real pupil and the teacher in from the school address after 300 made-up sign-ins from it', async () => {
    await signUp(app, 'ekte-elev@skole.no', 'elevens ekte passord');
    const teacher = await signUp(app, 'ekte-laerer@skole.no', 'laererens ekte passord');
    await app.db.updateTable('users').set({ has_teacher_access: 1 }).where('id', '=', teacher.userId).execute();
    const flood = await Promise.all(Array.from({ length: 300 }, (_, i) => signIn(app, `oppdiktet-${i}@skole.no`, 'hva som helst', SCHOOL)));
    expect(statuses(flood).every((s) => s === 401)).toBe(true);
    expect((await signIn(app, 'ekte-elev@skole.no', 'elevens ekte passord', SCHOOL)).statusCode).toBe(200);
    const token = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'ekte-laerer@skole.no', password: 'laererens ekte passord' }, remoteAddress: SCHOOL });
    expect(token.statusCode).toBe(200);
    const signUpAfter = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email: 'ny-elev@skole.no', password: 'en ny elev her' }, remoteAddress: SCHOOL });
    expect(signUpAfter.statusCode).toBe(200);
  }, 60_000);

  it('does not lock out a device that has signed in before when a classmate fails 10 times from the school address', async () => {
    await signUp(app, 'kjent-enhet@skole.no', 'mitt eget passord');
    const first = await signIn(app, 'kjent-enhet@skole.no', 'mitt eget passord', SCHOOL);
    const cookie = deviceCookieOf(first);
    for (let i = 0; i < 10; i++) await signIn(app, 'kjent-enhet@skole.no', `klassekamerat ${i}`, SCHOOL);
    // A device that never signed in is throttled from the school address …
    expect((await signIn(app, 'kjent-enhet@skole.no', 'mitt eget passord', SCHOOL)).statusCode).toBe(429);
    // … the pupil's own device is not.
    const own = await signInWith(app, 'kjent-enhet@skole.no', 'mitt eget passord', SCHOOL, cookie);
    expect(own.statusCode).toBe(200);
  });

  it('does not lock out a known device when strangers everywhere have used up the account allowance', async () => {
    const teacher = await signUp(app, 'laerer-maal@skole.no', 'laererens passord her');
    await app.db.updateTable('users').set({ has_teacher_access: 1 }).where('id', '=', teacher.userId).execute();
    const first = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'laerer-maal@skole.no', password: 'laererens passord her' }, remoteAddress: SCHOOL });
    const cookie = deviceCookieOf(first);
    await Promise.all(Array.from({ length: 120 }, (_, i) => signIn(app, 'laerer-maal@skole.no', `gjetning ${i}`, `192.0.2.${i % 30}`)));
    expect((await signIn(app, 'laerer-maal@skole.no', 'laererens passord her', '192.0.2.200')).statusCode).toBe(429);
    const own = await app.inject({
      method: 'POST',
      url: '/api/jwt/token',
      payload: { username: 'laerer-maal@skole.no', password: 'laererens passord her' },
      remoteAddress: SCHOOL,
      headers: { cookie },
    });
    expect(own.statusCode).toBe(200);
  }, 30_000);

  it('counts failures with a device cookie against that cookie, and stops trusting it after too many', async () => {
    await signUp(app, 'eget-uhell@skole.no', 'riktig passord her');
    const cookie = deviceCookieOf(await signIn(app, 'eget-uhell@skole.no', 'riktig passord her', '192.0.2.77'));
    for (let i = 0; i < 5; i++) expect((await signInWith(app, 'eget-uhell@skole.no', `feil ${i}`, '192.0.2.77', cookie)).statusCode).toBe(401);
    expect((await signInWith(app, 'eget-uhell@skole.no', 'riktig passord her', '192.0.2.77', cookie)).statusCode).toBe(429);
    // The device's failures did not touch the account's other counters: another address signs in at once.
    expect((await signIn(app, 'eget-uhell@skole.no', 'riktig passord her', '192.0.2.78')).statusCode).toBe(200);
    for (let i = 5; i < 10; i++) {
      clock.advance(20 * 60 * 1000);
      expect((await signInWith(app, 'eget-uhell@skole.no', `feil ${i}`, '192.0.2.77', cookie)).statusCode).toBe(401);
    }
    // The 11th attempt with the cookie goes the stranger's way: counted per address and account.
    clock.advance(20 * 60 * 1000);
    const key = (await app.db.selectFrom('rate_limits').select('key').where('key', 'like', 'signin:acct-ip:%').execute()).length;
    await signInWith(app, 'eget-uhell@skole.no', 'feil 10', '192.0.2.77', cookie);
    expect((await app.db.selectFrom('rate_limits').select('key').where('key', 'like', 'signin:acct-ip:%').execute()).length).toBe(key + 1);
  });

  it('sets an HttpOnly, SameSite=Lax device cookie for /api on sign-in, sign-up and token, signed for that account only', async () => {
    const up = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email: 'kake@skole.no', password: 'kaker og kjeks' } });
    const header = String(up.headers['set-cookie']);
    expect(header).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{64}; Path=/api; Max-Age=${180 * 86_400}; HttpOnly; SameSite=Lax$`));
    const token = deviceCookieOf(up).split('=')[1]!;
    expect(readDeviceToken(app.signingSecret, token, 'kake@skole.no', clock.now())).toBeDefined();
    expect(readDeviceToken(app.signingSecret, token, 'annen@skole.no', clock.now())).toBeUndefined();
    expect(readDeviceToken(app.signingSecret, token, 'kake@skole.no', clock.now() + 181 * 86_400_000)).toBeUndefined();
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    expect(readDeviceToken(app.signingSecret, forged, 'kake@skole.no', clock.now())).toBeUndefined();
    // A second account on the same device keeps the first one's token in the cookie.
    await signUp(app, 'kjeks@skole.no', 'kjeks og kaker');
    const second = await signInWith(app, 'kjeks@skole.no', 'kjeks og kaker', '127.0.0.1', deviceCookieOf(up));
    expect(deviceCookieOf(second).split('~')).toHaveLength(2);
  });

  it('marks the device cookie Secure in production', () => {
    let header = '';
    const fakeApp = { signingSecret: app.signingSecret, now: clock.now, config: { env: 'production' } };
    setDeviceCookie(fakeApp as never, { headers: {} } as never, { header: (_: string, value: string) => (header = value) } as never, 'sikker@skole.no');
    expect(header).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
  });
});
