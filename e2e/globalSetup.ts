import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import { startEmulators } from '../scripts/firebase/emulators';
import { startDevProvider } from '../scripts/feide/provider';

/** A port nothing listens on now, for a server whose address must be known before it starts (Feide's redirect). */
async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Starts the built server on a free port with a fresh data folder, and answers its address. */
async function startServer(env: Record<string, string>, options: { ownSqlite?: boolean } = {}): Promise<{ baseUrl: string; dataDir: string; stop: () => void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const inherited = { ...process.env };
  // Two servers must not migrate one PostgreSQL database at once (CI sets DATABASE_URL): the second gets SQLite in its folder.
  if (options.ownSqlite) delete inherited.DATABASE_URL;
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    env: { ...inherited, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/kjører på (http:\/\/127\.0\.0\.1:\d+)/);
      if (match) {
        clearTimeout(timer);
        // From here nobody reads its log: it is drained unread rather than kept and searched at every line.
        server.stdout?.off('data', onData).resume();
        server.stderr?.off('data', onData).resume();
        output = '';
        resolve(match[1]!);
      }
    };
    server.stdout?.on('data', onData);
    server.stderr?.on('data', onData);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return {
    baseUrl,
    dataDir,
    stop: () => {
      server.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The built server (`npm run build` has run) three times: on the self-hosted profile (E2E_BASE_URL), on the Firebase
 * profile against fresh emulators (E2E_FIREBASE_URL), and self-hosted with sign-in through the local Feide
 * test provider (E2E_FEIDE_URL). Ports of their own keep the emulators apart from the unit tests' pair. The
 * self-hosted and Feide servers start while the emulators do (the longest of the set-up); only the Firebase
 * profile's server waits for them.
 */
export default async function globalSetup() {
  const feidePort = await freePort();
  const feide = await startDevProvider(`http://127.0.0.1:${feidePort}`, 0);
  const emulatorsStarted = startEmulators({ firestorePort: 8280, authPort: 9299 }).then(async (emulators) => {
    await emulators.loadRules(fs.readFileSync('firestore.rules', 'utf8'));
    return emulators;
  });
  const firebaseStarted = emulatorsStarted.then((emulators) =>
    startServer({ ...emulators.env, PROFILE: 'firebase', FIREBASE_API_KEY: 'demo-api-key', FIREBASE_AUTH_DOMAIN: `${emulators.projectId}.firebaseapp.com` }, { ownSqlite: true }),
  );
  const started = await Promise.allSettled([emulatorsStarted, startServer({}), firebaseStarted, startServer({ ...feide.env, PORT: String(feidePort) }, { ownSqlite: true })]);
  const [emulatorsResult, selfHostedResult, firebaseResult, feideResult] = started;
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // No teardown runs after a failed set-up: what did start is stopped here, the emulators and provider included.
    for (const result of [selfHostedResult, firebaseResult, feideResult]) if (result.status === 'fulfilled') result.value.stop();
    if (emulatorsResult.status === 'fulfilled') await emulatorsResult.value.stop();
    await feide.provider.close();
    throw (failed as PromiseRejectedResult).reason;
  }
  const value = <T>(result: PromiseSettledResult<T>) => (result as PromiseFulfilledResult<T>).value;
  const [emulators, selfHosted, firebase, feideServer] = [value(emulatorsResult), value(selfHostedResult), value(firebaseResult), value(feideResult)];
  process.env.E2E_FEIDE_URL = feideServer.baseUrl;
  process.env.E2E_BASE_URL = selfHosted.baseUrl;
  // The tests read the e-mail outbox the embedded server writes here.
  process.env.E2E_DATA_DIR = selfHosted.dataDir;
  process.env.E2E_FIREBASE_URL = firebase.baseUrl;
  process.env.E2E_FIREBASE_AUTH_HOST = emulators.authHost;
  process.env.E2E_FIREBASE_PROJECT = emulators.projectId;
  return async () => {
    selfHosted.stop();
    firebase.stop();
    feideServer.stop();
    await emulators.stop();
    await feide.provider.close();
  };
}
