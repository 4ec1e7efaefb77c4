import { type Kysely, sql } from 'kysely';
import { type AnswerChanges, MAX_RECORD_BYTES_PER_USER } from '../../../src/contracts/answers';
import { type Database, isPostgres } from '../../db/database';

export const ACCOUNT_FULL = { error: 'PayloadTooLarge', messageKey: 'txt_error_account_full', field: 'responses' } as const;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8');

async function storedBytes(db: Kysely<Database>, userId: string, exceptClassCode?: string): Promise<number> {
  const length = isPostgres(db) ? sql<number>`octet_length(responses)` : sql<number>`length(cast(responses as blob))`;
  let query = db
    .selectFrom('progress')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>(length), sql<number>`0`).as('total'))
    .where('user_id', '=', userId);
  if (exceptClassCode !== undefined) query = query.where('class_code', '!=', exceptClassCode);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.total);
}

/** An empty record (joining, starting over) never takes the account over. */
export async function overAccountBytesWithRecord(db: Kysely<Database>, userId: string, classCode: string, responses: unknown): Promise<boolean> {
  if (Object.keys(responses ?? {}).length === 0) return false;
  const incoming = bytes(responses);
  if (incoming > MAX_RECORD_BYTES_PER_USER) return true;
  return (await storedBytes(db, userId, classCode)) + incoming > MAX_RECORD_BYTES_PER_USER;
}

/** Counted as if nothing were replaced, so it errs only when the account is already near the limit. */
export async function overAccountBytesWithChanges(db: Kysely<Database>, userId: string, changes: AnswerChanges): Promise<boolean> {
  // Clearing answers only makes room.
  if (Object.values(changes).every((change) => change.value === null)) return false;
  const incoming = Object.values(changes).reduce((sum, change) => sum + bytes(change.value), 0);
  return (await storedBytes(db, userId)) + incoming > MAX_RECORD_BYTES_PER_USER;
}
