/**
 * The retention purge on the server's own database, under the same lock as the servers' daily job:
 *
 *   npm run purge                 deletes what the rules find due, warns teachers, writes the audit rows
 *   npm run purge -- --dry-run    only counts what would go; changes nothing, sends nothing
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/database';
import { runOnServerDatabase } from './serverDatabase';
import { createMailer, type Mailer } from '../server/email/mailer';
import { readLock } from '../server/retention/jobLock';
import type { PurgeCounts } from '../server/retention/purge';
import { NOT_RUN, purgeUnderLock, RETENTION_LOCK } from '../server/retention/runPurge';
import type { RetentionRules } from '../server/retention/terms';

const USAGE = 'Bruk: npm run purge [-- --dry-run]';

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 16);

function countLines(counts: PurgeCounts, rules: RetentionRules): string[] {
  return [
    `  Elevkontoer uten aktivitet på over ${rules.months} måneder: ${counts.accounts}`,
    `  Klasseregistreringer (svar) uten aktivitet på over ${rules.months} måneder: ${counts.records}`,
    `  Klasser arkivert for over ${rules.archiveGraceDays} dager siden: ${counts.classes}`,
    `  Lærerkontoer varslet etter over ${rules.teacherMonths} måneder uten aktivitet: ${counts.teachersWarned}`,
    `  Lærerkontoer slettet, varslet for over ${rules.teacherWarningDays} dager siden: ${counts.teachers}`,
  ];
}

/** Runs the purge (or its dry run) and answers the lines to print and the exit code; the tests call it directly. */
export async function runPurgeCommand(
  db: Kysely<Database>,
  args: string[],
  options: { rules: RetentionRules; clock: () => number; mailer: Mailer; baseUrl: string; holder?: string },
): Promise<{ code: number; lines: string[] }> {
  if (args.some((arg) => arg !== '--dry-run')) return { code: 2, lines: [USAGE] };
  const dryRun = args.includes('--dry-run');
  const holder = options.holder ?? `npm run purge@${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const result = await purgeUnderLock(db, { rules: options.rules, clock: options.clock, holder, dryRun, mailer: options.mailer, baseUrl: options.baseUrl });
  if (result === NOT_RUN) {
    const lock = await readLock(db, RETENTION_LOCK);
    const until = lock ? ` (låst til ${time(lock.lockedUntil)} UTC)` : '';
    return { code: 1, lines: [`En annen sletting kjører nå${until}. Ingenting er endret; prøv igjen senere.`] };
  }
  const header = dryRun
    ? 'Prøvekjøring: ingenting er slettet og ingen e-post er sendt. Dette ville blitt gjort nå:'
    : `Sletting etter inaktivitet er kjørt (${time(options.clock())} UTC):`;
  return { code: 0, lines: [header, ...countLines(result, options.rules)] };
}

/** Enough of a logger for the mailer, which says where the outbox put a message. */
function consoleLogger(): FastifyBaseLogger {
  const print = (...args: unknown[]) => {
    const message = args.find((arg) => typeof arg === 'string');
    if (message) console.error(message);
  };
  const quiet = () => {};
  const logger: FastifyBaseLogger = { level: 'info', fatal: print, error: print, warn: print, info: print, debug: quiet, trace: quiet, silent: quiet, child: () => logger };
  return logger;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runOnServerDatabase((db, args, config) =>
    runPurgeCommand(db, args, {
      rules: config.retention,
      clock: Date.now,
      mailer: createMailer(config, consoleLogger()),
      baseUrl: config.publicUrl ?? `http://localhost:${config.port}`,
    }),
  );
}
