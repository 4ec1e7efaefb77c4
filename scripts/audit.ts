/**
 * The audit log on the server's own database: who deleted, exported or changed what kind of
 * data, when, and how many records. Never what they held.
 *
 *   npm run audit              the last 30 days
 *   npm run audit -- <days>    the last <days> days
 */
import { pathToFileURL } from 'node:url';
import type { Kysely } from 'kysely';
import type { Database } from '../server/db/database';
import { runOnServerDatabase } from './serverDatabase';
import { listAudit } from '../server/db/repositories/auditLog';

const USAGE = 'Bruk: npm run audit [-- <antall dager, 1–3650>]';
const DEFAULT_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').slice(0, 19);

/** The entries of the last days, oldest first, one tab-separated line each; the tests call it directly. */
export async function runAuditCommand(db: Kysely<Database>, args: string[], options: { now: number }): Promise<{ code: number; lines: string[] }> {
  if (args.length > 1) return { code: 2, lines: [USAGE] };
  const days = args[0] === undefined ? DEFAULT_DAYS : Number(args[0]);
  if (!Number.isInteger(days) || days < 1 || days > 3650) return { code: 2, lines: [USAGE] };
  const entries = await listAudit(db, options.now - days * DAY_MS);
  if (entries.length === 0) return { code: 0, lines: [`Ingen hendelser i revisjonsloggen de siste ${days} dagene.`] };
  return {
    code: 0,
    lines: [
      'tid (UTC)\tutført av\thandling\tgjelder\tposter',
      ...entries.map((e) => `${time(e.at)}\t${e.actorId}\t${e.action}\t${e.subjectId}\t${e.records ?? '-'}`),
    ],
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runOnServerDatabase((db, args) => runAuditCommand(db, args, { now: Date.now() }));
