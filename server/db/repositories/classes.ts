import type { Kysely } from 'kysely';
import { OKT_COUNT } from '../../../src/contracts/okt';
import type { Database } from '../database';


/**
 * Which sessions a class may open (spec §3 "Class data from server"): session 1 always, the others
 * when the teacher has enabled them. Undefined for an unknown or archived class.
 */
export async function findClassAccess(db: Kysely<Database>, classCode: string): Promise<Record<string, boolean> | undefined> {
  const found = await db.selectFrom('classes').select('code').where('code', '=', classCode).where('archived', '=', 0).executeTakeFirst();
  if (!found) return undefined;
  const enabled = await db.selectFrom('class_sections').select('okt_number').where('class_code', '=', classCode).where('enabled', '=', 1).execute();
  const open = new Set(enabled.map((row) => Number(row.okt_number)));
  return Object.fromEntries(Array.from({ length: OKT_COUNT }, (_, i) => [String(i + 1), i === 0 || open.has(i + 1)]));
}

/** The class if it exists and belongs to this teacher: a teacher sees and changes only their own classes. */
export async function findOwnClass(db: Kysely<Database>, teacherId: string, classCode: string): Promise<{ owned: boolean } | undefined> {
  const row = await db.selectFrom('classes').select('teacher_id').where('code', '=', classCode).executeTakeFirst();
  return row && { owned: row.teacher_id === teacherId };
}

/** Opens or closes one session for a class; pupils see it with their next class-data fetch. */
export async function setSectionEnabled(db: Kysely<Database>, classCode: string, oktNumber: number, enabled: boolean): Promise<void> {
  await db
    .insertInto('class_sections')
    .values({ class_code: classCode, okt_number: oktNumber, enabled: enabled ? 1 : 0 })
    .onConflict((oc) => oc.columns(['class_code', 'okt_number']).doUpdateSet({ enabled: enabled ? 1 : 0 }))
    .execute();
}
