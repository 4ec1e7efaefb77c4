import type { Kysely } from 'kysely';
import type { Database } from '../database';

/** The display names the pupils of a class chose, by user id (pupils without one are absent). */
export async function listDisplayNames(db: Kysely<Database>, classCode: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('display_names')
    .select(['user_id', 'display_name'])
    .where('class_code', '=', classCode)
    .execute();
  return new Map(rows.map((row) => [row.user_id, row.display_name]));
}

/** One pupil's display name in one class and when it was set, if they chose one. */
export async function findDisplayName(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
): Promise<{ displayName: string; updatedAt: number } | undefined> {
  const row = await db
    .selectFrom('display_names')
    .select(['display_name', 'updated_at'])
    .where('class_code', '=', classCode)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row && { displayName: row.display_name, updatedAt: Number(row.updated_at) };
}

/** Sets (or, with `undefined`, clears) a pupil's display name in a class. The name must already be validated. */
export async function saveDisplayName(
  db: Kysely<Database>,
  userId: string,
  classCode: string,
  displayName: string | undefined,
  at: number,
): Promise<void> {
  const names = db;
  if (displayName === undefined) {
    await names.deleteFrom('display_names').where('class_code', '=', classCode).where('user_id', '=', userId).execute();
    return;
  }
  await names
    .insertInto('display_names')
    .values({ user_id: userId, class_code: classCode, display_name: displayName, updated_at: at })
    .onConflict((oc) => oc.columns(['class_code', 'user_id']).doUpdateSet({ display_name: displayName, updated_at: at }))
    .execute();
}

/**
 * Sets a pupil's display name in a class unless they have one there already, which stays as it is (a name the pupil
 * or the teacher chose wins over one the app suggests). The name must already be validated.
 */
export async function saveDisplayNameUnlessSet(db: Kysely<Database>, userId: string, classCode: string, displayName: string, at: number): Promise<void> {
  await db
    .insertInto('display_names')
    .values({ user_id: userId, class_code: classCode, display_name: displayName, updated_at: at })
    .onConflict((oc) => oc.columns(['class_code', 'user_id']).doNothing())
    .execute();
}

/** Every display name of a user, for their data export (spec: «Mine data»). */
export async function listUserDisplayNames(
  db: Kysely<Database>,
  userId: string,
): Promise<{ classCode: string; displayName: string; updatedAt: number }[]> {
  const rows = await db
    .selectFrom('display_names')
    .select(['class_code', 'display_name', 'updated_at'])
    .where('user_id', '=', userId)
    .orderBy('class_code')
    .execute();
  return rows.map((row) => ({ classCode: row.class_code, displayName: row.display_name, updatedAt: Number(row.updated_at) }));
}
