import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../auth/passwords';
import { accountKey, hitBackoff, hitLimit, limitKey, RATE_LIMITS, SIGN_IN_BACKOFF } from '../../auth/rateLimit';
import { signToken } from '../../auth/tokens';
import { bearer, readUser, signIn, signUp, type TestApp, testClock } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sign-up, sign-in and sign-out', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  it('creates a pupil account and signs it in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email: ' Ola.Nordmann@Skole.no ', password: 'tre ord på rad' } });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.userId).toMatch(/^[A-Za-z0-9_-]{10,64}$/);
    expect(data.expiresAt).toBe(clock.now() + 8 * 3600 * 1000);
    const user = await readUser(app, data.userId, data.idToken);
    expect(user.json()).toEqual({ success: true, data: { hasTeacherAccess: false } });
    const row = await app.db.selectFrom('users').selectAll().where('id', '=', data.userId).executeTakeFirstOrThrow();
    expect(row.email).toBe('ola.nordmann@skole.no');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('signs in with the e-mail address in any case', async () => {
    await signUp(app, 'kari@skole.no', 'fjell og fjord');
    const res = await signIn(app, 'KARI@skole.no', 'fjell og fjord');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { idToken: expect.any(String), userId: expect.any(String) } });
  });

  it('refuses an e-mail address that already has an account', async () => {
    await signUp(app, 'dobbel@skole.no');
    const res = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email: 'Dobbel@skole.no', password: 'noe helt annet' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, error: 'auth/email-already-in-use', messageKey: 'txt_email_exists', field: 'email' });
  });

  it.each([
    ['too short', 'kort', 'ValidationError', 'txt_error_password_too_short'],
    ['too long', 'x'.repeat(129), 'ValidationError', 'txt_error_password_too_long'],
    ['common', 'Passord123', 'auth/weak-password', 'txt_error_password_common'],
  ])('refuses a %s password', async (_, password, error, messageKey) => {
    const res = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email: `svak${password.length}@skole.no`, password } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error, messageKey, field: 'password' });
  });

  it('refuses a malformed e-mail address with the field named', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email: 'ikke-en-adresse', password: 'tre ord på rad' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_email_invalid', field: 'email' });
  });

  it('answers a wrong password and an unknown e-mail address identically', async () => {
    await signUp(app, 'finnes@skole.no', 'riktig passord her');
    const wrong = await signIn(app, 'finnes@skole.no', 'feil passord her');
    const unknown = await signIn(app, 'finnes-ikke@skole.no', 'feil passord her');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ success: false, error: 'auth/invalid-credential', messageKey: 'txt_error_login' });
  });

  it('signs out by ending that session, while the account\'s other sessions go on', async () => {
    const first = await signUp(app, 'utlogging@skole.no', 'logg meg ut nå');
    const second = (await signIn(app, 'utlogging@skole.no', 'logg meg ut nå')).json().data;
    expect((await readUser(app, first.userId, second.idToken)).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: bearer(first.idToken) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const res = await readUser(app, first.userId, first.idToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'auth/invalid-token', messageKey: 'txt_error_login_again' });
    expect((await readUser(app, first.userId, second.idToken)).statusCode).toBe(200);
    const again = (await signIn(app, 'utlogging@skole.no', 'logg meg ut nå')).json().data;
    expect((await readUser(app, first.userId, again.idToken)).statusCode).toBe(200);
  });

  it('refuses sign-out without a token', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/identity/sign-out' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('auth/invalid-token');
  });
});

