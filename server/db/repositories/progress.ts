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
