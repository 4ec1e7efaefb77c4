import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runTeachersCommand } from '../../../scripts/teachers';
import { bearer, recordingMailer, testClock, type TestApp } from '../../test/authHelpers';
import { CLASS_ACCESS_MEMO_MS } from '../../db/classAccessMemo';
import { createClass } from '../../db/repositories/classes';
import { decideTeacher } from '../../db/repositories/teacherVerification';
import { findUserByEmail } from '../../db/repositories/users';
import { addPupil, addTeacher, classAction, demoTeacherToken, type TestAccount } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

const PASSWORD = 'lærer med langt passord';
const base = { fylkeEmail: 'post@vestlandfylke.no', fylkeId: '46', password: PASSWORD, isNewTeacher: true };
const CLASS = { name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2027' };

async function setUp(teachers: { emailDomains: string[] | null; approval: boolean } = { emailDomains: null, approval: false }, seedDemo = false) {
  const mail = recordingMailer();
  const clock = testClock();
  const app = await buildTestApp({ config: { ...testConfig(), seedDemo, teachers }, mailer: mail.mailer, now: clock.now });
  return { app, mail, clock };
}

const register = (app: TestApp, email: string) => app.inject({ method: 'POST', url: '/api/register/teacher', payload: { ...base, email } });
const confirm = (app: TestApp, token: string) => app.inject({ method: 'POST', url: '/api/register/teacher/confirm', payload: { token } });
const status = async (app: TestApp, token: string) => (await app.inject({ url: '/api/register/teacher/status', headers: bearer(token) })).json().data.status;

async function apiToken(app: TestApp, email: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: email, password: PASSWORD } });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}

/** The token of the newest confirmation e-mail to the address. */
async function linkToken(app: TestApp, sent: { to: string; text: string }[], email: string): Promise<string> {
  await app.background.idle();
  const mail = sent.filter((m) => m.to === email).at(-1);
  const match = mail && /\/veiledere\?bekreft=([A-Za-z0-9_-]{43})$/m.exec(mail.text);
  if (!match) throw new Error(`no confirmation e-mail to ${email}`);
  return match[1]!;
}

describe('a new teacher confirms the e-mail address before changing classes', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp();
  });
  afterAll(() => t?.app.close());

  it('e-mails a link, refuses class/create and new schools with 403 until it is opened, then allows them', async () => {
    expect((await register(t.app, 'ny@skole.no')).statusCode).toBe(200);
    const token = await apiToken(t.app, 'ny@skole.no');
    expect(await status(t.app, token)).toBe('unconfirmed');
    const refused = await classAction(t.app, 'create', token, CLASS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: 'ueokonomi/teacher-unconfirmed', messageKey: 'txt_error_teacher_unconfirmed' });
    const school = await t.app.inject({ method: 'POST', url: '/api/school', headers: bearer(token), payload: { name: 'Ny skule' } });
    expect(school.json()).toMatchObject({ messageKey: 'txt_error_teacher_unconfirmed' });
    expect(await t.app.db.selectFrom('classes').select('code').execute()).toEqual([]);

    const link = await linkToken(t.app, t.mail.sent, 'ny@skole.no');
    expect(t.mail.sent.at(-1)!.text).toContain(`/no/veiledere?bekreft=${link}`);
    expect(t.mail.sent.at(-1)!.text).toContain(`/nn/veiledere?bekreft=${link}`);
    const confirmed = await confirm(t.app, link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, data: { status: 'active' } });
    expect(await status(t.app, token)).toBe('active');
    expect((await classAction(t.app, 'create', token, CLASS)).statusCode).toBe(200);
  });

  it('takes a link once only, and stores only its hash', async () => {
    await register(t.app, 'en.gang@skole.no');
    const link = await linkToken(t.app, t.mail.sent, 'en.gang@skole.no');
    const rows = await t.app.db.selectFrom('teacher_confirmations').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(link);
    const [first, second] = await Promise.all([confirm(t.app, link), confirm(t.app, link)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const again = await confirm(t.app, link);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, error: 'ueokonomi/invalid-confirm-link', messageKey: 'txt_error_confirm_link_invalid', field: 'token' });
  });

  it('lets a link run out after 24 hours; a new one is sent on request, at most 5 an hour', async () => {
    await register(t.app, 'sein@skole.no');
    const old = await linkToken(t.app, t.mail.sent, 'sein@skole.no');
    t.clock.advance(24 * 60 * 60_000 + 1);
    expect((await confirm(t.app, old)).statusCode).toBe(400);
    const token = await apiToken(t.app, 'sein@skole.no');
    expect(await status(t.app, token)).toBe('unconfirmed');
    const resend = () => t.app.inject({ method: 'POST', url: '/api/register/teacher/resend', headers: bearer(token), payload: { lang: 'nn' } });
    expect((await resend()).json()).toEqual({ success: true, data: { status: 'unconfirmed' } });
    const fresh = await linkToken(t.app, t.mail.sent, 'sein@skole.no');
    expect(t.mail.sent.at(-1)!.subject).toContain('Stadfest');
    for (let i = 0; i < 4; i++) expect((await resend()).statusCode).toBe(200);
    const over = await resend();
    expect(over.statusCode).toBe(429);
    expect(over.json().messageKey).toBe('txt_error_confirm_resend_limit');
    expect((await confirm(t.app, fresh)).statusCode).toBe(200);
    expect(await status(t.app, token)).toBe('active');
  });

  it('counts a teacher from before the migration as confirmed', async () => {
    const legacy = await addTeacher(t.app, '46');
    expect(await status(t.app, legacy.idToken)).toBe('active');
    expect((await classAction(t.app, 'create', legacy.idToken, CLASS)).statusCode).toBe(200);
  });

  it('refuses a token that is not one with 400', async () => {
    expect((await confirm(t.app, 'kort')).statusCode).toBe(400);
  });
});

