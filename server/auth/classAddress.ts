import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/database';
import { subjectHash, FLOOD_MARK, keyOfSubjectHash, type LimitState, RATE_LIMITS } from './rateLimit';

/**
 * «The address your class uses»: a pupil's sign-in records its address's hash per class, never the address, so the
 * teacher can see and lift a block (perhaps a classmate's flood) without seeing it.
 */
export const CLASS_ADDRESS_MS = 8 * 60 * 60_000;

/** Address-wide limits a teacher can lift; per-account throttles stay (classHelp.ts lifts those per pupil). */
export const LIFTABLE_LIMITS = [RATE_LIMITS.signInAddressChecks, RATE_LIMITS.signInAddressUnknown, RATE_LIMITS.signInAddress, RATE_LIMITS.classCodeMissesAddress] as const;

export const ADDRESS_LIFTS_PER_TEACHER = RATE_LIMITS.addressLiftsPerTeacher;

const classTag = (classCode: string) => `class-ip:${classCode}`;

export async function recordClassAddress(db: Kysely<Database>, userId: string, address: string, now: number): Promise<void> {
  const classes = await db.selectFrom('progress').select('class_code').distinct().where('user_id', '=', userId).execute();
  if (classes.length === 0) return;
  const hash = subjectHash(address);
  await db
    .insertInto('rate_limits')
    .values(classes.map(({ class_code }) => ({ key: `${classTag(class_code)}:${hash}`, account: classTag(class_code), count: 1, reset_at: now + CLASS_ADDRESS_MS })))
    .onConflict((oc) => oc.column('key').doUpdateSet({ count: sql<number>`${sql.ref('rate_limits.count')} + 1`, reset_at: now + CLASS_ADDRESS_MS }))
    .execute();
}

/** Hashes of the addresses the class's pupils signed in from lately. */
async function classAddressHashes(db: Kysely<Database>, classCode: string, now: number): Promise<string[]> {
  const rows = await db.selectFrom('rate_limits').select('key').where('account', '=', classTag(classCode)).where('reset_at', '>', now).execute();
  return rows.map((row) => row.key.slice(classTag(classCode).length + 1));
}

const liftableKeys = (hashes: string[]) => hashes.flatMap((hash) => [...LIFTABLE_LIMITS.map((limit) => keyOfSubjectHash(limit, hash)), keyOfSubjectHash(FLOOD_MARK, hash)]);

/** Whether one of the class's addresses is refused by an address-wide limit now, and for how long. */
export async function classAddressBlock(db: Kysely<Database>, classCode: string, now: number): Promise<LimitState> {
  const hashes = await classAddressHashes(db, classCode, now);
  if (hashes.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  const rows = await db.selectFrom('rate_limits').select(['key', 'count', 'reset_at']).where('key', 'in', liftableKeys(hashes)).where('reset_at', '>', now).execute();
  let until = 0;
  for (const row of rows) {
    const limit = LIFTABLE_LIMITS.find((l) => row.key.startsWith(`${l.name}:`));
    if (limit && Number(row.count) >= limit.max) until = Math.max(until, Number(row.reset_at));
  }
  return until === 0 ? { allowed: true, retryAfterSeconds: 0 } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) };
}

/** Answers the hashes it lifted, for the instance's own memo. */
export async function liftClassAddressBlock(db: Kysely<Database>, classCode: string, now: number): Promise<string[]> {
  const hashes = await classAddressHashes(db, classCode, now);
  if (hashes.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', liftableKeys(hashes)).execute();
  return hashes;
}
