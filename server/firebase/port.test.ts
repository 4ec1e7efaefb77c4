import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/authHelpers';
import { buildTestApp } from '../test/testApp';
import { updateClass } from '../db/repositories/classes';
import { deleteClasses } from '../db/repositories/deletion';
import { createTestClass, demoTeacherToken } from '../test/teacherHelpers';
import type { FirebaseProfile } from './admin';
import { publishClassState } from './port';

type Written = Parameters<FirebaseProfile['writeClassState']>[1];

let app: TestApp;
beforeEach(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  await app.close();
});

/**
 * One Firestore, and the states its class document was given in the order they landed. The first write asked for is
 * slow (a busy network to Google) until `release`; `profile()` is a server instance's Firebase profile writing to it.
 */
function slowFirstWrite() {
  const asked: Written[] = [];
  const landed: Written[] = [];
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const writeClassState = async (_code: string, state: Written) => {
    asked.push(state);
    if (asked.length === 1) await held;
    landed.push(state);
  };
  return { asked, landed, release, profile: () => ({ writeClassState }) as unknown as FirebaseProfile };
}

/** A route's instance of the app, made from the app's as Fastify does (Object.create), with its Firebase profile. */
const instance = (firebase: FirebaseProfile) => Object.assign(Object.create(app) as TestApp, { firebase });

const archive = (classCode: string) => updateClass(app.db, classCode, { archived: { archived: true, at: app.now() } });

describe('the class state copied to Firestore', () => {
  it('is copied one change after another in one instance, so an older copy that is slow to write never lands over a newer one', async () => {
    const classCode = await createTestClass(app, await demoTeacherToken(app));
    const firestore = slowFirstWrite();
    const profile = firestore.profile();
    try {
      publishClassState(instance(profile), classCode);
      await expect.poll(() => firestore.asked.length).toBe(1);
      // The teacher archives the class while the first copy is still on its way; another route asks for the copy.
      await archive(classCode);
      publishClassState(instance(profile), classCode);
      // Long enough for the second copy to read and write, had it not waited.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(firestore.asked, 'the second copy waits for the first').toHaveLength(1);
    } finally {
      firestore.release();
    }
    await app.background.idle();
    // The first copy finds the class archived once it has written, and writes that too.
    expect(firestore.landed.map((state) => state?.archived)).toEqual([false, true, true]);
  });

  it('is written again by a copy that another instance overtook, so the last copy to land is the class as it stands', async () => {
    const classCode = await createTestClass(app, await demoTeacherToken(app));
    // Two server instances on one database, each with its own Firebase profile, writing to the one Firestore.
    const firestore = slowFirstWrite();
    publishClassState(instance(firestore.profile()), classCode);
    await expect.poll(() => firestore.asked.length).toBe(1);
    // The teacher archives the class on the other instance while the first copy is on its way; that copy lands first.
    await archive(classCode);
    publishClassState(instance(firestore.profile()), classCode);
    await expect.poll(() => firestore.landed.length).toBe(1);
    firestore.release();
    await app.background.idle();
    expect(firestore.landed.map((state) => state?.archived)).toEqual([true, false, true]);
  });

  it('takes away the state a slow copy wrote for a class deleted meanwhile', async () => {
    const classCode = await createTestClass(app, await demoTeacherToken(app));
    const firestore = slowFirstWrite();
    publishClassState(instance(firestore.profile()), classCode);
    await expect.poll(() => firestore.asked.length).toBe(1);
    // The teacher deletes the class (its Firestore state goes first) while the copy is on its way.
    await deleteClasses(app.db, [classCode]);
    firestore.release();
    await app.background.idle();
    expect(firestore.landed.map((state) => state?.archived ?? null)).toEqual([false, null]);
  });
});