describe('the demo teacher', () => {
  it('is seeded as confirmed and creates classes', async () => {
    const { app } = await setUp(undefined, true);
    try {
      const token = await demoTeacherToken(app);
      expect(await status(app, token)).toBe('active');
      expect((await classAction(app, 'create', token, CLASS)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('allowed e-mail domains', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp({ emailDomains: ['vlfk.no'], approval: false });
  });
  afterAll(() => t?.app.close());

  it('refuses an address at another domain with 400 on the e-mail field, and takes the domain and its subdomains', async () => {
    const res = await register(t.app, 'laerer@gmail.com');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, error: 'ValidationError', messageKey: 'txt_error_teacher_domain', field: 'email' });
    expect(await t.app.db.selectFrom('users').select('id').where('email', '=', 'laerer@gmail.com').execute()).toEqual([]);
    expect((await register(t.app, 'laerer@evilvlfk.no')).statusCode).toBe(400);
    expect((await register(t.app, 'laerer@vlfk.no')).statusCode).toBe(200);
    expect((await register(t.app, 'laerer@skule.vlfk.no')).statusCode).toBe(200);
  });
});

describe('operator approval', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp({ emailDomains: null, approval: true });
  });
  afterAll(() => t?.app.close());
  const run = (...args: string[]) => runTeachersCommand(t.app.db, args, { approvalRequired: true, now: t.clock.now() });

  it('keeps a confirmed teacher waiting until approved; a refused one cannot create classes', async () => {
    await register(t.app, 'venter@skole.no');
    await confirm(t.app, await linkToken(t.app, t.mail.sent, 'venter@skole.no'));
    const token = await apiToken(t.app, 'venter@skole.no');
    expect(await status(t.app, token)).toBe('pending');
    expect((await classAction(t.app, 'create', token, CLASS)).json()).toMatchObject({ messageKey: 'txt_error_teacher_pending' });

    const listed = await run('list');
    expect(listed.code).toBe(0);
    expect(listed.lines.join('\n')).toMatch(/venter@skole\.no\tconfirmed\tpending/);
    expect(await run('approve', 'VENTER@skole.no')).toEqual({ code: 0, lines: ['VENTER@skole.no: godkjent.'] });
    expect(await status(t.app, token)).toBe('active');
    expect((await classAction(t.app, 'create', token, CLASS)).statusCode).toBe(200);

    expect((await run('refuse', 'venter@skole.no')).code).toBe(0);
    expect(await status(t.app, token)).toBe('refused');
    const refused = await classAction(t.app, 'create', token, CLASS);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messageKey).toBe('txt_error_teacher_refused');
  });

  it('answers an unknown teacher or command with a non-zero code', async () => {
    expect((await run('approve', 'ingen@skole.no')).code).toBe(1);
    expect((await run('approve')).code).toBe(2);
    expect((await run('slett')).code).toBe(2);
  });
});

