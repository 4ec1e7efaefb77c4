import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readUser, recordingMailer, signUp, type TestApp } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

describe('backend token, logout and reset-password', () => {
  let app: TestApp;
  const { mailer, sent } = recordingMailer();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, mailer });
  });
  afterAll(() => app?.close());

  const token = (username: string, password: string) => app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username, password } });

  it('issues a token without a success wrapper, usable as a bearer token', async () => {
    const user = await signUp(app, 'jwt@skole.no', 'backend passord');
    const res = await token('JWT@skole.no', 'backend passord');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token']);
    expect(body.expiresAt).toBeGreaterThan(Date.now());
    expect((await readUser(app, user.userId, body.token)).statusCode).toBe(200);
  });

  it('refuses a token for wrong credentials', async () => {
    await signUp(app, 'jwt2@skole.no', 'backend passord');
    const res = await token('jwt2@skole.no', 'feil passord');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ success: false, error: 'auth/invalid-credential', messageKey: 'txt_error_login' });
    expect((await token('ukjent@skole.no', 'feil passord')).body).toBe(res.body);
  });

  it('logs out by ending that session only', async () => {
    const user = await signUp(app, 'logout@skole.no', 'backend passord');
    const backend = (await token('logout@skole.no', 'backend passord')).json().token as string;
    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(backend) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await readUser(app, user.userId, backend)).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(backend) })).statusCode).toBe(401);
    expect((await readUser(app, user.userId, user.idToken)).statusCode).toBe(200);
  });

  describe('reset-password', () => {
    const reset = (payload: object) => app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });

    it('confirms the new password of a teacher who has reset it and signed in again', async () => {
      await signUp(app, 'teacher.reset@skole.no', 'gammelt passord her');
      await app.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: 'teacher.reset@skole.no' } });
      await app.background.idle();
      const code = /code=([A-Za-z0-9_-]+)/.exec(sent.at(-1)!.text)![1]!;
      await app.inject({ method: 'POST', url: '/api/identity/password-reset/confirm', payload: { code, password: 'nytt passord her' } });
      const session = (await app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email: 'teacher.reset@skole.no', password: 'nytt passord her' } })).json().data;

      const res = await reset({ email: 'teacher.reset@skole.no', password: 'nytt passord her', token: session.idToken });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true });
    });

    it('refuses the old password, another account\'s token, a revoked token and a garbage token', async () => {
      const mine = await signUp(app, 'mine@skole.no', 'mitt passord her');
      const other = await signUp(app, 'other@skole.no', 'ditt passord her');
      const invalid = { success: false, error: 'auth/invalid-credential', messageKey: 'txt_error_login' };

      const wrongPassword = await reset({ email: 'mine@skole.no', password: 'ikke mitt passord', token: mine.idToken });
      expect(wrongPassword.statusCode).toBe(401);
      expect(wrongPassword.json()).toEqual(invalid);
      expect((await reset({ email: 'mine@skole.no', password: 'mitt passord her', token: other.idToken })).json()).toEqual(invalid);
      expect((await reset({ email: 'mine@skole.no', password: 'mitt passord her', token: 'abc.def.ghi' })).statusCode).toBe(401);

      await app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: bearer(mine.idToken) });
      expect((await reset({ email: 'mine@skole.no', password: 'mitt passord her', token: mine.idToken })).statusCode).toBe(401);
    });
  });
});
