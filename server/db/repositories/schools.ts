import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { School } from '../../../src/contracts/admin';
import type { Database } from '../database';

export const SCHOOL_NAME_MAX = 100;

/** Control characters and the bidi marks that could turn a name round. */
export const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_GLOBAL = new RegExp(UNSAFE_NAME_CHARACTERS.source, 'g');

export function tidySchoolName(name: string): string {
  return name.normalize('NFC').replace(UNSAFE_GLOBAL, '').replace(/\s+/g, ' ').trim().slice(0, SCHOOL_NAME_MAX).trim();
}

/** "Åsen  Skole" and "åsen skole" are the same school. */
export function schoolNameKey(name: string): string {
  return tidySchoolName(name).toLocaleLowerCase('nb');
}

const collator = new Intl.Collator('nb');

/** The approved schools of a county, and those the viewing teacher added that still wait for approval. */
export async function listSchools(db: Kysely<Database>, fylkeId: string, viewerId?: string): Promise<School[]> {
  const rows = await db
    .selectFrom('schools')
    .select(['id', 'name', 'fylke_id'])
    .where('fylke_id', '=', fylkeId)
    .where((eb) => (viewerId ? eb.or([eb('approved', '=', 1), eb('created_by', '=', viewerId)]) : eb('approved', '=', 1)))
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, fylkeId: row.fylke_id })).sort((a, b) => collator.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

export type AddedSchool = School & { created: boolean };

/**
 * Adds the school, or answers the one already there under the same key. A teacher's school waits for approval
 * until a second teacher adds it too, vouching for it.
 */
export async function addSchool(db: Kysely<Database>, input: { name: string; fylkeId: string; createdBy: string | null }, now: number): Promise<AddedSchool> {
  const nameKey = schoolNameKey(input.name);
  const inserted = await db
    .insertInto('schools')
    .values({
      id: randomBytes(12).toString('base64url'),
      name: tidySchoolName(input.name),
      name_key: nameKey,
      fylke_id: input.fylkeId,
      created_by: input.createdBy,
      created_at: now,
      approved: input.createdBy === null ? 1 : 0,
    })
    .onConflict((oc) => oc.columns(['fylke_id', 'name_key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  const row = await db
    .selectFrom('schools')
    .select(['id', 'name', 'fylke_id', 'approved', 'created_by'])
    .where('fylke_id', '=', input.fylkeId)
    .where('name_key', '=', nameKey)
    .executeTakeFirstOrThrow();
  if (!inserted && Number(row.approved) !== 1 && row.created_by !== input.createdBy) await approveSchool(db, row.id);
  return { id: row.id, name: row.name, fylkeId: row.fylke_id, created: inserted !== undefined };
}

export async function approveSchool(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.updateTable('schools').set({ approved: 1 }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface WaitingSchool {
  id: string;
  name: string;
  fylkeId: string;
  createdBy: string | null;
  createdAt: number;
}

export async function listWaitingSchools(db: Kysely<Database>): Promise<(WaitingSchool & { email: string | null })[]> {
  const rows = await db
    .selectFrom('schools')
    .leftJoin('users', 'users.id', 'schools.created_by')
    .select(['schools.id', 'schools.name', 'schools.fylke_id', 'schools.created_by', 'schools.created_at', 'users.email'])
    .where('schools.approved', '=', 0)
    .orderBy('schools.created_at')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, fylkeId: r.fylke_id, createdBy: r.created_by, createdAt: Number(r.created_at), email: r.email }));
}
