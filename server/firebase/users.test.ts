import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueSession } from '../auth/credentials';
import { createUser } from '../db/repositories/users';
import { bearer, type TestApp } from '../test/authHelpers';
import { buildTestApp } from '../test/testApp';
import { FIREBASE_ACCOUNT, firebaseUserRow, isFirebaseAccount } from './users';

let app: TestApp;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

describe('local rows of Firebase users', () => {
  it('makes the row once, keyed by the uid, without teacher access', async () => {
    const row = await firebaseUserRow(app.db, 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34', 'Elev@Skole.no', app.now());
    expect(row).toMatchObject({ id: 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34', email: 'elev@skole.no', has_teacher_access: 0 });
    expect(isFirebaseAccount(row!)).toBe(true);
    expect((await firebaseUserRow(app.db, 'Ab12Cd34Ef56Gh78Ij90Kl12Mn34', 'elev@skole.no', app.now()))?.id).toBe(row!.id);
  });

  it('never takes over a self-hosted account, by its id or by its e-mail address', async () => {
    const selfHosted = await createUser(app.db, { email: 'laerer@skole.no', passwordHash: 'x', isTeacher: true }, app.now());
    expect(await firebaseUserRow(app.db, selfHosted!.id, 'laerer@skole.no', app.now())).toBeUndefined();
    const other = await firebaseUserRow(app.db, 'Zz12Cd34Ef56Gh78Ij90Kl12Mn34', 'laerer@skole.no', app.now());
    expect(other).toMatchObject({ email: 'zz12cd34ef56gh78ij90kl12mn34@firebase.invalid', has_teacher_access: 0 });
    expect(await firebaseUserRow(app.db, 'bad uid with spaces', 'x@skole.no', app.now())).toBeUndefined();
  });

  it('is refused by the self-hosted profile even with a token of our own kind', async () => {
    const row = await createUser(app.db, { email: 'elev@skole.no', passwordHash: FIREBASE_ACCOUNT, isTeacher: false }, app.now());
    const { idToken } = await issueSession(app, row!);
    expect((await app.inject({ url: `/api/store/users/${row!.id}`, headers: bearer(idToken) })).statusCode).toBe(401);
  });
});
