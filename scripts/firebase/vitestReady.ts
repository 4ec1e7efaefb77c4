import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';

// Before each Firebase test file: wait for the emulators vitestSetup.ts starts, or fail with the reason.
const readyFile = inject('firebaseReadyFile');
const until = Date.now() + 300_000;
while (!existsSync(readyFile)) {
  if (Date.now() > until) throw new Error('The Firebase emulators did not start within 5 minutes');
  await new Promise((resolve) => setTimeout(resolve, 200));
}
const state = readFileSync(readyFile, 'utf8');
if (state !== 'ready') throw new Error(state);
