import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicBaseUrl } from '../email/mails';
import { elsewhereOf } from './privacy';
import { NOT_RUN, purgeUnderLock } from '../retention/runPurge';

/** How often an instance asks whether the daily purge is due, and how soon after start. */
export const CHECK_EVERY_MS = 60 * 60_000;
export const FIRST_CHECK_MS = 60_000;
/** Once a day, give or take the hourly check. */
export const RUN_GAP_MS = 23 * 60 * 60_000;

/** Answers how to stop; tests pass one they tick by hand. */
export type CheckTimer = (check: () => void) => () => void;

/** Unref'd timers, so they keep no process alive, and a test app closed within its first minute never purges. */
export const hourlyChecks: CheckTimer = (check) => {
  let hourly: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    hourly = setInterval(check, CHECK_EVERY_MS).unref();
    check();
  }, FIRST_CHECK_MS).unref();
  return () => {
    clearTimeout(first);
    clearInterval(hourly);
  };
};

/** The daily retention purge when RETENTION_JOB=1: every instance checks hourly, the one that gets the lock runs it. */
export const retentionJob = fp(async (app: FastifyInstance, { timer = hourlyChecks }: { timer?: CheckTimer }) => {
  if (!app.config.retention.job) return;
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(6).toString('hex')}`;
  const closing = new AbortController();
  const check = () =>
    app.background.run('retention', async () => {
      if (closing.signal.aborted) return;
      try {
        const result = await purgeUnderLock(app.db, {
          rules: app.config.retention,
          clock: app.now,
          holder,
          notRunSince: app.now() - RUN_GAP_MS,
          signal: closing.signal,
          mailer: app.mailer,
          baseUrl: publicBaseUrl(app),
          log: app.log,
          elsewhere: elsewhereOf(app),
        });
        if (result !== NOT_RUN) app.log.info({ counts: result }, 'Sletting etter inaktivitet er kjørt');
      } catch (err) {
        if (!closing.signal.aborted) throw err;
        app.log.info('Slettingen stoppet fordi serveren lukkes; den fortsetter ved neste kjøring');
      }
    });
  const stop = timer(check);
  // preClose runs before every onClose hook, so the purge stops before buildApp's hook waits for background work.
  app.addHook('preClose', async () => {
    stop();
    closing.abort();
  });
}, { name: 'retention-job', dependencies: ['db', 'background'] });
