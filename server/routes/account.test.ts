import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readUser, recordingMailer, signIn, signUp, type TestApp, testClock } from '../test/authHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0';

describe('sessions, the account page and password change', () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now, mailer: recordingMailer().mailer });
  });
  afterAll(() => app?.close());

  const sessions = (token: string, userAgent = LAPTOP) => app.inject({ url: '/api/account/sessions', headers: { ...bearer(token), 'user-agent': userAgent } });
  const end = (token: string, id: string) => app.inject({ method: 'POST', url: `/api/account/sessions/${id}/end`, headers: bearer(token) });
  const change = (token: string, currentPassword: string, newPassword: string) =>
    app.inject({ method: 'POST', url: '/api/account/password', headers: bearer(token), payload: { currentPassword, newPassword } });
  const sidOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sid as string;

  it('lists the account\'s own sessions with device text, times and which one asks', async () => {
    const signedAt = clock.now();
    const first = await signUp(app, 'okter@skole.no', 'mitt lange passord');
    const second = (await signIn(app, 'okter@skole.no', 'mitt lange passord')).json().data;
    await sessions(first.idToken, PHONE);
    clock.advance(5_000);
    const res = await sessions(second.idToken, `  ${LAPTOP}\u0001${'x'.repeat(300)}  `);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().data as { id: string; device: string; current: boolean; createdAt: number; lastSeenAt: number }[];
    expect(list.map((s) => s.id).sort()).toEqual([sidOf(first.idToken), sidOf(second.idToken)].sort());
    const mine = list.find((s) => s.current)!;
    expect(mine.id).toBe(sidOf(second.idToken));
    expect(mine.device.startsWith(LAPTOP)).toBe(true);
    expect(mine.device).not.toMatch(/[\u0000-\u001f]/);
    expect(mine.device.length).toBeLessThanOrEqual(200);
    expect(list.find((s) => !s.current)!.device).toBe(PHONE);
    expect(mine.createdAt).toBe(Math.floor(signedAt / 1000) * 1000);
    expect(mine.lastSeenAt).toBe(clock.now());
  });

  it('moves last seen at most once a minute', async () => {
    const user = await signUp(app, 'sist-sett@skole.no', 'mitt lange passord');
    await readUser(app, user.userId, user.idToken);
    const seen = async () => ((await sessions(user.idToken)).json().data[0] as { lastSeenAt: number }).lastSeenAt;
    const start = await seen();
    clock.advance(59_000);
    expect(await seen()).toBe(start);
    clock.advance(1_000);
    expect(await seen()).toBe(clock.now());
  });

  it('ends one of its own sessions with «Logg ut denne», and 404 for another account\'s or an unknown one', async () => {
    const me = await signUp(app, 'avslutt@skole.no', 'mitt lange passord');
    const other = (await signIn(app, 'avslutt@skole.no', 'mitt lange passord')).json().data;
    const stranger = await signUp(app, 'fremmed@skole.no', 'et annet langt passord');
    await readUser(app, me.userId, other.idToken);
    await readUser(app, stranger.userId, stranger.idToken);

    const foreign = await end(me.idToken, sidOf(stranger.idToken));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ success: false, messageKey: 'txt_error_session_not_found' });
    expect((await readUser(app, stranger.userId, stranger.idToken)).statusCode).toBe(200);
    expect((await end(me.idToken, 'finnes_ikke_1234567890')).statusCode).toBe(404);
    expect((await end(me.idToken, '../../x')).statusCode).toBe(404);

    expect((await end(me.idToken, sidOf(other.idToken))).statusCode).toBe(200);
    const refused = await readUser(app, me.userId, other.idToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ success: false, error: 'auth/invalid-token', messageKey: 'txt_error_login_again' });
    expect((await sessions(me.idToken)).json().data.map((s: { id: string }) => s.id)).toEqual([sidOf(me.idToken)]);
    expect((await end(me.idToken, sidOf(other.idToken))).statusCode).toBe(404);
  });

  it('changes the password knowing the current one, ends the other sessions and keeps this one', async () => {
    const here = await signUp(app, 'bytt@skole.no', 'det gamle passordet');
    const there = (await signIn(app, 'bytt@skole.no', 'det gamle passordet')).json().data;
    const unused = (await signIn(app, 'bytt@skole.no', 'det gamle passordet')).json().data;
    await readUser(app, here.userId, there.idToken);

    const res = await change(here.idToken, 'det gamle passordet', 'et helt nytt passord');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await readUser(app, here.userId, here.idToken)).statusCode).toBe(200);
    expect((await readUser(app, here.userId, there.idToken)).statusCode).toBe(401);
    // A token never used before the change has no session row; the account's version refuses it.
    expect((await readUser(app, here.userId, unused.idToken)).statusCode).toBe(401);
    expect((await sessions(here.idToken)).json().data.map((s: { id: string }) => s.id)).toEqual([sidOf(here.idToken)]);
    expect((await signIn(app, 'bytt@skole.no', 'det gamle passordet')).statusCode).toBe(401);
    expect((await signIn(app, 'bytt@skole.no', 'et helt nytt passord')).statusCode).toBe(200);
  });

  it('refuses a wrong current password on the field, and a weak new one, changing nothing', async () => {
    const user = await signUp(app, 'feil-bytte@skole.no', 'det riktige passordet');
    const wrong = await change(user.idToken, 'ikke det riktige', 'et helt nytt passord');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, error: 'auth/invalid-credential', messageKey: 'txt_error_current_password', field: 'currentPassword' });
    const common = await change(user.idToken, 'det riktige passordet', 'password');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ messageKey: 'txt_error_password_common', field: 'newPassword' });
    const short = await change(user.idToken, 'det riktige passordet', 'kort');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ messageKey: 'txt_error_password_too_short' });
    expect((await readUser(app, user.userId, user.idToken)).statusCode).toBe(200);
    expect((await signIn(app, 'feil-bytte@skole.no', 'det riktige passordet')).statusCode).toBe(200);
  });

  it('refuses the account routes without a valid token', async () => {
    expect((await app.inject({ url: '/api/account/sessions' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/account/password', payload: { currentPassword: 'a', newPassword: 'bbbbbbbbbb' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/account/sessions/abcdefghijklmnopqrst/end' })).statusCode).toBe(401);
  });

  it('ends every session when the password is reset by e-mail code', async () => {
    const { mailer, sent } = recordingMailer();
    const resetApp = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, mailer });
    try {
      const user = await signUp(resetApp, 'glemt@skole.no', 'et glemt passord');
      await resetApp.inject({ url: `/api/store/users/${user.userId}`, headers: bearer(user.idToken) });
      await resetApp.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: 'glemt@skole.no' } });
      await resetApp.background.idle();
      const code = /code=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.text)![1]!;
      expect((await resetApp.inject({ method: 'POST', url: '/api/identity/password-reset/confirm', payload: { code, password: 'et nytt langt passord' } })).statusCode).toBe(200);
      expect((await resetApp.inject({ url: `/api/store/users/${user.userId}`, headers: bearer(user.idToken) })).statusCode).toBe(401);
    } finally {
      await resetApp.close();
    }
  });

  it('refuses a token that outlives the configured lifetime even when the server signed it', async () => {
    const short = await buildTestApp({ config: { ...testConfig({ TOKEN_LIFETIME_HOURS: '2' }), seedDemo: false } });
    try {
      const user = await signUp(short, 'kort-levetid@skole.no', 'mitt lange passord');
      const claims = JSON.parse(Buffer.from(user.idToken.split('.')[1]!, 'base64url').toString('utf8'));
      expect(claims.exp - claims.iat).toBe(2 * 3600);
      expect(user.expiresAt).toBe(claims.exp * 1000);
      const { signToken } = await import('../auth/tokens');
      const tenYears = (await signToken(short.signingSecret, { id: user.userId, tokenVersion: 0 }, Date.now(), {}, 10 * 365 * 24)).token;
      const res = await short.inject({ url: `/api/store/users/${user.userId}`, headers: bearer(tenYears) });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: 'auth/invalid-token', messageKey: 'txt_error_login_again' });
      expect((await short.inject({ url: `/api/store/users/${user.userId}`, headers: bearer(user.idToken) })).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });

  it("keeps a teacher's backend token and sign-in token together as one session through a password change", async () => {
    const teacher = await signUp(app, 'to-tokens@skole.no', 'laererens lange passord');
    const token = (auth?: string) =>
      app.inject({ method: 'POST', url: '/api/jwt/token', headers: auth ? bearer(auth) : {}, payload: { username: 'to-tokens@skole.no', password: 'laererens lange passord' } });
    const backend = (await token(teacher.idToken)).json().token as string;
    expect(sidOf(backend)).toBe(sidOf(teacher.idToken));
    // Another account's token, or none, never joins a session: the backend token gets one of its own.
    const stranger = await signUp(app, 'to-tokens-fremmed@skole.no', 'et annet langt passord');
    expect(sidOf((await token(stranger.idToken)).json().token)).not.toBe(sidOf(stranger.idToken));
    const elsewhere = (await token()).json().token as string;
    expect(sidOf(elsewhere)).not.toBe(sidOf(teacher.idToken));

    expect((await change(backend, 'laererens lange passord', 'laererens nye passord')).statusCode).toBe(200);
    expect((await readUser(app, teacher.userId, teacher.idToken)).statusCode).toBe(200);
    expect((await sessions(backend)).statusCode).toBe(200);
    expect((await readUser(app, teacher.userId, elsewhere)).statusCode).toBe(401);
  });
});
