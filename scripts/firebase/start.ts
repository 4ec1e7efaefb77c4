/** `npm run start:firebase`: the built server on PROFILE=firebase against local emulators (rules loaded). Not for production. */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startEmulators } from './emulators';

const emulators = await startEmulators();
await emulators.loadRules(readFileSync('firestore.rules', 'utf8'));
console.info(`Firebase emulators: Firestore ${emulators.firestoreHost}, Auth ${emulators.authHost} (project ${emulators.projectId})`);

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ...emulators.env,
    PROFILE: 'firebase',
    // Its own database: the emulators forget their accounts when they stop, the self-hosted profile's data stays apart.
    DATA_DIR: process.env.DATA_DIR ?? './data/firebase-emulators',
    // The emulators take any key; a real project's web config comes from its console.
    FIREBASE_API_KEY: process.env.FIREBASE_API_KEY ?? 'demo-api-key',
    FIREBASE_AUTH_DOMAIN: process.env.FIREBASE_AUTH_DOMAIN ?? `${emulators.projectId}.firebaseapp.com`,
  },
});

const stop = async (code: number) => {
  server.kill('SIGTERM');
  await emulators.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(130));
process.on('SIGTERM', () => void stop(143));
server.on('exit', (code) => void stop(code ?? 1));
