import type { TestProject } from 'vitest/node';
import { readFileSync } from 'node:fs';
import { type Emulators, startEmulators } from './emulators';

declare module 'vitest' {
  export interface ProvidedContext {
    /** FIREBASE_PROJECT_ID, FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT. */
    firebaseEnv: Record<string, string>;
  }
}

let emulators: Emulators | undefined;

/** Starts both emulators once for the `firebase` test project and loads the repository's rules. */
export async function setup(project: TestProject) {
  const started = Date.now();
  emulators = await startEmulators();
  await emulators.loadRules(readFileSync('firestore.rules', 'utf8'));
  console.info(`Firebase emulators started in ${Date.now() - started} ms`);
  project.provide('firebaseEnv', emulators.env);
}

export async function teardown() {
  await emulators?.stop();
}
