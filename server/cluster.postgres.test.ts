import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startProductionServer } from '../scripts/bench/server';

// The built server (`npm test` builds first) with two workers on a throw-away PostgreSQL database.
// Only in the PostgreSQL run (vite.config.ts): more than one worker is refused on SQLite (config.test.ts).

/** The processes `pid` started (ps answers 1 when there are none). */
function workersOf(pid: number): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('WEB_CONCURRENCY workers on one port', () => {
  it('serves from two workers, starts a new one when one dies, and stops them all on SIGTERM', { timeout: 60_000 }, async () => {
    const server = await startProductionServer({ postgresUrl: process.env.DATABASE_URL, workers: 2, seedDemo: true });
    try {
      const primary = server.process.pid!;
      await until(() => workersOf(primary).length === 2);
      const [first] = workersOf(primary);
      // The second starts once the first listens; give it the time to listen too.
      await new Promise((r) => setTimeout(r, 3000));
      // The demo content was seeded once and every worker reads it.
      for (let i = 0; i < 6; i++) expect((await fetch(`${server.base}/api/public/no/get/klasse/DEMO26`)).status).toBe(200);

      process.kill(first!, 'SIGKILL');
      await until(() => {
        const now = workersOf(primary);
        return now.length === 2 && !now.includes(first!);
      });
      // The service answers again (for the moment no worker listens, the port refuses: DESIGN.md puts a load balancer in front).
      await until(async () => (await fetch(`${server.base}/api/health`).catch(() => null))?.status === 200);

      const exited = new Promise<number | null>((resolve) => server.process.once('exit', (code) => resolve(code)));
      server.process.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
