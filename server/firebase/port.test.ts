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

describe('the class state copied to Firestore', () => {
  it('is copied one change after another, so an older copy that is slow to write never lands over a newer one', async () => {
    const token = await demoTeacherToken(app);
    const classCode = await createTestClass(app, token);
    const started: Written[] = [];
    const written: Written[] = [];
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const writeClassState = async (_code: string, state: Written) => {
      started.push(state);
      // The first copy's write is slow (a busy network to Google), the second's quick.
      if (started.length === 1) await firstHeld;
      written.push(state);
    };
    Object.assign(app, { firebase: { writeClassState } as unknown as FirebaseProfile });

    // Each route's plugin has an instance of its own, made from the app's as Fastify does (Object.create).
    const inRoute = () => Object.create(app) as TestApp;
    try {
      publishClassState(inRoute(), classCode);
      await expect.poll(() => started.length).toBe(1);
      // The teacher archives the class while the first copy is still on its way.
      await updateClass(app.db, classCode, { archived: { archived: true, at: app.now() } });
      publishClassState(inRoute(), classCode);
      // Long enough for the second copy to read and write, had it not waited.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(started, 'the second copy waits for the first').toHaveLength(1);
    } finally {
      releaseFirst();
    }
    await app.background.idle();
    // The first copy finds the class archived once it has written, and writes that too.
    expect(written.map((state) => state?.archived)).toEqual([false, true, true]);
  });
  it('is written again by a copy that another instance overtook, so the last copy to land is the class as it stands', async () => {
    const token = await demoTeacherToken(app);
    const classCode = await createTestClass(app, token);
    // Two server instances on one database, each with its own Firebase profile, writing to the one Firestore.
    const landed: Written[] = [];
    let releaseSlow!: () => void;
    const slowHeld = new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    let slowStarted = false;
    const slow = {
      writeClassState: async (_code: string, state: Written) => {
        if (!slowStarted) {
          slowStarted = true;
          await slowHeld;
        }
        landed.push(state);
      },
    } as unknown as FirebaseProfile;
    const quick = { writeClassState: async (_code: string, state: Written) => void landed.push(state) } as unknown as FirebaseProfile;
    const instance = (firebase: FirebaseProfile) => Object.assign(Object.create(app) as TestApp, { firebase });

    publishClassState(instance(slow), classCode);
    await expect.poll(() => slowStarted).toBe(true);
    // The teacher archives the class on the other instance while the first copy is on its way; that copy lands first.
    await updateClass(app.db, classCode, { archived: { archived: true, at: app.now() } });
    publishClassState(instance(quick), classCode);
    await expect.poll(() => landed.length).toBe(1);
    releaseSlow();
    await app.background.idle();
    expect(landed.map((state) => state?.archived)).toEqual([true, false, true]);
  });
  it('takes away the state a slow copy wrote for a class deleted meanwhile', async () => {
    const token = await demoTeacherToken(app);
    const classCode = await createTestClass(app, token);
    const landed: Written[] = [];
    let releaseWrite!: () => void;
    const writeHeld = new Promise<void>((resolve) => {
      releaseWrite = resolve;
    });
    let started = false;
    const writeClassState = async (_code: string, state: Written) => {
      if (!started) {
        started = true;
        await writeHeld;
      }
      landed.push(state);
    };
    publishClassState(Object.assign(Object.create(app) as TestApp, { firebase: { writeClassState } as unknown as FirebaseProfile }), classCode);
    await expect.poll(() => started).toBe(true);
    // The teacher deletes the class (its Firestore state goes first) while the copy is on its way.
    await deleteClasses(app.db, [classCode]);
    releaseWrite();
    await app.background.idle();
    expect(landed.map((state) => state?.archived ?? null)).toEqual([false, null]);
  });
});
