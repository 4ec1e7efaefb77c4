import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../feide/test/testAccounts';
import { bearer, recordingMailer } from '../test/authHelpers';
import { feideSetup, feideSignIn } from '../test/feideHelpers';

// An account that signs in with Feide has no password here; «Mine data», the password form and the reset
// mail must still do the right thing for it.
const [LINE, EMIL] = TEST_ACCOUNTS;

describe('an account that signs in with Feide', () => {
  let setup: Awaited<ReturnType<typeof feideSetup>>;
  const mail = recordingMailer();
  beforeAll(async () => {
    setup = await feideSetup({ mailer: mail.mailer, env: { SEED_DEMO: '0' } });
  });
  afterAll(() => setup?.close());

  async function signedIn(sub: string, page: 'pupil' | 'teacher') {
    const res = await feideSignIn(setup.app, sub, `page=${page}&lang=no`);
    expect(res.status).toBe(200);
    return res.body.data.session as { userId: string; idToken: string };
  }

  it('shows in «Mine data» that it signs in with Feide, with no e-mail address for a pupil', async () => {
    const pupil = await signedIn(EMIL!.sub, 'pupil');
    const res = await setup.app.inject({ url: '/api/account/data', headers: bearer(pupil.idToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.account).toMatchObject({ signIn: 'feide', role: 'pupil', email: '' });
  });

  it('is deleted with the word SLETT, not a password, and only with it', async () => {
    const pupil = await signedIn(TEST_ACCOUNTS[2]!.sub, 'pupil');
    const wrong = await setup.app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(pupil.idToken), payload: { password: 'passord' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, messageKey: 'txt_error_delete_word', field: 'password' });
    const done = await setup.app.inject({ method: 'POST', url: '/api/account/delete', headers: bearer(pupil.idToken), payload: { password: ' slett ' } });
    expect(done.statusCode).toBe(200);
    expect(await setup.app.db.selectFrom('users').select('id').where('id', '=', pupil.userId).executeTakeFirst()).toBeUndefined();
    // The person may come back: a new account, by the same subject.
    const again = await signedIn(TEST_ACCOUNTS[2]!.sub, 'pupil');
    expect(again.userId).not.toBe(pupil.userId);
  });

  it('has no password to change, and says so', async () => {
    const teacher = await signedIn(LINE!.sub, 'teacher');
    const res = await setup.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(teacher.idToken),
      payload: { currentPassword: 'x', newPassword: 'et helt nytt langt passord' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, messageKey: 'txt_error_no_password_with_feide' });
  });

  it('gets no reset mail at the teacher’s work address: Feide is the way in', async () => {
    await signedIn(LINE!.sub, 'teacher');
    const res = await setup.app.inject({ method: 'POST', url: '/api/identity/password-reset/send', payload: { email: LINE!.email, lang: 'no' } });
    expect(res.statusCode).toBe(200);
    await setup.app.background.idle();
    expect(mail.sent.filter((m) => m.to === LINE!.email)).toEqual([]);
  });
});
