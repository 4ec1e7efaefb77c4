import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { MAX_CLASSES_PER_TEACHER_PER_DAY } from '../../src/contracts/admin';
import { SAVES_PER_MINUTE_DEFAULT } from '../../src/contracts/answers';
import type { Database } from '../db/database';

const MINUTE = 60_000;

/**
 * Every window: `max` events per subject in `windowMs`, counted in the database (server/plugins/rateLimit.ts).
 * Per-address limits are high because a whole class signs in from one school NAT.
 */
export const RATE_LIMITS = {
  /** Sign-ups and teacher registrations from one address; a school of 1 000 pupils behind one NAT stays below it. */
  signInAddress: { name: 'signin:ip', max: 2_000, windowMs: 15 * MINUTE },
  /** Password checks from one address without a device cookie; a correct password gives its count back. */
  signInAddressChecks: { name: 'signin-check:ip', max: 2_000, windowMs: 15 * MINUTE },
  /** Sign-ins to unknown e-mail addresses: a bucket of their own, so a script's made-up accounts never block real ones. */
  signInAddressUnknown: { name: 'signin-unknown:ip', max: 2_000, windowMs: 15 * MINUTE },
  /**
   * One reset mail per e-mail address per three minutes. A request inside them is answered alike but sends nothing,
   * so nobody can block another person's reset.
   */
  resetMailAccount: { name: 'reset-mail:acct', max: 1, windowMs: 3 * MINUTE },
  resetSendAddress: { name: 'reset-send:ip', max: 1_000, windowMs: 60 * MINUTE },
  /** Unknown class codes from one address; found codes never count, since open pages ask every few seconds. */
  classCodeMissesAddress: { name: 'klasse-miss:ip', max: 600, windowMs: MINUTE },
  /** Extra allowance for a device once its address is over the limit, if its cookie is older than the flood (`floodSince`). */
  classCodeMissesDevice: { name: 'klasse-miss:dev', max: 60, windowMs: MINUTE },
  /** Checking and using reset codes. */
  resetCodeAddress: { name: 'reset-code:ip', max: 60, windowMs: 15 * MINUTE },
  /** Counted before the insert so a burst cannot pass it; a name already there gives its count back. */
  schoolsPerTeacher: { name: 'schools:teacher', max: 10, windowMs: 24 * 60 * MINUTE },
  /** Counted before the insert, in one atomic statement, so a burst cannot pass it. */
  classesPerTeacher: { name: 'classes:teacher', max: MAX_CLASSES_PER_TEACHER_PER_DAY, windowMs: 24 * 60 * MINUTE },
  /** Lifts of a class's address block, so a teacher's account is no way round the limits. */
  addressLiftsPerTeacher: { name: 'address-lift:teacher', max: 5, windowMs: 24 * 60 * MINUTE },
  /** Password accounts made from one address; with MAX_RECORD_BYTES_PER_USER it bounds what one address can fill a day. */
  accountsMadeAddress: { name: 'accounts:ip-day', max: 1_500, windowMs: 24 * 60 * MINUTE },
  /** Answer saves per account, from every device together; `max` is the default, the app uses SAVES_PER_MINUTE. */
  saveAccount: { name: 'save:acct', max: SAVES_PER_MINUTE_DEFAULT, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

/**
 * Marks an address as flooding since a moment, forgotten `quietMs` after it last went over a limit. A device cookie
 * minted after that moment gives no allowance, so signing in again during a flood mints no fresh tries.
 */
export const FLOOD_MARK = { name: 'flood:ip', quietMs: 60 * MINUTE } as const;

/** Records that the address went over a limit now; answers since when it floods (epoch ms, kept in `count` as seconds). */
export async function markFlood(db: Kysely<Database>, subject: string, now: number): Promise<number> {
  const key = limitKey(FLOOD_MARK, subject);
  const seconds = Math.floor(now / 1000);
  const expired = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: seconds, reset_at: now + FLOOD_MARK.quietMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then ${seconds} else ${sql.ref('rate_limits.count')} end`,
        reset_at: now + FLOOD_MARK.quietMs,
      }),
    )
    .returning(['count'])
    .executeTakeFirstOrThrow();
  return Number(row.count) * 1000;
}

/**
 * OWASP's "exponential back-off", not a hard lock: `free` attempts, then each waits `baseDelayMs`, 2×, 4× … (at most
 * `maxDelayMs`). Counted before the password is checked; forgotten `forgetAfterMs` after the last attempt let through.
 */
export interface Backoff {
  name: string;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** Throttles of the password check, keyed by hashed account and, where named, address or device. */
export const SIGN_IN_BACKOFF = {
  /** One account from one address: a classmate at the school's NAT slows only that pupil's new devices. */
  accountAddress: { name: 'signin:acct-ip', free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  /** One account from all addresses together, without a device cookie: guessing spread over many machines. */
  account: { name: 'signin:acct', free: 50, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  /** One device cookie: the only throttle on a device that has signed in to the account before. */
  device: { name: 'signin:dev', free: 5, baseDelayMs: 1_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 24 * 60 * MINUTE },
} as const satisfies Record<string, Backoff>;

/** After this many attempts without a correct password a device cookie is no longer trusted (until forgotten). */
export const DEVICE_TRUST_ATTEMPTS = 10;

export interface RateLimit {
  name: string;
  max: number;
  windowMs: number;
}

export interface LimitState {
  allowed: boolean;
  /** Seconds until the window ends, for Retry-After. */
  retryAfterSeconds: number;
}

/** E-mail addresses and IP addresses are personal data: the table keeps only a hash of them, as does server/auth/classAddress.ts. */
export const subjectHash = (subject: string) => createHash('sha256').update(subject.toLowerCase()).digest('base64url');

export const keyOfSubjectHash = (limit: { name: string }, hash: string) => `${limit.name}:${hash}`;

/** The stored key of a limit for a subject (tests set counts through it). */
export const limitKey = (limit: { name: string }, subject: string) => keyOfSubjectHash(limit, subjectHash(subject));

/** A sign-in throttle's row: its key, and the account's hash the teacher's list finds it by. */
export interface ThrottleKey {
  key: string;
  account: string;
}

/** A throttle's key on an account, alone or with an address or device; the account's hash has its own indexed column. */
export function accountKey(limit: Backoff, account: string, second?: string): ThrottleKey {
  const hash = subjectHash(account);
  const key = keyOfSubjectHash(limit, hash);
  return { key: second === undefined ? key : `${key}:${subjectHash(second)}`, account: hash };
}

/** Counts to add to fixed windows: each row's `count` joins its window's, or starts a new one ending at `reset_at`. */
export interface WindowCount {
  key: string;
  count: number;
  reset_at: number;
}

/** One atomic upsert (an ended window starts afresh), so requests on several instances cannot both slip under a limit. */
export function addToWindows(db: Kysely<Database>, counts: WindowCount[], now: number) {
  const expired = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${now}`;
  return db
    .insertInto('rate_limits')
    .values(counts)
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then ${sql.ref('excluded.count')} else ${sql.ref('rate_limits.count')} + ${sql.ref('excluded.count')} end`,
        reset_at: sql<number>`case when ${expired} then ${sql.ref('excluded.reset_at')} else ${sql.ref('rate_limits.reset_at')} end`,
      }),
    )
    .returning(['key', 'count', 'reset_at']);
}

/** Counts one event where no request is at hand: the password check's address buckets (server/auth/credentials.ts). */
export async function hitLimit(db: Kysely<Database>, limit: RateLimit, subject: string, now: number): Promise<LimitState> {
  const row = await addToWindows(db, [{ key: limitKey(limit, subject), count: 1, reset_at: now + limit.windowMs }], now).executeTakeFirstOrThrow();
  return { allowed: Number(row.count) <= limit.max, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.reset_at) - now) / 1000)) };
}

/** Delay before the attempt after `count` counted ones, as SQL (no pow() in SQLite): a CASE over the few steps. */
function delaySql(limit: Backoff, count: ReturnType<typeof sql.ref>) {
  const steps = [];
  for (let n = limit.free, delay = limit.baseDelayMs; delay < limit.maxDelayMs; n++, delay *= 2) steps.push([n, delay] as const);
  return sql<number>`case when ${count} < ${sql.lit(limit.free)} then 0 ${sql.join(
    steps.map(([n, delay]) => sql`when ${count} = ${sql.lit(n)} then ${sql.lit(delay)}`),
    sql` `,
  )} else ${sql.lit(limit.maxDelayMs)} end`;
}

/** The same delay in JavaScript, for Retry-After and the teacher's list. */
export function backoffDelayMs(limit: Backoff, count: number): number {
  if (count < limit.free) return 0;
  return Math.min(limit.maxDelayMs, limit.baseDelayMs * 2 ** (count - limit.free));
}

/** When the next attempt is let through, from a stored row (`reset_at` is the last attempt plus forgetAfterMs). */
export function backoffNextAt(limit: Backoff, row: { count: number; reset_at: number }): number {
  return Number(row.reset_at) - limit.forgetAfterMs + backoffDelayMs(limit, Number(row.count));
}

export type BackoffState = LimitState & { count: number };

/**
 * Counts one attempt if the throttle lets it through now. The WHERE is read under the row lock (PostgreSQL) or the
 * single writer (SQLite), so of N concurrent attempts exactly the allowed ones get a row back.
 */
export async function hitBackoff(db: Kysely<Database>, limit: Backoff, { key, account }: ThrottleKey, now: number): Promise<BackoffState> {
  const count = sql.ref('rate_limits.count');
  const resetAt = sql.ref('rate_limits.reset_at');
  const expired = sql<boolean>`${resetAt} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, account, count: 1, reset_at: now + limit.forgetAfterMs })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet({
          count: sql<number>`case when ${expired} then 1 else ${count} + 1 end`,
          reset_at: now + limit.forgetAfterMs,
        })
        .where(sql<boolean>`${expired} or ${resetAt} - ${sql.lit(limit.forgetAfterMs)} + ${delaySql(limit, count)} <= ${now}`),
    )
    .returning(['count'])
    .executeTakeFirst();
  if (row) return { allowed: true, retryAfterSeconds: 0, count: Number(row.count) };
  const held = await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', key).executeTakeFirst();
  const nextAt = held ? backoffNextAt(limit, held) : now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((nextAt - now) / 1000)), count: Number(held?.count ?? 0) };
}

