import { randomBytes } from 'node:crypto';
import type { AnswerChanges } from '../../src/contracts/answers';
import { IDEMPOTENCY_HEADER } from '../../src/contracts/headers';
import { issueSession } from '../auth/credentials';
import { createUser } from '../db/repositories/users';
import { bearer, type TestApp } from './authHelpers';

export interface TestAccount {
  userId: string;
  idToken: string;
}

/**
 * An account made straight in the database with a valid token, without hashing a password: property
 * tests need many teachers and pupils, and sign-in has its own tests. Such an account cannot sign in.
 */
export async function addAccount(app: TestApp, options: { isTeacher: boolean; fylkeId?: string; email?: string }): Promise<TestAccount> {
  const email = options.email ?? `${options.isTeacher ? 'laerer' : 'elev'}-${randomBytes(6).toString('hex')}@skole.no`;
  const user = await createUser(app.db, { email, passwordHash: 'ingen-innlogging', isTeacher: options.isTeacher, fylkeId: options.fylkeId, fylkeEmail: options.fylkeId ? email : undefined }, app.now());
  if (!user) throw new Error(`${email} finnes allerede`);
  const { idToken } = await issueSession(app, user);
  return { userId: user.id, idToken };
}

export const addTeacher = (app: TestApp, fylkeId = '03') => addAccount(app, { isTeacher: true, fylkeId });
export const addPupil = (app: TestApp) => addAccount(app, { isTeacher: false });

/** The demo teacher's token (the demo seed runs in test apps unless turned off). */
export async function demoTeacherToken(app: TestApp): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/jwt/token', payload: { username: 'laerer@demo.no', password: 'demo-laerer-2026' } });
  if (res.statusCode !== 200) throw new Error(`the demo teacher could not sign in: ${res.statusCode} ${res.body}`);
  return res.json().token as string;
}

/** POST /api/class/{action} with a token, or none. */
export function classAction(app: TestApp, action: string, token: string | null, payload: unknown) {
  return app.inject({ method: 'POST', url: `/api/class/${action}`, headers: token ? bearer(token) : {}, payload: payload as object });
}

/** Creates a class for the teacher and answers its code. */
export async function createTestClass(app: TestApp, token: string, fields: { name?: string; school?: string; schoolYear?: string } = {}): Promise<string> {
  const res = await classAction(app, 'create', token, { name: '10A', school: 'Fjordvik skole', schoolYear: '2026/2027', ...fields });
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json().data.classCode as string;
}

/**
 * Classes under the codes a test names, made straight in the database for a teacher of their own: store
 * tests name their classes, and saves are taken only in a class that exists.
 */
export async function addClasses(app: TestApp, ...codes: string[]): Promise<void> {
  const teacher = await addTeacher(app);
  await app.db
    .insertInto('classes')
    .values(codes.map((code) => ({ code, teacher_id: teacher.userId, name: `Klasse ${code}`, school: 'Fjordvik skole', school_year: '2026/2027', created_at: app.now() })))
    .execute();
}

/** A pupil's answers in a class, saved through the store route as the app saves them. */
export async function saveResponses(app: TestApp, pupil: TestAccount, classCode: string, responses: Record<string, unknown> | unknown[]) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/store/users/${pupil.userId}/classes/${classCode}`,
    headers: bearer(pupil.idToken),
    payload: { responses },
  });
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
}

/** PATCH of some activities' answers, as the app saves them, answered as it came. */
export function saveAnswers(app: TestApp, pupil: TestAccount, classCode: string, changes: AnswerChanges, key?: string) {
  return app.inject({
    method: 'PATCH',
    url: `/api/store/users/${pupil.userId}/classes/${classCode}`,
    headers: { ...bearer(pupil.idToken), ...(key === undefined ? {} : { [IDEMPOTENCY_HEADER]: key }) },
    payload: { changes },
  });
}

/** GET with a token, or none. */
export function getAs(app: TestApp, url: string, token: string | null) {
  return app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}
