import type { Kysely, Transaction } from 'kysely';
import type { AnswerChanges, AnswerConflict, AnswerStamps, VersionedClassRecord } from '../../../src/contracts/answers';
import type { Responses } from '../../../src/contracts/auth';
import { type Answers, mergeSave, replaceAnswers } from '../../../src/domain/answerSave';
import { type Database, isPostgres } from '../database';
import type { ProgressTable } from '../tables/progress';

/** A class record as stored; the routes add `serverTime`. */
export type StoredClassRecord = Omit<VersionedClassRecord, 'serverTime'>;

type Row = Pick<ProgressTable, 'class_code' | 'responses' | 'last_updated'> & { versions: string };

function toRecord(row: Row): StoredClassRecord {
  return {
    classCode: row.class_code,
    responses: JSON.parse(row.responses) as Responses,
    versions: JSON.parse(row.versions) as AnswerStamps,
    lastUpdated: Number(row.last_updated),
  };
}

const RECORD_COLUMNS = ['class_code', 'responses', 'versions', 'last_updated'] as const;

/**
 * `forUpdate` locks the row on PostgreSQL until the transaction ends, so another instance's save waits; SQLite's one
 * connection is held by the transaction anyway.
 */
export async function findClassRecord(db: Kysely<Database>, userId: string, classCode: string, forUpdate = false): Promise<StoredClassRecord | undefined> {
  const query = db.selectFrom('progress').select(RECORD_COLUMNS).where('user_id', '=', userId).where('class_code', '=', classCode);
  const row = await (forUpdate && isPostgres(db) ? query.forUpdate() : query).executeTakeFirst();
  return row && toRecord(row);
}

/** The class the user worked in last (spec §4: ordered by lastUpdated descending, limit 1). */
export async function findLatestClassRecord(db: Kysely<Database>, userId: string): Promise<StoredClassRecord | undefined> {
  const row = await db
    .selectFrom('progress')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('last_updated', 'desc')
    .orderBy('class_code')
    .limit(1)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** Every class record of the user, oldest first (for «Mine data»). */
export async function listUserRecords(db: Kysely<Database>, userId: string): Promise<StoredClassRecord[]> {
  const rows = await db.selectFrom('progress').select(RECORD_COLUMNS).where('user_id', '=', userId).orderBy('last_updated').orderBy('class_code').execute();
  return rows.map(toRecord);
}

async function writeRow(trx: Transaction<Database>, userId: string, classCode: string, responses: Responses | Answers, versions: AnswerStamps, now: number) {
  await trx
    .updateTable('progress')
    .set((eb) => ({ responses: JSON.stringify(responses), versions: JSON.stringify(versions), revision: eb('revision', '+', 1), last_updated: now }))
    .where('user_id', '=', userId)
    .where('class_code', '=', classCode)
    .execute();
}

/**
 * The spec's "set": creates the record (with []) or replaces its answers, with its receipt in one transaction.
 * Undefined when the key was already used: the caller replays instead.
 */
export async function setClassRecord(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  responses: Responses,
  now: number,
  idempotencyKey?: string,
): Promise<StoredClassRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    if (idempotencyKey !== undefined && !(await claimReceipt(trx, idempotencyKey, userId, classCode, now))) return undefined;
    // Twice at most: a record another save created between the read and the insert is there, locked, on the second read.
    for (;;) {
      const stored = await findClassRecord(trx, userId, classCode, true);
      const versions = replaceAnswers(stored, responses, now);
      const record = { classCode, responses, versions, lastUpdated: now };
      if (stored) {
        await writeRow(trx, userId, classCode, responses, versions, now);
        return record;
      }
      const inserted = await trx
        .insertInto('progress')
        .values({ user_id: userId, class_code: classCode, responses: JSON.stringify(responses), versions: JSON.stringify(versions), last_updated: now, joined_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'class_code']).doNothing())
        .returning('class_code')
        .executeTakeFirst();
      if (inserted) return record;
    }
  });
}

export type AnswerSaveResult =
  | { kind: 'applied'; record: StoredClassRecord }
  /** Nothing was applied: a change clashed with what another device saved since. */
  | { kind: 'conflict'; conflicts: Record<string, AnswerConflict>; record: StoredClassRecord }
  | { kind: 'missing' }
  | { kind: 'tooLarge' };

/** Carries a refused save out of its transaction, so the receipt claimed in it is rolled back. */
class SaveRefused extends Error {
  constructor(readonly result: Exclude<AnswerSaveResult, { kind: 'applied' }> | undefined) {
    super(result?.kind ?? 'replayed');
  }
}

/**
 * The per-activity save (src/domain/answerSave.ts decides it). Only an applied save uses up the key: after a conflict
 * the client may save again with the same one. Undefined when the key was already used.
 */
export async function applyAnswerChanges(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  changes: AnswerChanges,
  now: number,
  idempotencyKey?: string,
): Promise<AnswerSaveResult | undefined> {
  try {
    return await db.transaction().execute(async (trx): Promise<AnswerSaveResult> => {
      const keyUsed = idempotencyKey !== undefined && !(await claimReceipt(trx, idempotencyKey, userId, classCode, now));
      const stored = keyUsed ? undefined : await findClassRecord(trx, userId, classCode, true);
      const merged = mergeSave(stored, changes, now, keyUsed);
      switch (merged.kind) {
        case 'applied':
          await writeRow(trx, userId, classCode, merged.responses, merged.versions, now);
          return { kind: 'applied', record: { classCode, responses: merged.responses as Responses, versions: merged.versions, lastUpdated: now } };
        case 'conflict':
          throw new SaveRefused({ kind: 'conflict', conflicts: merged.conflicts, record: stored! });
        case 'replayed':
          throw new SaveRefused(undefined);
        default:
          throw new SaveRefused({ kind: merged.kind });
      }
    });
  } catch (err) {
    if (err instanceof SaveRefused) return err.result;
    throw err;
  }
}

/** Receipts older than this are pruned: a client retries a save within minutes, not days. */
export const SAVE_RECEIPT_TTL_MS = 24 * 60 * 60_000;

/** Claimed first in a save's transaction: a concurrent save with the same key waits on it and then finds it taken. */
async function claimReceipt(db: Kysely<Database>, idempotencyKey: string, userId: string, classCode: string, now: number): Promise<boolean> {
  const claimed = await db
    .insertInto('save_receipts')
    .values({ idempotency_key: idempotencyKey, user_id: userId, class_code: classCode, last_updated: now, created_at: now })
    .onConflict((oc) => oc.columns(['idempotency_key', 'user_id']).doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function pruneSaveReceipts(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('save_receipts').where('created_at', '<', now - SAVE_RECEIPT_TTL_MS).execute();
}
