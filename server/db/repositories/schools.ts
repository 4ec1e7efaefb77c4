import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { School } from '../../../src/contracts/admin';
import type { Database } from '../database';

/** Spaces collapsed, as the school's name is shown. */
export function tidySchoolName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** One key per school however its name is typed: "Åsen  Skole" and "åsen skole" are the same school. */
export function schoolNameKey(name: string): string {
  return tidySchoolName(name).toLocaleLowerCase('nb');
}

const collator = new Intl.Collator('nb');

/** The schools of one county in Norwegian alphabetical order (Æ, Ø, Å last). */
export async function listSchools(db: Kysely<Database>, fylkeId: string): Promise<School[]> {
  const rows = await db.selectFrom('schools').select(['id', 'name', 'fylke_id']).where('fylke_id', '=', fylkeId).execute();
  return rows.map((row) => ({ id: row.id, name: row.name, fylkeId: row.fylke_id })).sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/**
 * Adds the school to the county, or answers the one already there under the same name (any case or
 * spacing). The unique index on (fylke_id, name_key) settles two teachers adding it at the same moment.
 */
export async function addSchool(db: Kysely<Database>, input: { name: string; fylkeId: string; createdBy: string | null }, now: number): Promise<School> {
  const nameKey = schoolNameKey(input.name);
  await db
    .insertInto('schools')
    .values({ id: randomBytes(12).toString('base64url'), name: tidySchoolName(input.name), name_key: nameKey, fylke_id: input.fylkeId, created_by: input.createdBy, created_at: now })
    .onConflict((oc) => oc.columns(['fylke_id', 'name_key']).doNothing())
    .execute();
  const row = await db
    .selectFrom('schools')
    .select(['id', 'name', 'fylke_id'])
    .where('fylke_id', '=', input.fylkeId)
    .where('name_key', '=', nameKey)
    .executeTakeFirstOrThrow();
  return { id: row.id, name: row.name, fylkeId: row.fylke_id };
}
