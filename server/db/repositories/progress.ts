import type { Kysely } from 'kysely';
import type { ClassRecord } from '../../../src/contracts/auth';
import type { Database } from '../database';
import type { ProgressTable } from '../tables/progress';

function toRecord(row: Pick<ProgressTable, 'class_code' | 'responses' | 'last_updated'>): ClassRecord {
  return { classCode: row.class_code, responses: JSON.parse(row.responses) as ClassRecord['responses'], lastUpdated: Number(row.last_updated) };
}

export async function findClassRecord(db: Kysely<Database>, userId: string, classCode: string): Promise<ClassRecord | undefined> {
  const row = await db
    .selectFrom('progress')
    .select(['class_code', 'responses', 'last_updated'])
    .where('user_id', '=', userId)
    .where('class_code', '=', classCode)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** The class the user worked in last (spec §4: ordered by lastUpdated descending, limit 1). */
export async function findLatestClassRecord(db: Kysely<Database>, userId: string): Promise<ClassRecord | undefined> {
  const row = await db
    .selectFrom('progress')
    .select(['class_code', 'responses', 'last_updated'])
    .where('user_id', '=', userId)
    .orderBy('last_updated', 'desc')
    .orderBy('class_code')
    .limit(1)
    .executeTakeFirst();
  return row && toRecord(row);
}

/** `responses` is already serialised, so its size was checked by the caller. */
export async function saveClassRecord(db: Kysely<Database>, userId: string, classCode: string, responsesJson: string, now: number): Promise<ClassRecord> {
  const row = await db
    .insertInto('progress')
    .values({ user_id: userId, class_code: classCode, responses: responsesJson, last_updated: now })
    .onConflict((oc) => oc.columns(['user_id', 'class_code']).doUpdateSet({ responses: responsesJson, last_updated: now }))
    .returning(['class_code', 'responses', 'last_updated'])
    .executeTakeFirstOrThrow();
  return toRecord(row);
}

/** Receipts older than this are pruned: a client retries a save within minutes, not days. */
export const SAVE_RECEIPT_TTL_MS = 24 * 60 * 60_000;

export async function findSaveReceipt(db: Kysely<Database>, idempotencyKey: string, userId: string) {
  return db
    .selectFrom('save_receipts')
    .select(['class_code', 'last_updated'])
    .where('idempotency_key', '=', idempotencyKey)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Writes the record and its receipt in one transaction, so a crash leaves both or neither. The receipt
 * is claimed first: a concurrent save with the same key waits on it and then finds it taken. Answers
 * undefined when the key was already used, and the caller replays instead of writing.
 */
export async function saveClassRecordOnce(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  responsesJson: string,
  now: number,
  idempotencyKey: string,
): Promise<ClassRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('save_receipts')
      .values({ idempotency_key: idempotencyKey, user_id: userId, class_code: classCode, last_updated: now, created_at: now })
      .onConflict((oc) => oc.columns(['idempotency_key', 'user_id']).doNothing())
      .returning('idempotency_key')
      .executeTakeFirst();
    if (!claimed) return undefined;
    return saveClassRecord(trx, userId, classCode, responsesJson, now);
  });
}

export async function pruneSaveReceipts(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('save_receipts').where('created_at', '<', now - SAVE_RECEIPT_TTL_MS).execute();
}
