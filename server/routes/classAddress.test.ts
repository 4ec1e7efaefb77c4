import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_LIFTS_PER_TEACHER } from '../auth/classAddress';
import { hitLimit, limitKey, RATE_LIMITS, type RateLimit } from '../auth/rateLimit';
import { signToken } from '../auth/tokens';
import { listActions } from '../db/repositories/auditLog';
import { bearer, signIn, signUp, type TestApp, testClock } from '../test/authHelpers';
import { addTeacher, createTestClass, saveResponses } from '../test/teacherHelpers';
import { buildTestApp, testConfig } from '../test/testApp';

const SCHOOL = '10.20.30.40';

describe("the block on the class's address, lifted by its teacher", () => {
  let app: TestApp;
  const clock = testClock();
  let teacher: { userId: string; idToken: string };
  let classCode: string;
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
    teacher = await addTeacher(app);
    classCode = await createTestClass(app, teacher.idToken);
    const pupil = await signUp(app, 'i-klassen@skole.no', 'elevens eget passord');
    await saveResponses(app, pupil, classCode, {});
    expect((await signIn(app, 'i-klassen@skole.no', 'elevens eget passord', SCHOOL)).statusCode).toBe(200);
  });
  afterAll(() => app?.close());

  const status = (token: string, code = classCode) => app.inject({ url: `/api/class/${code}/address`, headers: bearer(token) });
  const lift = (token: string, code = classCode) => app.inject({ method: 'POST', url: `/api/class/${code}/address/unblock`, headers: bearer(token) });
  const classCheck = (code: string) => app.inject({ url: `/api/public/no/get/klasse/${code}`, remoteAddress: SCHOOL });
  /** A window counted up to its limit at once (thousands of requests would only slow the test). */
  const fill = async (limit: RateLimit, subject: string, count = limit.max) => {
    await hitLimit(app.db, limit, subject, clock.now());
    await app.db.updateTable('rate_limits').set({ count }).where('key', '=', limitKey(limit, subject)).execute();
  };
  const flood = async () => {
    await fill(RATE_LIMITS.signInAddressUnknown, SCHOOL);
    await fill(RATE_LIMITS.classCodeMissesAddress, SCHOOL);
    expect((await classCheck('ZZZZZZ')).statusCode).toBe(429);
    expect((await signIn(app, 'oppdiktet@skole.no', 'hva som helst', SCHOOL)).statusCode).toBe(429);
  };

  it("tells the teacher the class's address is blocked, without naming it, and lifts the block", async () => {
    const before = await status(teacher.idToken);
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json()).toEqual({ success: true, data: { blocked: false, retryAfterSeconds: 0 } });

    await flood();
    const blocked = await status(teacher.idToken);
    expect(blocked.json().data).toEqual({ blocked: true, retryAfterSeconds: expect.any(Number) });
    expect(blocked.json().data.retryAfterSeconds).toBeGreaterThan(0);
    expect(blocked.body).not.toContain(SCHOOL);

    const lifted = await lift(teacher.idToken);
    expect(lifted.statusCode).toBe(200);
    expect(lifted.json()).toEqual({ success: true, data: { blocked: false, retryAfterSeconds: 0 } });
    expect(lifted.body).not.toContain(SCHOOL);
    expect((await status(teacher.idToken)).json().data.blocked).toBe(false);
    // Both the class-code check (this instance's memo too) and sign-in let the address in again.
    expect((await classCheck('ZZZZZY')).statusCode).toBe(404);
    expect((await classCheck(classCode)).statusCode).toBe(200);
    expect((await signIn(app, 'oppdiktet-2@skole.no', 'hva som helst', SCHOOL)).statusCode).toBe(401);
    expect(await listActions(app.db, classCode)).toEqual([{ actorId: teacher.userId, action: 'class.address-unblock', subjectId: classCode, at: clock.now() }]);
  });

  it("refuses another teacher's class, an unknown class and a pupil", async () => {
    const other = await addTeacher(app);
    expect((await status(other.idToken)).statusCode).toBe(403);
    expect((await lift(other.idToken)).statusCode).toBe(403);
    expect((await status(teacher.idToken, 'UKJENT9')).statusCode).toBe(404);
    const pupil = await signUp(app, 'bare-elev@skole.no', 'bare en elev her');
    expect((await status(pupil.idToken)).statusCode).toBe(403);
    expect((await lift(pupil.idToken)).statusCode).toBe(403);
  });

  it('lifts only addresses its own pupils signed in from: another class, or a flood elsewhere, lifts nothing', async () => {
    const stranger = await addTeacher(app);
    const strangerClass = await createTestClass(app, stranger.idToken);
    await flood();
    // The stranger's class has no pupil at the school's address.
    expect((await status(stranger.idToken, strangerClass)).json().data.blocked).toBe(false);
    expect((await lift(stranger.idToken, strangerClass)).statusCode).toBe(200);
    expect((await signIn(app, 'oppdiktet-3@skole.no', 'hva som helst', SCHOOL)).statusCode).toBe(429);
    expect((await lift(teacher.idToken)).statusCode).toBe(200);
  });

  it('lets one teacher lift blocks a few times a day', async () => {
    const lifts = await app.db.selectFrom('rate_limits').select('count').where('key', '=', limitKey(ADDRESS_LIFTS_PER_TEACHER, teacher.userId)).executeTakeFirst();
    for (let i = Number(lifts?.count ?? 0); i < ADDRESS_LIFTS_PER_TEACHER.max; i++) {
      await fill(RATE_LIMITS.signInAddressUnknown, SCHOOL);
      expect((await lift(teacher.idToken)).statusCode).toBe(200);
    }
    await fill(RATE_LIMITS.signInAddressUnknown, SCHOOL);
    const refused = await lift(teacher.idToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: 'auth/too-many-requests', messageKey: 'txt_error_too_many_requests' });
  });

  it("forgets the class's address eight hours after its pupils' last sign-in from it", async () => {
    const asTeacher = async () => (await signToken(app.signingSecret, { id: teacher.userId, tokenVersion: 0 }, clock.now())).token;
    clock.advance(24 * 60 * 60_000);
    expect((await signIn(app, 'i-klassen@skole.no', 'elevens eget passord', SCHOOL)).statusCode).toBe(200);
    await fill(RATE_LIMITS.signInAddressUnknown, SCHOOL);
    expect((await status(await asTeacher())).json().data.blocked).toBe(true);
    clock.advance(8 * 60 * 60_000 + 1);
    await fill(RATE_LIMITS.signInAddressUnknown, SCHOOL);
    expect((await status(await asTeacher())).json().data.blocked).toBe(false);
    await lift(await asTeacher());
    expect((await signIn(app, 'oppdiktet-5@skole.no', 'hva som helst', SCHOOL)).statusCode).toBe(429);
  });
});

describe("the class's address, known from a pupil joining", () => {
  let app: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    app = await buildTestApp({ config: { ...testConfig(), seedDemo: false }, now: clock.now });
  });
  afterAll(() => app?.close());

  it('is the address a new pupil joined the class from, before any later sign-in, so a first lesson can be let in again', async () => {
    const teacher = await addTeacher(app);
    const classCode = await createTestClass(app, teacher.idToken);
    const pupil = await signUp(app, 'ny-i-klassen@skole.no', 'elevens eget passord');
    const joined = await app.inject({ method: 'PUT', url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken), payload: { responses: {} }, remoteAddress: SCHOOL });
    expect(joined.statusCode).toBe(200);
    await hitLimit(app.db, RATE_LIMITS.signInAddressUnknown, SCHOOL, clock.now());
    await app.db.updateTable('rate_limits').set({ count: RATE_LIMITS.signInAddressUnknown.max }).where('key', '=', limitKey(RATE_LIMITS.signInAddressUnknown, SCHOOL)).execute();
    const status = await app.inject({ url: `/api/class/${classCode}/address`, headers: bearer(teacher.idToken) });
    expect(status.json().data.blocked).toBe(true);
  });
});
