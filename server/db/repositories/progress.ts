import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import type { AnswerChanges, AnswerConflict, AnswerStamps, VersionedClassRecord } from '../../../src/contracts/answers';
import { rebaseChanges } from '../../../src/domain/answerRebase';
import type { Responses } from '../../../src/contracts/auth';
import type { Database } from '../database';
import type { ProgressTable } from '../tables/progress';
import { applyInOneStatement, isPostgres } from './progressOneStatement';

/** A class record as stored; the routes add `serverTime`. */
export type StoredClassRecord = Omit<VersionedClassRecord, 'serverTime'>;

/** Serialised `responses` of one class; far above what five sessions of answers take. */
export const MAX_RESPONSES_BYTES = 100 * 1024;

export const isTooLarge = (responsesJson: string) => Buffer.byteLength(responsesJson, 'utf8') > MAX_RESPONSES_BYTES;

type Row = Pick<ProgressTable, 'class_code' | 'responses' | 'last_updated'> & { versions: string; revision: number };
type Answers = Record<string, unknown>;

function toRecord(row: Row): StoredClassRecord {
  return {
    classCode: row.class_code,
    responses: JSON.parse(row.responses) as Responses,
    versions: JSON.parse(row.versions) as AnswerStamps,
    lastUpdated: Number(row.last_updated),
  };
}

/** Answers keyed by activity code; the empty list a record is created with (spec §3) holds none. */
const answersOf = (responses: Responses): Answers => (Array.isArray(responses) ? {} : { ...responses });

const RECORD_COLUMNS = ['class_code', 'responses', 'versions', 'revision', 'last_updated'] as const;

async function readRow(db: Kysely<Database>, userId: string, classCode: string): Promise<Row | undefined> {
  const row = await db
    .selectFrom('progress')
    .select(RECORD_COLUMNS)
    .where('user_id', '=', userId)
    .where('class_code', '=', classCode)
    .executeTakeFirst();
  return row && { ...row, revision: Number(row.revision) };
}

export async function findClassRecord(db: Kysely<Database>, userId: string, classCode: string): Promise<StoredClassRecord | undefined> {
  const row = await readRow(db, userId, classCode);
  return row && toRecord(row);
}

/** The version of each activity in the record, without its answers: what an open page compares its copy with. */
export async function findRecordVersions(db: Kysely<Database>, userId: string, classCode: string): Promise<Record<string, number> | undefined> {
  const row = await db.selectFrom('progress').select('versions').where('user_id', '=', userId).where('class_code', '=', classCode).executeTakeFirst();
  if (!row) return undefined;
  return Object.fromEntries(Object.entries(JSON.parse(row.versions) as AnswerStamps).map(([code, stamp]) => [code, stamp.version]));
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
  return row && toRecord({ ...row, revision: Number(row.revision) });
}

/** Every class record of the user, oldest first (for «Mine data»). */
export async function listUserRecords(db: Kysely<Database>, userId: string): Promise<StoredClassRecord[]> {
  const rows = await db.selectFrom('progress').select(RECORD_COLUMNS).where('user_id', '=', userId).orderBy('last_updated').orderBy('class_code').execute();
  return rows.map((row) => toRecord({ ...row, revision: Number(row.revision) }));
}

/** The classes the user has a record in. */
export async function listClassRecordCodes(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('progress').select('class_code').where('user_id', '=', userId).execute();
  return rows.map((row) => row.class_code);
}

/**
 * An instance runs its saves of one record one at a time (server/plugins/saveQueue.ts), so only saves
 * of the same record on other instances, one each at most, can make an attempt lose.
 */
const SAVE_ATTEMPTS = 5;

/**
 * Tries a read-then-write until its write finds the row as it was read. Another save in between makes the
 * attempt answer undefined; a random pause, longer each time, lets the saves that collided take turns.
 */
async function untilUnchanged<T>(attempt: () => Promise<T | undefined>): Promise<T> {
  for (let i = 1; i <= SAVE_ATTEMPTS; i++) {
    const result = await attempt();
    if (result !== undefined) return result;
    if (i < SAVE_ATTEMPTS) await sleep(randomInt(2 ** i, 2 ** (i + 2)));
  }
  throw new Error(`Svarene ble endret av andre lagringer ${SAVE_ATTEMPTS} ganger på rad`);
}

/** Writes the row if its revision is still the one read; false when another save came first. */
async function writeIfUnchanged(db: Kysely<Database>, userId: string, read: Row, responsesJson: string, versionsJson: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('progress')
    .set((eb) => ({ responses: responsesJson, versions: versionsJson, revision: eb('revision', '+', 1), last_updated: now }))
    .where('user_id', '=', userId)
    .where('class_code', '=', read.class_code)
    .where('revision', '=', read.revision)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * The spec's "set": the answers are replaced. Every activity whose answer changed, or went, gets a new
 * version, so an edit another device based on the old answer is refused as a conflict later. A null
 * answer is no answer, as in a per-activity save.
 */
export async function setClassRecord(db: Kysely<Database>, userId: string, classCode: string, responses: Responses, now: number): Promise<StoredClassRecord> {
  const responsesJson = JSON.stringify(responses);
  const next = answersOf(responses);
  return untilUnchanged(async () => {
    const row = await readRow(db, userId, classCode);
    const before = row ? answersOf(JSON.parse(row.responses) as Responses) : {};
    const versions: AnswerStamps = row ? (JSON.parse(row.versions) as AnswerStamps) : {};
    for (const code of new Set([...Object.keys(before), ...Object.keys(next)])) {
      if (!isDeepStrictEqual(before[code] ?? null, next[code] ?? null)) versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: now };
    }
    const versionsJson = JSON.stringify(versions);
    const record = { classCode, responses, versions, lastUpdated: now };
    if (row) return (await writeIfUnchanged(db, userId, row, responsesJson, versionsJson, now)) ? record : undefined;
    const inserted = await db
      .insertInto('progress')
      .values({ user_id: userId, class_code: classCode, responses: responsesJson, versions: versionsJson, last_updated: now, joined_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'class_code']).doNothing())
      .returning('class_code')
      .executeTakeFirst();
    return inserted ? record : undefined;
  });
}

