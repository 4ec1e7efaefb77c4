import type { Kysely } from 'kysely';
import type { Database } from '../database';

/** Only the latest time is kept. */
export async function recordStartOver(db: Kysely<Database>, userId: string, classCode: string, at: number): Promise<void> {
  await db
    .insertInto('start_overs')
    .values({ user_id: userId, class_code: classCode, at })
    .onConflict((oc) => oc.columns(['user_id', 'class_code']).doUpdateSet({ at }))
    .execute();
}

export async function listStartOvers(db: Kysely<Database>, classCode: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('start_overs').select(['user_id', 'at']).where('class_code', '=', classCode).execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.at)]));
}