/** A correct password gives an attempt back: one fewer counted, never below zero. */
export async function refundAttempt(db: Kysely<Database>, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`case when ${sql.ref('count')} > 0 then ${sql.ref('count')} - 1 else 0 end` })
    .where('key', '=', key)
    .execute();
}

export async function clearKey(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Gives one counted address event back (a correct password does not count against the school's address). */
export async function refundLimit(db: Kysely<Database>, limit: RateLimit, subject: string): Promise<void> {
  await refundAttempt(db, limitKey(limit, subject));
}

/** Far below every database's limit on bound values. */
const ACCOUNTS_PER_QUERY = 500;

/** Every sign-in throttle row of these accounts, with its e-mail address, for the teacher's list. */
export async function accountThrottleRows(db: Kysely<Database>, accounts: string[]) {
  const byHash = new Map(accounts.map((a) => [subjectHash(a), a]));
  const hashes = [...byHash.keys()];
  const rows: { email: string; key: string; count: number; reset_at: number }[] = [];
  for (let i = 0; i < hashes.length; i += ACCOUNTS_PER_QUERY) {
    const found = await db
      .selectFrom('rate_limits')
      .select(['account', 'key', 'count', 'reset_at'])
      .where('account', 'in', hashes.slice(i, i + ACCOUNTS_PER_QUERY))
      .execute();
    for (const row of found) rows.push({ email: byHash.get(row.account!)!, key: row.key, count: Number(row.count), reset_at: Number(row.reset_at) });
  }
  return rows;
}

/** Lets an account in again: every failure counter of it, from every address and device, is deleted. */
export async function clearAccountThrottles(db: Kysely<Database>, account: string): Promise<number> {
  const deleted = await db.deleteFrom('rate_limits').where('account', '=', subjectHash(account)).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export async function pruneRateLimits(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
