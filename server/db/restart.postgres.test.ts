import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual, promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextChange, realisticResponses, takeVersions } from '../../scripts/bench/answers';
import { freePort } from '../../scripts/bench/server';
import { IDEMPOTENCY_HEADER } from '../../src/contracts/headers';
import { buildApp } from '../app';
import { bearer } from '../test/authHelpers';
import { addPupil, addTeacher, createTestClass, type TestAccount } from '../test/teacherHelpers';
import { testConfig } from '../test/testApp';

// Only in the PostgreSQL run (vite.config.ts). A PostgreSQL cluster of the test's own, in a temporary directory, is
// stopped as a crash stops it (`pg_ctl stop -m immediate`) while pupils save, and started again: every save the server
// answered 200 is still there, the server answers 503 meanwhile and stays up, and the pupils' retries then succeed.
// initdb and pg_ctl refuse to run as root, so they run as the `postgres` OS user.

const run = promisify(execFile);
const PUPILS = 8;
/** Saves confirmed before the database is stopped: enough that several are in flight when it stops. */
const CONFIRMED_BEFORE_STOP = 80;

async function asPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return run(asRoot ? 'runuser' : command, asRoot ? ['-u', 'postgres', '--', command, ...args] : args, { timeout: 30_000 });
}

/** Waits for `check`; `broken` names a failure that ends the wait at once. */
async function until(check: () => boolean | Promise<boolean>, what: string, broken: () => unknown = () => undefined, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (broken()) throw broken();
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A cluster in a directory of its own, on a free port, that trusts local connections. */
async function createCluster() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-restart-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  try {
    await asPostgres('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  // The server's defaults stay (fsync, synchronous_commit on): what the app asks of them is under test.
  fs.appendFileSync(path.join(data, 'postgresql.conf'), `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nmax_connections = 30\n`);
  const ctl = (...args: string[]) => asPostgres('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  const ready = () => run('pg_isready', ['-h', '127.0.0.1', '-p', String(port)]).then(() => true, () => false);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => ctl('-w', 'start'),
    stopAsACrashDoes: () => ctl('-m', 'immediate', 'stop'),
    ready,
    async remove() {
      await ctl('-m', 'immediate', 'stop').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Cluster = Awaited<ReturnType<typeof createCluster>>;
type App = Awaited<ReturnType<typeof buildApp>>;

/** A save the server answered 200: the activity, the version it got, and the value sent. */
interface Confirmed {
  code: string;
  version: number;
  value: unknown;
}

/**
 * A pupil's device: saves one activity at a time, each on the version it last got back (from joining the class on);
 * a save answered 503 is held and sent again with the same idempotency key once `retry` lets it, as the app does.
 * Any other refusal stops the device and is its `error`.
 */
function pupilDevice(base: string, pupil: TestAccount & { versions: Record<string, number> }, classCode: string, options: { retry: () => Promise<void>; running: () => boolean }) {
  const { versions } = pupil;
  const confirmed: Confirmed[] = [];
  const failures: { status: number; body: unknown }[] = [];
  const device = { confirmed, failures, holding: false, error: undefined as Error | undefined, done: Promise.resolve() };
  device.done = (async () => {
    for (let round = 0; options.running(); round++) {
      const { code, body } = nextChange(round, versions);
      const key = randomUUID();
      for (;;) {
        const res = await fetch(`${base}/api/store/users/${pupil.userId}/classes/${classCode}`, {
          method: 'PATCH',
          headers: { ...bearer(pupil.idToken), 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: key },
          body,
        });
        const text = await res.text();
        if (res.status === 200) {
          takeVersions(versions, text);
          confirmed.push({ code, version: versions[code]!, value: (JSON.parse(body) as { changes: Record<string, { value: unknown }> }).changes[code]!.value });
          break;
        }
        failures.push({ status: res.status, body: JSON.parse(text) as unknown });
        if (res.status !== 503) throw new Error(`a save was refused: ${res.status} ${text}`);
        device.holding = true;
        await options.retry();
        device.holding = false;
      }
    }
  })().catch((err: unknown) => {
    device.error = err instanceof Error ? err : new Error(String(err));
  });
  return device;
}

describe('a PostgreSQL restart under saves', () => {
  let cluster: Cluster | undefined;
  let app: App | undefined;
  const logged: string[] = [];

  beforeAll(async () => {
    cluster = await createCluster();
    await cluster.start();
    app = await buildApp({
      config: testConfig({ SAVES_PER_MINUTE: '1000000' }),
      dbTarget: { kind: 'postgres', url: cluster.url },
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
  }, 30_000);

  afterAll(async () => {
    await app?.close();
    await cluster?.remove();
  }, 30_000);

  it('keeps every save it answered 200, answers 503 while the database is down, and serves again after', { timeout: 30_000 }, async () => {
    const server = app!;
    const db = cluster!;
    const base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
    const health = async () => (await fetch(`${base}/api/health`)).status;

    const teacher = await addTeacher(server);
    const classCode = await createTestClass(server, teacher.idToken);
    const pupils = await Promise.all(Array.from({ length: PUPILS }, async () => ({ ...(await addPupil(server)), versions: {} as Record<string, number> })));
    for (const pupil of pupils) {
      const joined = await server.inject({
        method: 'PUT',
        url: `/api/store/users/${pupil.userId}/classes/${classCode}`,
        headers: bearer(pupil.idToken),
        payload: { responses: realisticResponses(0) },
      });
      expect(joined.statusCode).toBe(200);
      takeVersions(pupil.versions, joined.body);
    }

    let letRetry: () => void = () => {};
    let retrying = new Promise<void>((resolve) => (letRetry = resolve));
    let saving = true;
    const devices = pupils.map((pupil) => pupilDevice(base, pupil, classCode, { retry: () => retrying, running: () => saving }));
    const confirmedCount = () => devices.reduce((n, d) => n + d.confirmed.length, 0);
    const broken = () => devices.find((d) => d.error)?.error;

    // Every connection of the pool open, so some sit idle when the database stops: the pool's own `error` event.
    await Promise.all(Array.from({ length: 10 }, () => server.db.selectFrom('classes').select('code').execute()));
    await until(() => confirmedCount() >= CONFIRMED_BEFORE_STOP, 'saves before the stop', broken);
    await db.stopAsACrashDoes();

    // Down: the health check says so, and every device's save fails with the translated refusal.
    await until(async () => (await health()) === 503, 'health to answer 503');
    await until(() => devices.every((d) => d.holding), 'every device to hold a failed save', broken);
    expect(await (await fetch(`${base}/api/health`)).json()).toEqual({ status: 'unavailable' });
    const failures = devices.flatMap((d) => d.failures);
    expect(failures.length).toBeGreaterThanOrEqual(PUPILS);
    for (const failure of failures) {
      expect(failure).toEqual({ status: 503, body: { success: false, error: 'ServiceUnavailable', messageKey: 'txt_error_database_unavailable' } });
    }
    expect(logged.some((line) => line.includes('the database closed a connection'))).toBe(true);
    const confirmedBeforeRestart = devices.map((d) => [...d.confirmed]);

    await db.start();
    await until(() => db.ready(), 'pg_isready');
    await until(async () => (await health()) === 200, 'health to answer 200');

    // Before any device sends again: every save answered 200 is stored, at its version with its value.
    const stored = await Promise.all(
      pupils.map(async (pupil) => {
        const res = await server.inject({ url: `/api/store/users/${pupil.userId}/classes/${classCode}`, headers: bearer(pupil.idToken) });
        expect(res.statusCode).toBe(200);
        return res.json().data as { responses: Record<string, unknown>; versions: Record<string, { version: number }> };
      }),
    );
    const isStored = (record: (typeof stored)[number], save: Confirmed) =>
      (record.versions[save.code]?.version ?? 0) > save.version ||
      (record.versions[save.code]?.version === save.version && isDeepStrictEqual(record.responses[save.code], save.value));
    const confirmed = confirmedBeforeRestart.flat().length;
    const kept = confirmedBeforeRestart.reduce((n, saves, i) => n + saves.filter((save) => isStored(stored[i]!, save)).length, 0);
    expect({ confirmed, stored: kept }).toEqual({ confirmed, stored: confirmed });
    expect(confirmed).toBeGreaterThanOrEqual(CONFIRMED_BEFORE_STOP);

    // The devices send their held saves again, which now succeed, and go on saving.
    const heldUntil = devices.map((d) => d.confirmed.length);
    letRetry();
    retrying = Promise.resolve();
    await until(() => devices.every((d, i) => d.confirmed.length >= heldUntil[i]! + 3), 'every device to save again', broken);
    saving = false;
    await Promise.all(devices.map((d) => d.done));

    // In the end the database holds each device's last confirmed value of each activity, at the version it was told.
    for (const [i, device] of devices.entries()) {
      const res = await server.inject({ url: `/api/store/users/${pupils[i]!.userId}/classes/${classCode}`, headers: bearer(pupils[i]!.idToken) });
      const record = res.json().data as (typeof stored)[number];
      const last = new Map(device.confirmed.map((save) => [save.code, save]));
      for (const save of last.values()) {
        expect(record.versions[save.code]?.version).toBe(save.version);
        expect(record.responses[save.code]).toEqual(save.value);
      }
    }
    expect(await health()).toBe(200);
    console.info(`PostgreSQL restart under ${PUPILS} pupils' saves: ${confirmed} saves answered 200 before it, ${kept} stored after it; ${failures.length} answered 503 while down`);
  });
});
