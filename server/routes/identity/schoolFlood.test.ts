import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEVICE_COOKIE } from '../../auth/deviceCookie';
import { hashPassword } from '../../auth/passwords';
import { RATE_LIMITS } from '../../auth/rateLimit';
import { type TestApp, testClock } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';

// 2 100 argon2 checks would take minutes; what is tested here is which bucket each attempt spends, so the
// hash is a cheap stand-in that still tells a right password from a wrong one.
vi.mock('@node-rs/argon2', () => {
  const stored = (password: string) => `$argon2id$v=19$test$${Buffer.from(password).toString('base64url')}`;
  return {
    hash: async (password: string) => stored(password),
    verify: async (hash: string, password: string) => hash === stored(password),
  };
});

const SCHOOL = '10.20.30.40';
const FLOOD = 2_100;
/** The tester's flood: 2 100 sign-ins in 158 s. */
const FLOOD_MS = 158_000;

describe('a school address that one pupil cannot close', () => {
  let app: TestApp;
  const clock = testClock();
  const pupils = Array.from({ length: 30 }, (_, i) => `elev${i}@skolen.no`);
  const signIn = (email: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/identity/sign-in', payload: { email, password }, remoteAddress: SCHOOL, headers });

  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig({ RETENTION_JOB: '0' }), seedDemo: false }, now: clock.now });
    const passwordHash = await hashPassword('klassens eget passord');
    await app.db
      .insertInto('users')
      .values([
        ...pupils.map((email, i) => ({ id: `elev_flom_${i}`, email, password_hash: passwordHash, has_teacher_access: 0, created_at: clock.now(), updated_at: clock.now() })),
        { id: 'laerer_flom', email: 'laerer@skolen.no', password_hash: await hashPassword('laererens passord'), has_teacher_access: 1, created_at: clock.now(), updated_at: clock.now() },
      ])
      .execute();
  });
  afterAll(() => app?.close());

  it('lets all 30 pupils without a device cookie and the teacher on a new computer sign in after 2 100 made-up sign-ins from the school address', async () => {
    // A pupil's device that signed in before the flood.
    const before = await signIn('elev0@skolen.no', 'klassens eget passord');
    const cookie = String(before.headers['set-cookie']).split(';')[0]!;
    expect(cookie.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);

    const statuses = new Map<number, number>();
    for (let sent = 0; sent < FLOOD; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(`oppdiktet-${sent + i}@skolen.no`, 'hva som helst')));
      for (const res of batch) statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      clock.advance(Math.round((FLOOD_MS * 50) / FLOOD));
    }
    // The made-up accounts stopped themselves: their own bucket is full.
    expect(statuses.get(401)).toBe(RATE_LIMITS.signInAddressUnknown.max);
    expect(statuses.get(429)).toBe(FLOOD - RATE_LIMITS.signInAddressUnknown.max);
    expect((await signIn('oppdiktet-enda-en@skolen.no', 'hva som helst')).statusCode).toBe(429);

    const results = await Promise.all(pupils.map((email) => signIn(email, 'klassens eget passord')));
    expect(results.map((r) => r.statusCode)).toEqual(pupils.map(() => 200));
    const teacher = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'laerer@skolen.no', password: 'laererens passord' }, remoteAddress: SCHOOL });
    expect(teacher.statusCode).toBe(200);
    expect((await signIn('laerer@skolen.no', 'laererens passord')).statusCode).toBe(200);
    expect((await signIn('elev0@skolen.no', 'klassens eget passord', { cookie })).statusCode).toBe(200);
  }, 120_000);

  it('still slows guessing at a real account from the school address', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn('elev1@skolen.no', `gjetning ${i}`)).statusCode).toBe(401);
    expect((await signIn('elev1@skolen.no', 'klassens eget passord')).statusCode).toBe(429);
  });
});
