import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeAgents } from './http';
import { type Pupil, runSaves } from './load';

describe('the save load', () => {
  let server: http.Server;
  let base: string;
  const seen: { user: string; baseVersion: number }[] = [];
  beforeAll(async () => {
    // A stand-in for the app's save: each answer's version goes up by one, as the server's does; pupil «bad» is refused.
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const user = req.url!.split('/')[4]!;
        const { changes } = JSON.parse(body) as { changes: Record<string, { baseVersion: number }> };
        const [code, change] = Object.entries(changes)[0]!;
        seen.push({ user, baseVersion: change.baseVersion });
        res.setHeader('content-type', 'application/json');
        if (user === 'bad') {
          res.statusCode = 409;
          res.end(JSON.stringify({ success: false }));
          return;
        }
        res.end(JSON.stringify({ success: true, data: { versions: { [code]: { version: change.baseVersion + 1 } } } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    closeAgents();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('counts the saves answered, the refused ones as failed, and keeps each pupil’s versions for its next save', async () => {
    const pupils: Pupil[] = ['a', 'b', 'bad'].map((id) => ({ userId: id, idToken: 't', email: `${id}@x.no`, versions: {} }));
    const run = await runSaves(base, pupils, 0.5);
    const good = seen.filter((s) => s.user !== 'bad').length;
    expect(run.saves).toBe(good);
    expect(run.failed).toBe(seen.length - good);
    expect(run.failed).toBeGreaterThan(0);
    expect(run.p99Ms).toBeGreaterThanOrEqual(run.p50Ms);
    expect(run.seconds).toBeGreaterThanOrEqual(0.5);
    // Every activity a pupil saved is at the version its last save got back, as its device keeps it.
    for (const pupil of pupils.filter((p) => p.userId !== 'bad')) {
      const versions = Object.values(pupil.versions);
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.reduce((a, b) => a + b, 0)).toBe(seen.filter((s) => s.user === pupil.userId).length);
    }
  }, 30_000);
});