describe('which tokens are refused', () => {
  let app: TestApp;
  const clock = testClock();
  let session: { userId: string; idToken: string };
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    session = await signUp(app, 'token@skole.no');
  });
  afterAll(() => app?.close());

  const refusedAsInvalid = async (token: string) => {
    const res = await readUser(app, session.userId, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'auth/invalid-token', messageKey: 'txt_error_login_again' });
  };

  it('accepts a fresh token', async () => {
    expect((await readUser(app, session.userId, session.idToken)).statusCode).toBe(200);
  });

  it('says the session expired for a token past its expiry', async () => {
    const old = await signToken(app.signingSecret, { id: session.userId, tokenVersion: 0 }, clock.now() - 9 * 3600 * 1000);
    const res = await readUser(app, session.userId, old.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'auth/id-token-expired', messageKey: 'txt_error_session_expired' });
  });

  it('lets a token expire after eight hours on the clock', async () => {
    const fresh = await signToken(app.signingSecret, { id: session.userId, tokenVersion: 0 }, clock.now());
    clock.advance(8 * 3600 * 1000);
    try {
      expect((await readUser(app, session.userId, fresh.token)).json().error).toBe('auth/id-token-expired');
    } finally {
      clock.advance(-8 * 3600 * 1000);
    }
  });

  it('refuses alg none', async () => {
    const iat = Math.floor(clock.now() / 1000);
    await refusedAsInvalid(`${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: session.userId, aud: 'ueokonomiapp', iss: 'ueokonomiapp', iat, exp: iat + 60, ver: 0 })}.`);
  });

  it('refuses a token signed with another secret', async () => {
    await refusedAsInvalid((await signToken(randomBytes(32), { id: session.userId, tokenVersion: 0 }, clock.now())).token);
  });

  it('refuses a token for another audience', async () => {
    await refusedAsInvalid((await signToken(app.signingSecret, { id: session.userId, tokenVersion: 0 }, clock.now(), { aud: 'annen-app' })).token);
  });

  it('refuses a malformed token and a missing or non-bearer header', async () => {
    await refusedAsInvalid('not.a.jwt');
    const none = await app.inject({ url: `/api/store/users/${session.userId}` });
    expect(none.statusCode).toBe(401);
    const basic = await app.inject({ url: `/api/store/users/${session.userId}`, headers: { authorization: `Basic ${session.idToken}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('refuses a valid token of a deleted account', async () => {
    const gone = await signUp(app, 'slettet@skole.no');
    await app.db.deleteFrom('users').where('id', '=', gone.userId).execute();
    const res = await readUser(app, gone.userId, gone.idToken);
    expect(res.statusCode).toBe(401);
  });
});

describe('teacher-only routes', () => {
  it('refuses a pupil with 403 and lets a teacher through', async () => {
    const app = await buildTestApp({ config: { ...testConfig(), seedDemo: false } });
    app.get('/api/test/teacher', { config: { access: 'teacher', reach: [] } }, async () => ({ success: true }));
    await app.ready();
    try {
      const pupil = await signUp(app, 'elev@skole.no');
      const refused = await app.inject({ url: '/api/test/teacher', headers: bearer(pupil.idToken) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ success: false, error: 'auth/forbidden', messageKey: 'txt_error_no_access' });
      expect((await app.inject({ url: '/api/test/teacher' })).statusCode).toBe(401);
      await app.db.updateTable('users').set({ has_teacher_access: 1 }).where('id', '=', pupil.userId).execute();
      expect((await app.inject({ url: '/api/test/teacher', headers: bearer(pupil.idToken) })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('sign-in behind a reverse proxy (TRUST_PROXY)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig({ TRUST_PROXY: 'true' }), seedDemo: false } });
  });
  afterAll(() => app?.close());

  it('counts the address the proxy saw, so a forged X-Forwarded-For does not escape the address limit', async () => {
    await signUp(app, 'bak@skole.no', 'passordet bak proxyen');
    const client = '192.0.2.44';
    await fillLimit(app, RATE_LIMITS.signInAddressChecks, client, RATE_LIMITS.signInAddressChecks.max, Date.now());
    const viaProxy = (forwarded: string) =>
      app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email: 'bak@skole.no', password: 'passordet bak proxyen' }, remoteAddress: '10.0.0.1', headers: { 'x-forwarded-for': forwarded } });
    expect((await viaProxy(client)).statusCode).toBe(429);
    // The client adds an address of its choice in front; the proxy appends the real one.
    expect((await viaProxy(`10.9.9.8, ${client}`)).statusCode).toBe(429);
    expect((await viaProxy('10.9.9.9')).statusCode).toBe(200);
  });
});

/** Counts a fixed-window limit up to `count` at once (thousands of argon2 checks would only slow the test). */
async function fillLimit(app: TestApp, limit: (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS], subject: string, count: number, now: number) {
  await hitLimit(app.db, limit, subject, now);
  await app.db.updateTable('rate_limits').set({ count }).where('key', '=', limitKey(limit, subject)).execute();
}

describe('sign-in rate limits', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  it('slows one account from one address with growing delays after 5 failures, and lets the right password in after the delay', async () => {
    await signUp(app, 'offer@skole.no', 'det riktige passordet');
    await signUp(app, 'nabo@skole.no', 'naboens passord her');
    for (let i = 0; i < 5; i++) expect((await signIn(app, 'offer@skole.no', `gjetning ${i}`)).statusCode).toBe(401);

    const blocked = await signIn(app, 'offer@skole.no', 'det riktige passordet');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, error: 'auth/too-many-requests', messageKey: 'txt_error_too_many_requests' });
    expect(blocked.headers['retry-after']).toBe('1');
    // The same throttle guards the backend token endpoint.
    const token = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'offer@skole.no', password: 'det riktige passordet' } });
    expect(token.statusCode).toBe(429);
    expect((await signIn(app, 'nabo@skole.no', 'naboens passord her')).statusCode).toBe(200);

    clock.advance(1_000);
    expect((await signIn(app, 'offer@skole.no', 'gjetning 5')).statusCode).toBe(401);
    expect((await signIn(app, 'offer@skole.no', 'gjetning 6')).headers['retry-after']).toBe('2');
    clock.advance(2_000);
    expect((await signIn(app, 'offer@skole.no', 'gjetning 7')).statusCode).toBe(401);
    expect((await signIn(app, 'offer@skole.no', 'gjetning 8')).headers['retry-after']).toBe('4');
    clock.advance(4_000);
    expect((await signIn(app, 'offer@skole.no', 'det riktige passordet')).statusCode).toBe(200);
    // The right password cleared the count from this address.
    for (let i = 0; i < 5; i++) expect((await signIn(app, 'offer@skole.no', `ny gjetning ${i}`)).statusCode).toBe(401);
  });

  it('caps the delay at 15 minutes', async () => {
    const key = accountKey(SIGN_IN_BACKOFF.accountAddress, 'lenge@skole.no', '127.0.0.1');
    for (let i = 0; i < 40; i++) {
      await hitBackoff(app.db, SIGN_IN_BACKOFF.accountAddress, key, clock.now());
      clock.advance(15 * 60 * 1000);
    }
    clock.advance(-1);
    const res = await signIn(app, 'lenge@skole.no', 'gjetning');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('1');
    clock.advance(1);
    expect((await signIn(app, 'lenge@skole.no', 'gjetning')).statusCode).toBe(401);
    expect(Number((await signIn(app, 'lenge@skole.no', 'gjetning')).headers['retry-after'])).toBe(15 * 60);
  });

  it('does not let someone at another address lock a pupil out', async () => {
    await signUp(app, 'maal@skole.no', 'maalets eget passord');
    for (let i = 0; i < 10; i++) await signIn(app, 'maal@skole.no', `gjetning ${i}`, '203.0.113.66');
    expect((await signIn(app, 'maal@skole.no', 'maalets eget passord', '203.0.113.66')).statusCode).toBe(429);
    expect((await signIn(app, 'maal@skole.no', 'maalets eget passord', '198.51.100.5')).statusCode).toBe(200);
  });

  it('slows guessing one account from many addresses after 50 attempts without a correct password', async () => {
    await signUp(app, 'spredt@skole.no', 'et helt annet passord');
    // 49 attempts go straight to the counter, as 49 argon2 checks would only slow the test.
    const key = accountKey(SIGN_IN_BACKOFF.account, 'spredt@skole.no');
    for (let i = 0; i < 49; i++) await hitBackoff(app.db, SIGN_IN_BACKOFF.account, key, clock.now());
    expect((await signIn(app, 'spredt@skole.no', 'feil', '198.51.100.1')).statusCode).toBe(401);
    expect((await signIn(app, 'spredt@skole.no', 'et helt annet passord', '198.51.100.2')).statusCode).toBe(429);
    clock.advance(1_000);
    expect((await signIn(app, 'spredt@skole.no', 'et helt annet passord', '198.51.100.2')).statusCode).toBe(200);
  });

  it('throttles an unknown e-mail address the same way, so the throttle does not reveal accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(app, 'ingen@skole.no', `gjetning ${i}`)).statusCode).toBe(401);
    expect((await signIn(app, 'ingen@skole.no', 'x')).statusCode).toBe(429);
  });

  it('lets 30 pupils of one class sign in from one school address', async () => {
    const passwordHash = await hashPassword('klassens passord');
    const emails = Array.from({ length: 30 }, (_, i) => `elev${i}@klasse.no`);
    await app.db
      .insertInto('users')
      .values(emails.map((email, i) => ({ id: `elev_klasse_${i}`, email, password_hash: passwordHash, created_at: 0, updated_at: 0 })))
      .execute();
    const results = await Promise.all(emails.map((email) => signIn(app, email, 'klassens passord', '10.20.30.40')));
    expect(results.map((r) => r.statusCode)).toEqual(emails.map(() => 200));
  });

  it('stops one address after 2 000 password checks without success in 15 minutes; successes give theirs back', async () => {
    const address = '192.0.2.7';
    await fillLimit(app, RATE_LIMITS.signInAddressChecks, address, RATE_LIMITS.signInAddressChecks.max - 1, clock.now());
    for (let i = 0; i < 3; i++) expect((await signIn(app, 'nabo@skole.no', 'naboens passord her', address)).statusCode).toBe(200);
    expect((await signIn(app, 'nabo@skole.no', 'feil passord', address)).statusCode).toBe(401);
    const over = await signIn(app, 'nabo@skole.no', 'naboens passord her', address);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(app, 'nabo@skole.no', 'naboens passord her', '192.0.2.8')).statusCode).toBe(200);
  });
});
