import { deleteApp } from 'firebase/app';
import { memoryLocalCache } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, inject, vi } from 'vitest';
import { emulatorWebConfig, loadRepositoryRules } from '../test/firebaseRules';
import { startFirebase } from './app';
import { watchClassStateOn } from './classState';
import { createFirebaseIdentity } from './identity';

const env = inject('firebaseEnv');
const projectId = env.FIREBASE_PROJECT_ID!;
const firestoreHost = env.FIRESTORE_EMULATOR_HOST!;
const config = emulatorWebConfig(env);
const { app, auth, firestore } = startFirebase(config, { name: 'class-state', localCache: memoryLocalCache() });

/** What the server's Admin SDK does when a teacher opens a session: writes the class's state, past the rules. */
async function serverWrites(classCode: string, sections: number[]) {
  const res = await fetch(`http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents/classState/${classCode}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ fields: { sections: { arrayValue: { values: sections.map((n) => ({ integerValue: String(n) })) } }, archived: { booleanValue: false } } }),
  });
  expect(res.status, await res.text()).toBe(200);
}

beforeAll(async () => {
  await loadRepositoryRules(firestoreHost, projectId);
  await createFirebaseIdentity(auth).signUp(`klasse-${Date.now().toString(36)}@skole.no`, 'Blåbærsyltetøy-2026', 'no');
});
afterAll(async () => {
  await deleteApp(app);
});

describe('the class state a signed-in pupil watches', () => {
  it('tells of the state it first finds (a change may have come before the watch), of each change, and stops when asked', async () => {
    const code = `LIVE${Date.now().toString(36).slice(-4).toUpperCase()}`;
    await serverWrites(code, [1]);
    const onChange = vi.fn();
    const stop = watchClassStateOn(firestore)(code, onChange);
    // The page asked the server before this began; what the first snapshot holds may be newer, so it is told too.
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1), { timeout: 5_000 });

    const sent = Date.now();
    await serverWrites(code, [1, 2]);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2), { timeout: 5_000 });
    console.info(`classState change heard ${Date.now() - sent} ms after the write`);

    stop();
    await serverWrites(code, [1, 2, 3]);
    await new Promise((r) => setTimeout(r, 500));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
