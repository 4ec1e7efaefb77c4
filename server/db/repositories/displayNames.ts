import type { Kysely } from 'kysely';
import type { Database } from '../database';

export async function listDisplayNames(db: Kysely<Database>, classCode: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('display_names')
    .select(['user_id', 'display_name'])
    .where('class_code', '=', classCode)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.display_name]));
}

/** `undefined` clears the name; the name must already be validated. */
export async function saveDisplayName(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  displayName: string | undefined,
  at: number,
): Promise<void> {
  if (displayName === undefined) {
    await db.deleteFrom('display_names').where('class_code', '=', classCode).where('user_id', '=', userId).execute();
    return;
  }
  await db
    .insertInto('display_names')
    .values({ user_id: userId, class_code: classCode, display_name: displayName, updated_at: at })
    .onConflict((oc) => oc.columns(['class_code', 'user_id']).doUpdateSet({ display_name: displayName, updated_at: at }))
    .execute();
}
