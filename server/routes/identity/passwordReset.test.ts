import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, readUser, recordingMailer, signIn, signUp, type TestApp, testClock } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

const post = (app: TestApp, url: string, payload: object, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: `/api/identity/password-reset/${url}`, payload, remoteAddress });

/** The code from the link, which stands alone on its line. */
function codeFrom(text: string): string {
  const link = text.split('\n').find((line) => line.startsWith('https://okonomi.test/'));
  return new URL(link ?? 'http://x').searchParams.get('code') ?? '';
}

describe('password reset', () => {
  let app: TestApp;
  const { mailer, sent } = recordingMailer();
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig({ PUBLIC_URL: 'https://okonomi.test/' }), seedDemo: false }, mailer, now: clock.now });
  });
  afterAll(() => app?.close());

  async function requestCode(email: string, lang: 'no' | 'nn' = 'no') {
    const before = sent.length;
    const res = await post(app, 'send', { email, lang });
    expect(res.statusCode).toBe(200);
    await app.background.idle();
    expect(sent.length).toBe(before + 1);
    return sent[sent.length - 1]!;
  }

  it('resets a password end to end: new password works, old does not, earlier sessions end, the code is single use', async () => {
    const before = await signUp(app, 'glemsk@skole.no', 'det gamle passordet');
    const mail = await requestCode('Glemsk@skole.no');
    expect(mail.to).toBe('glemsk@skole.no');
    expect(mail.subject).toBe('Velg nytt passord – Personlig økonomi');
    const code = codeFrom(mail.text);
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(`\nhttps://okonomi.test/no/auth?code=${code}\n`);

    const verified = await post(app, 'verify', { code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ success: true, data: { email: 'glemsk@skole.no', isTeacher: false } });

    const confirmed = await post(app, 'confirm', { code, password: 'et helt nytt passord' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, data: { email: 'glemsk@skole.no', isTeacher: false } });

    expect((await signIn(app, 'glemsk@skole.no', 'et helt nytt passord')).statusCode).toBe(200);
    expect((await signIn(app, 'glemsk@skole.no', 'det gamle passordet')).statusCode).toBe(401);
    const old = await readUser(app, before.userId, before.idToken);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('auth/invalid-token');

    const again = await post(app, 'confirm', { code, password: 'enda et nytt passord' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, error: 'auth/invalid-action-code', messageKey: 'txt_error_reset_code_invalid', field: 'code' });
    expect((await post(app, 'verify', { code })).statusCode).toBe(400);
  });

  it('writes the e-mail in Nynorsk when asked', async () => {
    await signUp(app, 'nynorsk@skole.no');
    const mail = await requestCode('nynorsk@skole.no', 'nn');
    expect(mail.subject).toBe('Vel nytt passord – Personleg økonomi');
    expect(mail.text).toContain('Lenkja verkar i ein time');
    expect(mail.text).toContain('/nn/auth?code=');
  });

  it('gives the same reply for an unknown e-mail address and sends nothing', async () => {
    await signUp(app, 'kjent@skole.no');
    const known = await post(app, 'send', { email: 'kjent@skole.no', lang: 'no' });
    const unknown = await post(app, 'send', { email: 'ukjent@skole.no', lang: 'no' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ success: true });
    await app.background.idle();
    expect(sent.filter((m) => m.to === 'ukjent@skole.no')).toEqual([]);
    expect(sent.filter((m) => m.to === 'kjent@skole.no')).toHaveLength(1);
  });

  it('refuses a code after its hour has passed', async () => {
    await signUp(app, 'treg@skole.no');
    const code = codeFrom((await requestCode('treg@skole.no')).text);
    clock.advance(60 * 60 * 1000);
    const res = await post(app, 'confirm', { code, password: 'for sent ute nå' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('auth/invalid-action-code');
    expect((await post(app, 'verify', { code })).statusCode).toBe(400);
  });

  it('refuses an unknown code', async () => {
    const res = await post(app, 'verify', { code: 'A'.repeat(43) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'auth/invalid-action-code', messageKey: 'txt_error_reset_code_invalid', field: 'code' });
  });

  it('drops the other open codes once one is used', async () => {
    await signUp(app, 'tomail@skole.no');
    const first = codeFrom((await requestCode('tomail@skole.no')).text);
    clock.advance(3 * 60 * 1000);
    const second = codeFrom((await requestCode('tomail@skole.no')).text);
    expect((await post(app, 'confirm', { code: second, password: 'den andre koden vant' })).statusCode).toBe(200);
    expect((await post(app, 'verify', { code: first })).statusCode).toBe(400);
  });

  it('applies the password policy to the new password and keeps the code usable', async () => {
    await signUp(app, 'policy@skole.no');
    const code = codeFrom((await requestCode('policy@skole.no')).text);
    const common = await post(app, 'confirm', { code, password: 'sommer2024' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({ success: false, error: 'auth/weak-password', messageKey: 'txt_error_password_common', field: 'password' });
    const short = await post(app, 'confirm', { code, password: 'kort' });
    expect(short.json()).toMatchObject({ messageKey: 'txt_error_password_too_short', field: 'password' });
    expect((await post(app, 'confirm', { code, password: 'et godt passord' })).statusCode).toBe(200);
  });

  it('tells a teacher apart in the verified code', async () => {
    const teacher = await signUp(app, 'laerer@skole.no');
    await app.db.updateTable('users').set({ has_teacher_access: 1 }).where('id', '=', teacher.userId).execute();
    const code = codeFrom((await requestCode('laerer@skole.no')).text);
    expect((await post(app, 'verify', { code })).json().data).toEqual({ email: 'laerer@skole.no', isTeacher: true });
  });

  it('stores only a hash of the code', async () => {
    await signUp(app, 'hash@skole.no');
    const code = codeFrom((await requestCode('hash@skole.no')).text);
    const rows = await app.db.selectFrom('password_resets').select('code_hash').execute();
    expect(rows.map((r) => r.code_hash)).not.toContain(code);
  });

  it('sends at most one e-mail per address every three minutes, and answers every request alike, known or not', async () => {
    await signUp(app, 'mange@skole.no');
    const replies = [];
    for (const email of ['mange@skole.no', 'mange-ukjent@skole.no']) {
      for (let i = 0; i < 6; i++) replies.push(await post(app, 'send', { email, lang: 'no' }, '198.51.100.1'));
    }
    expect(new Set(replies.map((r) => `${r.statusCode} ${r.body}`))).toEqual(new Set(['200 {"success":true}']));
    await app.background.idle();
    expect(sent.filter((m) => m.to === 'mange@skole.no')).toHaveLength(1);
    clock.advance(3 * 60 * 1000);
    expect((await post(app, 'send', { email: 'mange@skole.no', lang: 'no' }, '198.51.100.1')).statusCode).toBe(200);
    await app.background.idle();
    expect(sent.filter((m) => m.to === 'mange@skole.no')).toHaveLength(2);
  });

  it("does not let a classmate's requests from the school's address block a pupil's own reset", async () => {
    await signUp(app, 'eier@skole.no', 'eierens gamle passord');
    const school = '203.0.113.77';
    // A classmate asks twenty times for the pupil's reset from the school's one address …
    for (let i = 0; i < 20; i++) expect((await post(app, 'send', { email: 'eier@skole.no', lang: 'no' }, school)).statusCode).toBe(200);
    await app.background.idle();
    // … and the pupil, at the same address a minute later, is answered alike and has a working link in the inbox.
    clock.advance(60 * 1000);
    const own = await post(app, 'send', { email: 'eier@skole.no', lang: 'no' }, school);
    expect(own.statusCode).toBe(200);
    await app.background.idle();
    const mails = sent.filter((m) => m.to === 'eier@skole.no');
    expect(mails).toHaveLength(1);
    const code = codeFrom(mails[0]!.text);
    expect((await post(app, 'confirm', { code, password: 'eierens nye passord' }, school)).statusCode).toBe(200);
    expect((await signIn(app, 'eier@skole.no', 'eierens nye passord')).statusCode).toBe(200);
    // Once the three minutes have passed, a request sends a new link, however many came before.
    clock.advance(3 * 60 * 1000);
    await post(app, 'send', { email: 'eier@skole.no', lang: 'no' }, school);
    await app.background.idle();
    expect(sent.filter((m) => m.to === 'eier@skole.no')).toHaveLength(2);
  });

  it('limits code checks to 60 per 15 minutes per address', async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < 60; i++) expect((await post(app, 'verify', { code: `${'B'.repeat(40)}${i}` }, address)).statusCode).toBe(400);
    const over = await post(app, 'verify', { code: 'C'.repeat(43) }, address);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({ success: false, error: 'auth/too-many-requests', messageKey: 'txt_error_too_many_requests' });
    expect(Number(over.headers['retry-after'])).toBe(15 * 60);
    expect(over.headers['x-ratelimit-limit']).toBeUndefined();
    expect((await post(app, 'confirm', { code: 'C'.repeat(43), password: 'et godt passord' }, address)).statusCode).toBe(429);
    // A bad body on a limited route still gets the validation answer, field and all.
    expect((await post(app, 'verify', {}, '203.0.113.10')).json()).toMatchObject({ error: 'ValidationError', field: 'code' });
  });

  it('answers before the e-mail has been delivered', async () => {
    let release: () => void = () => {};
    let started: () => void = () => {};
    const sending = new Promise<void>((resolve) => (started = resolve));
    const slow = await buildTestApp({
      config: { ...testConfig(), seedDemo: false },
      mailer: {
        send: () => {
          started();
          return new Promise<void>((resolve) => (release = resolve));
        },
      },
    });
    try {
      await signUp(slow, 'treg-post@skole.no');
      const res = await slow.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: 'treg-post@skole.no' } });
      expect(res.json()).toEqual({ success: true });
      await sending;
    } finally {
      release();
      await slow.close();
    }
  });

  it('signs out nobody else when one user resets', async () => {
    const other = await signUp(app, 'annen@skole.no');
    await signUp(app, 'reset-en@skole.no');
    const code = codeFrom((await requestCode('reset-en@skole.no')).text);
    await post(app, 'confirm', { code, password: 'nytt og fint passord' });
    expect((await app.inject({ url: `/api/store/users/${other.userId}`, headers: bearer(other.idToken) })).statusCode).toBe(200);
  });
});

describe('the reset link without PUBLIC_URL outside production', () => {
  let app: TestApp;
  const { mailer, sent } = recordingMailer();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, mailer });
  });
  afterAll(() => app?.close());

  it('points to the address the request came to, as the app was opened', async () => {
    await signUp(app, 'vert@skole.no', 'det gamle passordet');
    const res = await app.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: 'vert@skole.no', lang: 'nn' }, headers: { host: '127.0.0.1:5173' } });
    expect(res.statusCode).toBe(200);
    await app.background.idle();
    expect(sent.at(-1)?.text).toMatch(/^http:\/\/127\.0\.0\.1:5173\/nn\/auth\?code=[A-Za-z0-9_-]{43}$/m);
  });
});
