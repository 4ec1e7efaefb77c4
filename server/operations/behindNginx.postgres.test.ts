import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/contracts/headers';
import { nextChange, takeVersions } from '../../scripts/bench/answers';
import { closeAgents, send } from '../../scripts/bench/http';
import { makePupils, type Pupil } from '../../scripts/bench/load';
import { startNginx, type Proxy } from '../../scripts/bench/nginx';
import { type BenchServer, startProductionServer, throwAwayDatabase } from '../../scripts/bench/server';

/**
 * The operator's set-up (docs/operating.md): nginx from the system's package with the repository's proxy settings in
 * front of two production servers on one PostgreSQL database. Needs `npm run build` and nginx.
 */
const PUPILS = 20;

describe('two instances behind nginx', () => {
  let database: Awaited<ReturnType<typeof throwAwayDatabase>>;
  const instances: BenchServer[] = [];
  let proxy: Proxy;

  beforeAll(async () => {
    database = await throwAwayDatabase(process.env.DATABASE_URL!);
    const shared = { databaseUrl: database.url, authSecret: randomBytes(32).toString('base64url') };
    // One after the other: the first migrates and seeds the database, the second finds it done.
    for (let i = 0; i < 2; i++) instances.push(await startProductionServer({ shared, env: { TRUST_PROXY: '1' } }));
    proxy = await startNginx(instances.map((instance) => instance.base));
  }, 90_000);

  afterAll(async () => {
    closeAgents();
    await proxy?.stop();
    for (const instance of instances) await instance.stop();
    await database?.drop();
  }, 30_000);

  it('a teacher’s unlock on one instance reaches a pupil whose page asks the other within 10 s', async () => {
    const [first, second] = instances as [BenchServer, BenchServer];
    const token = await send(first.base, 'POST', '/api/jwt/token', { body: { username: 'laerer@demo.no', password: 'demo-laerer-2026' } });
    expect(token.status).toBe(200);
    const open = async () => JSON.parse((await send(second.base, 'GET', `/api/public/no/get/klasse/DEMO26?v=${Date.now()}`)).body).data['4'];
    expect(await open()).toBe(false);
    const authorization = `Bearer ${JSON.parse(token.body).token}`;
    const unlocked = await send(first.base, 'POST', '/api/class/enable-section', { body: { classCode: 'DEMO26', oktNumber: 4 }, headers: { authorization } });
    expect(unlocked.status).toBe(200);
    await expect.poll(open, { timeout: 10_000, interval: 500 }).toBe(true);
  });

  it('keeps every confirmed save and lets every pupil go on when one instance dies mid-run', async () => {
    const pupils = await makePupils(proxy.base, PUPILS);
    const afterKill = new Set<string>();
    let killed = false;
    let running = true;

    // Each pupil saves one change after another as the app does: a save that gets no answer or a failure is sent
    // again with the same idempotency key until the server confirms it.
    async function saves(pupil: Pupil, index: number) {
      for (let round = 0; running; round++) {
        const { body } = nextChange(round * PUPILS + index, pupil.versions);
        const key = randomUUID();
        for (;;) {
          const res = await send(proxy.base, 'PATCH', `/api/store/users/${pupil.userId}/classes/DEMO26`, {
            body: JSON.parse(body),
            headers: { authorization: `Bearer ${pupil.idToken}`, [IDEMPOTENCY_HEADER]: key },
            timeoutMs: 10_000,
          }).catch(() => undefined);
          if (res?.status === 200) {
            takeVersions(pupil.versions, res.body);
            if (killed) afterKill.add(pupil.userId);
            break;
          }
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    }
    const run = Promise.all(pupils.map(saves));
    await new Promise((r) => setTimeout(r, 1500));
    instances[0]!.process.kill('SIGKILL');
    killed = true;
    await expect.poll(() => afterKill.size, { timeout: 20_000 }).toBe(PUPILS);
    running = false;
    await run;

    expect(instances[0]!.process.signalCode).toBe('SIGKILL');
    for (const pupil of pupils) {
      const res = await send(proxy.base, 'GET', `/api/store/users/${pupil.userId}/classes/DEMO26/versions`, {
        headers: { authorization: `Bearer ${pupil.idToken}` },
      });
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body).data).toEqual(pupil.versions);
    }
  }, 90_000);
});
