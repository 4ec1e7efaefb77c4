import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { logAction, SYSTEM_ACTOR } from '../db/repositories/auditLog';
import { deleteAccounts, deleteClasses, removeRecords } from '../db/repositories/deletion';
import type { Mailer } from '../email/mailer';
import { classDue, pupilDue, recordDue, teacherDue, teacherToWarn } from './due';
import { type Cutoffs, cutoffsAt, DAY_MS, MONTH_MS, type RetentionRules } from './terms';
import { AUDIT_RETENTION_MONTHS } from '../content/retentionTerms';
import { teacherWarningMail } from './warningMail';

/** What a run removed (or a dry run would). */
export interface PurgeCounts {
  /** Pupils' accounts, with everything of them. */
  accounts: number;
  /** Class records of accounts that stay. */
  records: number;
  classes: number;
  teachersWarned: number;
  /** Teachers' accounts, with their classes and the pupils' answers in them. */
  teachers: number;
}

export interface PurgeOptions {
  rules: RetentionRules;
  /** The time every rule counts from, fixed for the whole run. */
  now: number;
  /** Counts what would go and changes nothing. */
  dryRun?: boolean;
  mailer: Mailer;
  baseUrl: string;
  /** Called after each batch; the runner renews its lock there, and may throw to stop the run. */
  betweenBatches?: () => Promise<void>;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  batchSize?: number;
  /** Firestore and Firebase Auth in the Firebase profile (server/plugins/privacy.ts), called after each batch. */
  elsewhere?: {
    accountsDeleted(ids: string[]): Promise<void>;
    classesDeleted(codes: string[]): Promise<void>;
    /** Rule 2 where the answers live elsewhere: class records not saved since `before`; answers how many went. */
    deleteStaleRecords(before: number): Promise<number>;
  };
}

/** Per transaction: on SQLite a transaction holds the one connection, so a pupil's save waits for one batch only. */
export const BATCH_SIZE = 100;

/** The audit's subject of a run: its day, never a person. */
export const runSubject = (now: number) => `retention:${new Date(now).toISOString().slice(0, 10)}`;

/** The retention rules, kind by kind in batches; the audit log gets one row per kind, even when a run stops half-way. */
export async function purge(db: Kysely<Database>, options: PurgeOptions): Promise<PurgeCounts> {
  const cutoffs = cutoffsAt(options.rules, options.now);
  const due = dueRows(db, cutoffs);
  if (options.dryRun) return countDue(due);
  const counts: PurgeCounts = { accounts: 0, records: 0, classes: 0, teachersWarned: 0, teachers: 0 };
  const size = options.batchSize ?? BATCH_SIZE;
  const pause = async () => {
    await nextTurn();
    await options.betweenBatches?.();
  };
  // Counted as each batch commits, so a run that stops half-way audits what it did remove.
  const add = (kind: keyof PurgeCounts, removed: number) => {
    counts[kind] += removed;
    return removed;
  };
  let failure: { err: unknown } | undefined;
  try {
    for (const kind of ['accounts', 'teachers'] as const) {
      await inBatches(
        () => due[kind].select('id').limit(size).execute(),
        async (rows) => {
          const ids = rows.map((r) => r.id);
          // The classes the accounts own, read before they go with them.
          const owned = (await db.selectFrom('classes').select('code').where('teacher_id', 'in', ids).execute()).map((c) => c.code);
          const removed = add(kind, (await deleteAccounts(db, ids)).accounts);
          await options.elsewhere?.accountsDeleted(ids);
          await options.elsewhere?.classesDeleted(owned);
          return removed;
        },
        pause,
      );
    }
    await inBatches(
      () => due.classes.select('code').limit(size).execute(),
      async (rows) => {
        const removed = add('classes', (await deleteClasses(db, rows.map((r) => r.code))).classes);
        await options.elsewhere?.classesDeleted(rows.map((r) => r.code));
        return removed;
      },
      pause,
    );
    await inBatches(
      () => due.records.select(['user_id', 'class_code']).limit(size).execute(),
      async (rows) => add('records', await removeRecords(db, rows.map((r) => ({ userId: r.user_id, classCode: r.class_code })), { updatedBefore: cutoffs.activeBefore })),
      pause,
    );
    if (options.elsewhere) add('records', await options.elsewhere.deleteStaleRecords(cutoffs.activeBefore));
    // A start-over older than the inactivity limit is old news, and in the Firebase profile its record may be gone.
    await db.deleteFrom('start_overs').where('at', '<', cutoffs.activeBefore).execute();
    // A display name left without a record here (in the Firebase profile it is in Firestore) goes after the inactivity limit.
    await db
      .deleteFrom('display_names')
      .where('updated_at', '<', cutoffs.activeBefore)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('progress').select('progress.user_id').whereRef('progress.user_id', '=', 'display_names.user_id').whereRef('progress.class_code', '=', 'display_names.class_code'))),
      )
      .execute();
    await warnTeachers(db, cutoffs, options, size, pause, () => add('teachersWarned', 1));
    // The log of deletions and exports is personal data too (account ids): kept AUDIT_RETENTION_MONTHS.
    await db.deleteFrom('audit_log').where('at', '<', options.now - AUDIT_RETENTION_MONTHS * MONTH_MS).execute();
  } catch (err) {
    failure = { err };
  }
  try {
    await audit(db, counts, options.now);
  } catch (err) {
    // The run's own failure (a lost connection, say) says more than the audit's that follows from it.
    if (!failure) throw err;
  }
  if (failure) throw failure.err;
  return counts;
}