describe('pupils see a class only while its teacher stands for it', () => {
  let t: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await setUp();
  });
  afterAll(() => t?.app.close());

  const classCheck = (code: string) => t.app.inject({ url: `/api/public/no/get/klasse/${code}` });
  const join = (pupil: TestAccount, code: string) =>
    t.app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${code}`, headers: bearer(pupil.idToken), payload: { responses: [] } });

  it('hides a new teacher\'s class until the address is confirmed, and again once an operator refuses the teacher', async () => {
    expect((await register(t.app, 'skjult@skole.no')).statusCode).toBe(200);
    const teacher = (await findUserByEmail(t.app.db, 'skjult@skole.no'))!;
    // The server lets no unconfirmed teacher make a class; one made all the same (by an import, say) stays hidden.
    const { classCode } = await createClass(t.app.db, { teacherId: teacher.id, name: '10C', school: 'Fjordvik skole', schoolYear: '2026/2027' }, t.clock.now(), { months: 12, archiveGraceDays: 30 });
    const pupil = await addPupil(t.app);

    const hidden = await classCheck(classCode);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toMatchObject({ messageKey: 'txt_invalid_class_code', field: 'classCode' });
    expect((await join(pupil, classCode)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('progress').select('class_code').where('user_id', '=', pupil.userId).execute()).toEqual([]);

    expect((await confirm(t.app, await linkToken(t.app, t.mail.sent, 'skjult@skole.no'))).statusCode).toBe(200);
    expect((await classCheck(classCode)).statusCode).toBe(200);
    expect((await join(pupil, classCode)).statusCode).toBe(200);

    await decideTeacher(t.app.db, 'skjult@skole.no', 'refused', t.clock.now());
    t.clock.advance(CLASS_ACCESS_MEMO_MS + 1);
    expect((await classCheck(classCode)).statusCode).toBe(404);
  });
});

describe('the link in the confirmation e-mail', () => {
  const linkBase = async (app: TestApp, sent: { to: string; text: string }[], email: string) => {
    await app.background.idle();
    const text = sent.filter((m) => m.to === email).at(-1)?.text ?? '';
    return /^(\S+)\/no\/veiledere\?bekreft=/m.exec(text)?.[1];
  };
  const registerAt = (app: TestApp, email: string, headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/register/teacher', payload: { ...base, email }, headers });

  it('points to the address the request came to when PUBLIC_URL is unset outside production', async () => {
    const { app, mail } = await setUp();
    try {
      await registerAt(app, 'ip@skole.no', { host: '127.0.0.1:5173' });
      expect(await linkBase(app, mail.sent, 'ip@skole.no')).toBe('http://127.0.0.1:5173');
      await registerAt(app, 'navn@skole.no', { host: 'laptop.local:3000' });
      expect(await linkBase(app, mail.sent, 'navn@skole.no')).toBe('http://laptop.local:3000');
      // A proxy's headers count only from a proxy TRUST_PROXY names.
      await registerAt(app, 'proxy@skole.no', { host: 'intern:3000', 'x-forwarded-host': 'okonomi.skole.no', 'x-forwarded-proto': 'https' });
      expect(await linkBase(app, mail.sent, 'proxy@skole.no')).toBe('http://intern:3000');
      // Something that is no host name is not put in a link.
      await registerAt(app, 'rar@skole.no', { host: 'ond.no/sti?x=' });
      expect(await linkBase(app, mail.sent, 'rar@skole.no')).toBe('http://localhost:3000');
    } finally {
      await app.close();
    }
  });

  it('honours X-Forwarded-Host and -Proto from a trusted proxy', async () => {
    const mail = recordingMailer();
    const app = await buildTestApp({ config: { ...testConfig({ TRUST_PROXY: '127.0.0.1' }), seedDemo: false }, mailer: mail.mailer });
    try {
      await registerAt(app, 'bak@skole.no', { host: 'intern:3000', 'x-forwarded-host': 'okonomi.skole.no', 'x-forwarded-proto': 'https' });
      expect(await linkBase(app, mail.sent, 'bak@skole.no')).toBe('https://okonomi.skole.no');
    } finally {
      await app.close();
    }
  });

  it('uses PUBLIC_URL whatever the request says', async () => {
    const mail = recordingMailer();
    const app = await buildTestApp({ config: { ...testConfig({ PUBLIC_URL: 'https://okonomi.skole.no/' }), seedDemo: false }, mailer: mail.mailer });
    try {
      await registerAt(app, 'offentlig@skole.no', { host: 'ond.no' });
      expect(await linkBase(app, mail.sent, 'offentlig@skole.no')).toBe('https://okonomi.skole.no');
    } finally {
      await app.close();
    }
  });

  it('never takes a request\'s host in production', async () => {
    const mail = recordingMailer();
    const production = await buildTestApp({ config: { ...testConfig({ PORT: '3000' }), env: 'production', authSecret: 'x'.repeat(40), seedDemo: false }, mailer: mail.mailer });
    try {
      await registerAt(production, 'drift@skole.no', { host: 'ond.no' });
      expect(await linkBase(production, mail.sent, 'drift@skole.no')).toBe('http://localhost:3000');
    } finally {
      await production.close();
    }
  });
});
