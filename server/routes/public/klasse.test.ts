import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitLimit, limitKey, RATE_LIMITS } from '../../auth/rateLimit';
import { testClock } from '../../test/authHelpers';
import { addTeacher, classAction, createTestClass, demoTeacherToken } from '../../test/teacherHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

type App = Awaited<ReturnType<typeof buildTestApp>>;

describe('class-code check', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
    const teacher = await app.db.selectFrom('users').select('id').where('email', '=', 'laerer@demo.no').executeTakeFirstOrThrow();
    await app.db
      .insertInto('classes')
      .values([
        { code: 'OPEN34', teacher_id: teacher.id, name: '10B', archived: 0, created_at: 0 },
        { code: 'GAMMEL', teacher_id: teacher.id, name: '10C', archived: 1, created_at: 0 },
      ])
      .execute();
    await app.db
      .insertInto('class_sections')
      .values([
        { class_code: 'OPEN34', okt_number: 2, enabled: 1 },
        { class_code: 'OPEN34', okt_number: 3, enabled: 0 },
        { class_code: 'OPEN34', okt_number: 4, enabled: 1 },
      ])
      .execute();
  });
  afterAll(() => app?.close());

  it('answers which sessions a class has open, session 1 always', async () => {
    const res = await app.inject('/api/public/no/get/klasse/OPEN34?v=1732190400000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { '1': true, '2': true, '3': false, '4': true, '5': false }, pace: { hold: null, sendTo: null } });
    expect(res.headers['cache-control']).toBe('public, max-age=2');
  });

  it('answers an open page’s repeated look with 304 until the teacher changes something', async () => {
    const first = await app.inject('/api/public/no/get/klasse/OPEN34');
    const etag = first.headers.etag as string;
    const again = await app.inject({ url: '/api/public/no/get/klasse/OPEN34', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const token = await demoTeacherToken(app);
    expect((await classAction(app, 'enable-section', token, { classCode: 'OPEN34', oktNumber: 3 })).statusCode).toBe(200);
    const changed = await app.inject({ url: '/api/public/no/get/klasse/OPEN34', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data['3']).toBe(true);
    expect(changed.headers.etag).not.toBe(etag);
    expect((await classAction(app, 'disable-section', token, { classCode: 'OPEN34', oktNumber: 3 })).statusCode).toBe(200);
  });

  it('shows a teacher’s change at once, though the answer is kept a few seconds', async () => {
    const token = await demoTeacherToken(app);
    const access = async () => (await app.inject('/api/public/no/get/klasse/OPEN34')).json().data;
    expect((await access())['5']).toBe(false);
    expect((await classAction(app, 'enable-section', token, { classCode: 'OPEN34', oktNumber: 5 })).statusCode).toBe(200);
    expect((await access())['5']).toBe(true);
    expect((await classAction(app, 'disable-section', token, { classCode: 'OPEN34', oktNumber: 5 })).statusCode).toBe(200);
    expect((await access())['5']).toBe(false);
    expect((await classAction(app, 'archive', token, { classCode: 'OPEN34', archived: true })).statusCode).toBe(200);
    expect((await app.inject('/api/public/no/get/klasse/OPEN34')).statusCode).toBe(404);
    expect((await classAction(app, 'archive', token, { classCode: 'OPEN34', archived: false })).statusCode).toBe(200);
  });

  it('knows the demo class with only session 1 open', async () => {
    const res = await app.inject('/api/public/nn/get/klasse/DEMO26');
    expect(res.json()).toEqual({ success: true, data: { '1': true, '2': false, '3': false, '4': false, '5': false }, pace: { hold: null, sendTo: null } });
  });

  it('reads a lower-case class code as upper case', async () => {
    const res = await app.inject('/api/public/no/get/klasse/open34');
    expect(res.statusCode).toBe(200);
    expect(res.json().data['2']).toBe(true);
  });

  it.each(['UKJENT', 'GAMMEL'])('refuses the unknown or archived class %s', async (code) => {
    const res = await app.inject(`/api/public/no/get/klasse/${code}?v=1`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, error: 'ueokonomi/invalid-class-code', messageKey: 'txt_invalid_class_code', field: 'classCode' });
  });

  it('refuses a code that cannot be a class code with the field named', async () => {
    const res = await app.inject('/api/public/no/get/klasse/a%20b');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, messageKey: 'txt_invalid_class_code', field: 'classCode' });
  });
});

describe('class-code guessing', () => {
  const clock = testClock();
  let app: App;
  let code: string;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    code = await createTestClass(app, (await addTeacher(app)).idToken);
  });
  afterAll(() => app?.close());

  const get = (c: string, remoteAddress: string, cookie?: string) =>
    app.inject({ url: `/api/public/no/get/klasse/${c}`, remoteAddress, headers: cookie ? { cookie } : {} });
  /** A device cookie from a sign-up at this address, as the browser sends it back. */
  const signUpCookie = async (email: string, remoteAddress: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/identity/sign-up', payload: { email, password: 'koder og klasser' }, remoteAddress });
    return String(res.headers['set-cookie']).split(';')[0]!;
  };
  /** 599 misses go straight to the counter (600 requests would only slow the test). */
  const nearlyFull = async (address: string) => {
    await hitLimit(app.db, RATE_LIMITS.classCodeMissesAddress, address, clock.now());
    await app.db.updateTable('rate_limits').set({ count: 599 }).where('key', '=', limitKey(RATE_LIMITS.classCodeMissesAddress, address)).execute();
  };

  it('stops an address after 600 unknown codes in a minute, while found codes never count and a device from before the flood goes on', async () => {
    const cookie = await signUpCookie('koder@skole.no', '10.9.9.9');
    clock.advance(60_000);
    for (let i = 0; i < 50; i++) expect((await get(code, '10.9.9.9')).statusCode).toBe(200);
    await nearlyFull('10.9.9.9');
    expect((await get('ZZZZZZ', '10.9.9.9')).statusCode).toBe(404);
    const over = await get('ZZZZZY', '10.9.9.9');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(code, '10.9.9.9')).statusCode).toBe(429);
    expect((await get(code, '10.9.9.9', cookie)).statusCode).toBe(200);
    expect((await get(code, '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts a device cookie on top of its address, never instead: a new cookie after the block gives no more tries', async () => {
    const address = '10.8.8.8';
    const old = await signUpCookie('gammel-enhet@skole.no', address);
    clock.advance(60_000);
    // With a cookie, misses still count against the address.
    await nearlyFull(address);
    expect((await get('ZZZZZX', address, old)).statusCode).toBe(404);
    expect((await get('ZZZZZW', address, old)).statusCode).toBe(429);
    // Over the limit, the device from before the flood has its own allowance on top …
    for (let i = 0; i < RATE_LIMITS.classCodeMissesDevice.max; i++) expect((await get(`ZZZ${i}`, address, old)).statusCode).toBe(404);
    expect((await get('ZZZZZV', address, old)).statusCode).toBe(429);
    // … and a cookie minted during the flood (a fresh sign-up or sign-in) gives none.
    clock.advance(1_000);
    const fresh = await signUpCookie('ny-enhet@skole.no', address);
    expect((await get('ZZZZZU', address, fresh)).statusCode).toBe(429);
    expect((await get(code, address, fresh)).statusCode).toBe(429);
    // The next minute the address has its own 600 again, and no more.
    clock.advance(60_000);
    await nearlyFull(address);
    expect((await get('ZZZZZT', address, fresh)).statusCode).toBe(404);
    expect((await get('ZZZZZS', address, fresh)).statusCode).toBe(429);
  });
});
