import type { Kysely } from 'kysely';
import type { Database } from '../database';

export const OKT_COUNT = 5;

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
