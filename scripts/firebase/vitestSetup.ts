import type { TestProject } from 'vitest/node';
import { mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Emulators, emulatorEnv, startEmulators } from './emulators';

declare module 'vitest' {
  export interface ProvidedContext {
    firebaseEnv: Record<string, string>;
    /** Written once the emulators are up ("ready") or have failed (the error): scripts/firebase/vitestReady.ts. */
    firebaseReadyFile: string;
  }
}

let starting: Promise<Emulators> | undefined;

/** Starts both emulators once for the `firebase` test project, without waiting: each Firebase test file waits (vitestReady.ts). */
export function setup(project: TestProject) {
  const readyFile = path.join(mkdtempSync(path.join(tmpdir(), 'firebase-emulators-')), 'ready');
  project.provide('firebaseEnv', emulatorEnv());
  project.provide('firebaseReadyFile', readyFile);
  const started = Date.now();
  const tell = (state: string) => {
    writeFileSync(`${readyFile}.part`, state);
    renameSync(`${readyFile}.part`, readyFile);
  };
  starting = startEmulators().then(async (emulators) => {
    await emulators.loadRules(readFileSync('firestore.rules', 'utf8'));
    return emulators;
  });
  starting.then(
    () => {
      console.info(`Firebase emulators started in ${Date.now() - started} ms`);
      tell('ready');
    },
    (error: unknown) => tell(`The Firebase emulators did not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`),
  );
}

export async function teardown() {
  const emulators = await starting?.catch(() => undefined);
  await emulators?.stop();
}