/** Until none is left, or a batch removed nothing (spared by a guard), since picking again could find the same rows. */
async function inBatches<T>(pick: () => Promise<T[]>, remove: (batch: T[]) => Promise<number>, pause: () => Promise<void>): Promise<void> {
  for (;;) {
    const batch = await pick();
    if (batch.length === 0) return;
    const removed = await remove(batch);
    await pause();
    if (removed === 0) return;
  }
}

/**
 * The warning is claimed before the mail goes, so a teacher who just signed in gets none, and given back if the mail
 * fails. Teachers are walked by id, so a failed one is not picked twice in a run.
 */
async function warnTeachers(
  db: Kysely<Database>,
  cutoffs: Cutoffs,
  options: PurgeOptions,
  size: number,
  pause: () => Promise<void>,
  warned: () => void,
): Promise<void> {
  const deletesAt = options.now + options.rules.teacherWarningDays * DAY_MS;
  let after = '';
  for (;;) {
    const batch = await dueRows(db, cutoffs).teachersWarned.select('id').where('due.id', '>', after).orderBy('due.id').limit(size).execute();
    if (batch.length === 0) return;
    for (const { id } of batch) {
      const claimed = await db
        .updateTable('users')
        .set({ retention_warned_at: options.now })
        .where('id', '=', id)
        .where(teacherToWarn('users', cutoffs))
        .returning('email')
        .executeTakeFirst();
      if (!claimed) continue;
      try {
        await options.mailer.send(teacherWarningMail(claimed.email, { months: options.rules.teacherMonths, deletesAt, baseUrl: options.baseUrl }));
        warned();
      } catch (err) {
        await db.updateTable('users').set({ retention_warned_at: null }).where('id', '=', id).where('retention_warned_at', '=', options.now).execute();
        options.log?.warn({ err, userId: id }, 'Varsel om sletting av lærerkonto kunne ikke sendes; prøves igjen ved neste kjøring');
      }
    }
    await pause();
    const last = batch.at(-1);
    if (!last || batch.length < size) return;
    after = last.id;
  }
}

/** What each rule finds due now, for a run and a dry run alike. */
function dueRows(db: Kysely<Database>, cutoffs: Cutoffs) {
  const users = (rule: typeof pupilDue) => db.selectFrom('users as due').where(rule('due', cutoffs));
  return {
    accounts: users(pupilDue),
    teachers: users(teacherDue),
    classes: db.selectFrom('classes as due').where(classDue('due', cutoffs)),
    records: db.selectFrom('progress as due').where(recordDue('due', cutoffs)),
    teachersWarned: users(teacherToWarn),
  };
}

async function countDue(due: ReturnType<typeof dueRows>): Promise<PurgeCounts> {
  const n = sql<string | number>`count(*)`.as('n');
  const [accounts = 0, records = 0, classes = 0, teachersWarned = 0, teachers = 0] = await Promise.all(
    [due.accounts, due.records, due.classes, due.teachersWarned, due.teachers].map(async (query) => Number((await query.select(n).executeTakeFirstOrThrow()).n)),
  );
  return { accounts, records, classes, teachersWarned, teachers };
}

const AUDITED = [
  ['retention.account', 'accounts'],
  ['retention.teacher', 'teachers'],
  ['retention.class', 'classes'],
  ['retention.records', 'records'],
  ['retention.teacher-warning', 'teachersWarned'],
] as const;

/** One row per kind and run, with how many: never who or what. */
async function audit(db: Kysely<Database>, counts: PurgeCounts, now: number): Promise<void> {
  for (const [action, kind] of AUDITED) {
    await logAction(db, { actorId: SYSTEM_ACTOR, action, subjectId: runSubject(now), records: counts[kind] }, now);
  }
}
