import { type Kysely, PostgresAdapter, sql } from 'kysely';
import type { AnswerChanges, AnswerStamps } from '../../../src/contracts/answers';
import type { Responses } from '../../../src/contracts/auth';
import type { Database } from '../database';

export const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** A save the one statement could not apply: the caller reads the record and decides (conflict, missing, replay, …). */
const NOT_APPLIED = undefined;

/**
 * Errors after which the reading path decides: a receipt another save claimed at the same moment (23505), and text
 * jsonb refuses but JSON allows (class 22: a NUL or a lone surrogate in an answer).
 */
const decidedByReading = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && (code === '23505' || code.startsWith('22'));
};

/**
 * On PostgreSQL, the per-activity save in one statement and one round trip, instead of a transaction of
 * five (begin, receipt, read, write, commit). It applies the changes only when the row is there, every change is
 * based on the version the row has, the answers stay far within `maxBytes`, and the idempotency key is unused. In
 * any other case it changes nothing and answers undefined, and the caller's reading path (progress.ts) decides as
 * before: the rules stay in one place, and this is only their common case, done where the row is.
 *
 * The size is bounded without parsing the answers: the stored text and the new answers together within half of
 * `maxBytes` can never merge into more than it (the stored text is never shorter than the answers' JSON).
 *
 * The checks and the new values are all expressions on the row being updated: when another save of the row commits
 * first, PostgreSQL evaluates them again on the row it left (READ COMMITTED), so no save is lost and none applies
 * on a version that has gone. The text is written by jsonb, so keys may come back in another order than they were
 * sent; nothing reads their order.
 */
export async function applyInOneStatement(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  changes: AnswerChanges,
  now: number,
  maxBytes: number,
  idempotencyKey?: string,
): Promise<{ responses: Responses; versions: AnswerStamps; lastUpdated: number } | undefined> {
  // Each change's base, as a pure expression on the row (a subquery would not be checked again on a row
  // another save changed meanwhile): the stamps it was based on are there, and a first answer has none.
  const based: Record<string, { version: number }> = {};
  const firsts: string[] = [];
  const stamps: AnswerStamps = {};
  const set: Record<string, unknown> = {};
  const cleared: string[] = [];
  for (const [code, change] of Object.entries(changes)) {
    if (change.baseVersion === 0) firsts.push(code);
    else based[code] = { version: change.baseVersion };
    stamps[code] = { version: change.baseVersion + 1, editedAt: Math.min(change.editedAt, now) };
    if (change.value === null) cleared.push(code);
    else set[code] = change.value;
  }
  const setJson = JSON.stringify(set);
  // The record is created with an empty list (spec §3), which holds no answers.
  const next = sql`((case when jsonb_typeof(progress.responses::jsonb) = 'object' then progress.responses::jsonb else '{}'::jsonb end - ${cleared}::text[]) || ${setJson}::jsonb)::text`;
  // Each clause parses the stamps again, so only the ones a save needs (usually one).
  const basesHeld = sql.join(
    [
      ...(Object.keys(based).length > 0 ? [sql`and progress.versions::jsonb @> ${JSON.stringify(based)}::jsonb`] : []),
      ...(firsts.length > 0 ? [sql`and not jsonb_exists_any(progress.versions::jsonb, ${firsts}::text[])`] : []),
    ],
    sql` `,
  );
  const receiptUnused = idempotencyKey
    ? sql`not exists (select 1 from save_receipts where idempotency_key = ${idempotencyKey} and user_id = ${userId})`
    : sql`true`;
  const claim = idempotencyKey
    ? sql`, claim as (insert into save_receipts (idempotency_key, user_id, class_code, last_updated, created_at) select ${idempotencyKey}, ${userId}, ${classCode}, ${now}, ${now} from saved)`
    : sql``;
  try {
    const { rows } = await sql<{ responses: string; versions: string }>`
      with saved as (
        update progress set
          responses = ${next},
          versions = (progress.versions::jsonb || ${JSON.stringify(stamps)}::jsonb)::text,
          revision = progress.revision + 1,
          last_updated = ${now}
        where progress.user_id = ${userId} and progress.class_code = ${classCode}
          ${basesHeld}
          and octet_length(progress.responses) + ${Buffer.byteLength(setJson)} <= ${maxBytes / 2}
          and ${receiptUnused}
        returning progress.responses, progress.versions
      )${claim}
      select responses, versions from saved`.execute(db);
    const row = rows[0];
    if (!row) return NOT_APPLIED;
    return { responses: JSON.parse(row.responses) as Responses, versions: JSON.parse(row.versions) as AnswerStamps, lastUpdated: now };
  } catch (error) {
    if (decidedByReading(error)) return NOT_APPLIED;
    throw error;
  }
}
