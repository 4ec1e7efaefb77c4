/**
 * Starts the Firestore emulator (Java, from the Google Cloud CLI) and the Auth emulator (firebase-tools) for the Firebase
 * profile's tests and `npm run start:firebase`. Firestore's JAR runs directly: firebase-tools 15 wants Java 21, which
 * Debian 12 lacks (../shared/firebase-notes.md). firebase-tools is its own package (scripts/firebase/tools), installed on first use.
 *
 * As a command: `tsx scripts/firebase/emulators.ts [-- command …]` runs the command against both (or waits), then stops them.
 */
import { spawn, type ChildProcess, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitForUrl } from '../processes';

export const EMULATOR_PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-okonomi';

export interface Emulators {
  projectId: string;
  /** host:port, as FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST want them. */
  firestoreHost: string;
  authHost: string;
  env: Record<string, string>;
  /** Replaces the security rules Firestore enforces (a compile error throws with the emulator's message). */
  loadRules(rules: string): Promise<void>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const toolsDir = path.join(root, 'scripts/firebase/tools');

/** The Firebase CLI, installed from its lock file the first time it is needed (about a minute). */
function firebaseCli(): string {
  const cli = path.join(toolsDir, 'node_modules/firebase-tools/lib/bin/firebase.js');
  if (!existsSync(cli)) {
    console.info('Installing the Firebase CLI for the Auth emulator (scripts/firebase/tools) …');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: toolsDir, stdio: 'inherit' });
  }
  return cli;
}

function firestoreJar(): string {
  const fromEnv = process.env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) return fromEnv;
  let sdkRoot = '/usr/lib/google-cloud-sdk';
  try {
    sdkRoot = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' }).trim() || sdkRoot;
  } catch {
    // gcloud missing from PATH: the Debian package's usual place.
  }
  const jar = path.join(sdkRoot, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
  if (!existsSync(jar)) throw new Error(`Cloud Firestore emulator not found at ${jar} (set FIRESTORE_EMULATOR_JAR)`);
  return jar;
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    // Each emulator runs in its own process group: firebase-tools starts children of its own.
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000).unref();
  });
}

async function check(res: Response, what: string): Promise<void> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

/** The variables a process needs to talk to emulators `startEmulators` starts with these options. */
export function emulatorEnv(options: { firestorePort?: number; authPort?: number; projectId?: string } = {}): Record<string, string> {
  const projectId = options.projectId ?? EMULATOR_PROJECT_ID;
  const firestorePort = options.firestorePort ?? Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);
  const authPort = options.authPort ?? Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  return { FIREBASE_PROJECT_ID: projectId, FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestorePort}`, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`, GCLOUD_PROJECT: projectId };
}

export async function startEmulators(options: { firestorePort?: number; authPort?: number; projectId?: string; quiet?: boolean } = {}): Promise<Emulators> {
  const projectId = options.projectId ?? EMULATOR_PROJECT_ID;
  const firestorePort = options.firestorePort ?? Number(process.env.FIRESTORE_EMULATOR_PORT ?? 8080);
  const authPort = options.authPort ?? Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  const output = options.quiet === false ? 'inherit' : 'ignore';

  const firestore = spawn(
    'java',
    ['-Duser.language=en', '-cp', firestoreJar(), 'com.google.cloud.datastore.emulator.firestore.CloudFirestore', 'start', '--host=127.0.0.1', `--port=${firestorePort}`, `--project_id=${projectId}`],
    { stdio: ['ignore', output, output], detached: true },
  );

  // firebase-tools reads its emulator ports from a firebase.json; a temporary one keeps the repository's free for deploys.
  const dir = mkdtempSync(path.join(tmpdir(), 'okonomi-firebase-'));
  writeFileSync(
    path.join(dir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: authPort + 1 },
        logging: { host: '127.0.0.1', port: authPort + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const auth = spawn(process.execPath, [firebaseCli(), 'emulators:start', '--only', 'auth', '--project', projectId], {
    cwd: dir,
    stdio: ['ignore', output, output],
    detached: true,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });

  const firestoreHost = `127.0.0.1:${firestorePort}`;
  const authHost = `127.0.0.1:${authPort}`;
  const stop = async () => {
    await Promise.all([stopChild(firestore), stopChild(auth)]);
  };
  try {
    // firebase-tools can take minutes to start Auth on a busy machine.
    const answered = (res: Response) => res.status < 500;
    await Promise.all([
      waitForUrl(`http://${firestoreHost}/`, firestore, { name: 'the Firestore emulator', timeoutMs: 60_000, accepted: answered }),
      waitForUrl(`http://${authHost}/`, auth, { name: 'the Auth emulator', timeoutMs: 180_000, accepted: answered }),
    ]);
    // Like production: a wrong password and an unknown address both answer auth/invalid-credential.
    await check(
      await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/config`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
      }),
      'Auth emulator config',
    );
  } catch (err) {
    await stop();
    throw err;
  }

  return {
    projectId,
    firestoreHost,
    authHost,
    env: emulatorEnv({ firestorePort, authPort, projectId }),
    async loadRules(rules) {
      await check(
        await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: rules }] } }),
        }),
        'Firestore rules',
      );
    },
    async clear() {
      await check(await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' }), 'Firestore clear');
      await check(await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }), 'Auth clear');
    },
    stop,
  };
}

// As a command: run what follows `--` against fresh emulators, or keep them up until Ctrl+C.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dashdash = process.argv.indexOf('--');
  const command = dashdash >= 0 ? process.argv.slice(dashdash + 1) : [];
  const started = Date.now();
  const emulators = await startEmulators({ quiet: true });
  console.info(`Firebase emulators up in ${Date.now() - started} ms: Firestore ${emulators.firestoreHost}, Auth ${emulators.authHost}, project ${emulators.projectId}`);
  const rulesFile = path.join(root, 'firestore.rules');
  if (existsSync(rulesFile)) await emulators.loadRules((await import('node:fs')).readFileSync(rulesFile, 'utf8'));
  const shutdown = async (code: number) => {
    await emulators.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));
  if (command.length > 0) {
    const child = spawn(command[0]!, command.slice(1), { stdio: 'inherit', env: { ...process.env, ...emulators.env } });
    child.on('exit', (code) => void shutdown(code ?? 1));
  }
}
