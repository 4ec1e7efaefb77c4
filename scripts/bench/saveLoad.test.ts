import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loopDelayProbe } from './loopDelay';
import { runSavesApart } from './saveLoad';
import type { Pupil } from './saves';

describe('the save load from a process of its own (issue 20)', () => {
  let server: http.Server;
  let base: string;
  const seen: { user: string; baseVersion: number }[] = [];
  beforeAll(async () => {
    // A stand-in for the app's save: each answer's version goes up by one, as the server's does.
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const { changes } = JSON.parse(body) as { changes: Record<string, { baseVersion: number }> };
        const [code, change] = Object.entries(changes)[0]!;
        seen.push({ user: req.url!.split('/')[4]!, baseVersion: change.baseVersion });
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: true, data: { versions: { [code]: { version: change.baseVersion + 1 } } } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('saves at the offered rate, counts only the run, and brings back each pupil’s versions for the next run', async () => {
    const pupils: Pupil[] = ['a', 'b'].map((id) => ({ userId: id, idToken: 't', email: `${id}@x.no`, versions: {} }));
    let warmed = 0;
    const { run, generator } = await runSavesApart({ base, pupils, warmUpSeconds: 0.5, seconds: 1, rate: 40 }, () => {
      warmed = seen.length;
    });
    expect(warmed).toBeGreaterThan(0);
    expect(run.total).toBe(seen.length - warmed);
    // Each of the 40 saves due in the second is sent, late if it must be, and none after it.
    expect(run.total).toBe(40);
    expect(run.errors).toBe(0);
    expect(generator.cpuSeconds).toBeGreaterThan(0);
    // Every activity a pupil saved is at the version its last save got back, as its device keeps it.
    for (const pupil of pupils) {
      const versions = Object.values(pupil.versions);
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.reduce((a, b) => a + b, 0)).toBe(seen.filter((s) => s.user === pupil.userId).length);
    }
  }, 30_000);
});

describe("the probe of the server's event loop (issue 20)", () => {
  it('sees a stall of the loop it was loaded into, and forgets it once read', async () => {
    const probe = loopDelayProbe();
    const child = spawn(process.execPath, [...probe.nodeArgs, '-e', "setTimeout(() => { const end = Date.now() + 300; while (Date.now() < end); }, 100); setInterval(() => {}, 1000);"], {
      env: { ...process.env, ...probe.env },
      stdio: 'ignore',
    });
    try {
      await new Promise((r) => setTimeout(r, 800));
      const stalled = await probe.read(child);
      expect(stalled?.max).toBeGreaterThanOrEqual(290);
      await new Promise((r) => setTimeout(r, 300));
      const after = await probe.read(child);
      expect(after?.max).toBeLessThan(290);
    } finally {
      child.kill();
    }
  }, 30_000);
});