export type AnswerSaveResult =
  | { kind: 'applied'; record: StoredClassRecord }
  /** Nothing was applied: at least one change was based on an older version than the record's. */
  | { kind: 'conflict'; conflicts: Record<string, AnswerConflict>; record: StoredClassRecord }
  | { kind: 'missing' }
  | { kind: 'tooLarge' };

/**
 * The per-activity save: each change applies on the version it was based on, or merged field by field with what
 * another device saved since (src/domain/answerRebase.ts); a save with any change that clashes applies nothing.
 * `null` clears an answer; its stamp stays. An edit time is never later than the server's, so a device with a fast
 * clock cannot win every later merge.
 */
export async function applyAnswerChanges(db: Kysely<Database>, userId: string, classCode: string, changes: AnswerChanges, now: number): Promise<AnswerSaveResult> {
  return (await appliedInOneStatement(db, userId, classCode, changes, now)) ?? applyByReading(db, userId, classCode, changes, now);
}

/** On PostgreSQL, the common case of a save without reading first (progressOneStatement.ts); undefined for the rest. */
async function appliedInOneStatement(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  changes: AnswerChanges,
  now: number,
  idempotencyKey?: string,
): Promise<AnswerSaveResult | undefined> {
  if (!isPostgres(db)) return undefined;
  const saved = await applyInOneStatement(db, userId, classCode, changes, now, MAX_RESPONSES_BYTES, idempotencyKey);
  return saved && { kind: 'applied', record: { classCode, ...saved } };
}

async function applyByReading(db: Kysely<Database>, userId: string, classCode: string, changes: AnswerChanges, now: number): Promise<AnswerSaveResult> {
  return untilUnchanged<AnswerSaveResult>(async () => {
    const row = await readRow(db, userId, classCode);
    if (!row) return { kind: 'missing' };
    const current = toRecord(row);
    const answers = answersOf(current.responses);
    const { changes: rebased, conflicts } = rebaseChanges(answers, current.versions, changes);
    if (Object.keys(conflicts).length > 0) return { kind: 'conflict', conflicts, record: current };

    const versions = { ...current.versions };
    for (const [code, change] of Object.entries(rebased)) {
      if (change.value === null) delete answers[code];
      else answers[code] = change.value;
      versions[code] = { version: (versions[code]?.version ?? 0) + 1, editedAt: Math.min(change.editedAt, now) };
    }
    const responsesJson = JSON.stringify(answers);
    if (isTooLarge(responsesJson)) return { kind: 'tooLarge' };
    if (!(await writeIfUnchanged(db, userId, row, responsesJson, JSON.stringify(versions), now))) return undefined;
    return { kind: 'applied', record: { classCode: row.class_code, responses: answers as Responses, versions, lastUpdated: now } };
  });
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

/**
 * `setClassRecord` and its receipt in one transaction, so a crash leaves both or neither. Answers
 * undefined when the key was already used, and the caller replays instead of writing.
 */
export async function setClassRecordOnce(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  responses: Responses,
  now: number,
  idempotencyKey: string,
): Promise<StoredClassRecord | undefined> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimReceipt(trx, idempotencyKey, userId, classCode, now))) return undefined;
    return setClassRecord(trx, userId, classCode, responses, now);
  });
}

/** Carries a refused save out of its transaction, so the receipt claimed in it is rolled back. */
class SaveRefused extends Error {
  constructor(readonly result: Exclude<AnswerSaveResult, { kind: 'applied' }>) {
    super(result.kind);
  }
}

/**
 * `applyAnswerChanges` and its receipt in one transaction. Only an applied save uses up the key: after
 * a conflict the client merges and saves again, and may do so with the same key. Answers undefined when
 * the key was already used.
 */
export async function applyAnswerChangesOnce(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  changes: AnswerChanges,
  now: number,
  idempotencyKey: string,
): Promise<AnswerSaveResult | undefined> {
  const applied = await appliedInOneStatement(db, userId, classCode, changes, now, idempotencyKey);
  if (applied) return applied;
  try {
    return await db.transaction().execute(async (trx) => {
      if (!(await claimReceipt(trx, idempotencyKey, userId, classCode, now))) return undefined;
      const result = await applyByReading(trx, userId, classCode, changes, now);
      if (result.kind !== 'applied') throw new SaveRefused(result);
      return result;
    });
  } catch (err) {
    if (err instanceof SaveRefused) return err.result;
    throw err;
  }
}

export async function pruneSaveReceipts(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('save_receipts').where('created_at', '<', now - SAVE_RECEIPT_TTL_MS).execute();
}
