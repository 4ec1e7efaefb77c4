import cluster, { type Worker } from 'node:cluster';

const SHUTDOWN_GRACE_MS = 12_000;

/**
 * WEB_CONCURRENCY worker processes on one port, each the whole server on the shared PostgreSQL (DESIGN.md). The first
 * starts alone, so the database is migrated and seeded once, and only it runs the daily purge.
 */
export function runWorkers(count: number, log: (line: string) => void = console.log) {
  const settings = new Map<Worker, NodeJS.ProcessEnv>();
  let stopping = false;
  const fork = (env: NodeJS.ProcessEnv) => {
    const worker = cluster.fork(env);
    settings.set(worker, env);
    return worker;
  };

  fork({}).once('listening', () => {
    for (let i = 1; i < count; i++) fork({ RETENTION_JOB: '0' });
  });
  cluster.on('exit', (worker, code, signal) => {
    const env = settings.get(worker) ?? { RETENTION_JOB: '0' };
    settings.delete(worker);
    if (stopping) {
      if (settings.size === 0) process.exit(0);
      return;
    }
    log(`Arbeidsprosess ${worker.process.pid} stoppet (${signal ?? code}); starter en ny`);
    fork(env);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    // Each worker finishes its requests (server/main.ts), then exits.
    for (const worker of settings.keys()) worker.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  log(`Personlig økonomi starter ${count} arbeidsprosesser`);
}
