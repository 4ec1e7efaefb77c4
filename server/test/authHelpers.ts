import type { MailMessage, Mailer } from '../email/mailer';
import { buildTestApp } from './testApp';

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A mailer that keeps what it was given. */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  const mailer: Mailer = {
    async send(message) {
      sent.push(message);
    },
  };
  return { mailer, sent };
}

/** A clock tests move by hand. */
export function testClock(start = Date.UTC(2026, 10, 23, 8, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function signUp(app: TestApp, email: string, password = 'en lang nok setning') {
  const res = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-up of ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().data as { userId: string; idToken: string; expiresAt: number };
}

export function signIn(app: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password }, remoteAddress });
}

export function readUser(app: TestApp, userId: string, token: string) {
  return app.inject({ url: `/api/store/users/${userId}`, headers: bearer(token) });
}
