import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { SAVES_PER_MINUTE_DEFAULT } from '../../src/contracts/answers';
import type { Database } from '../db/database';

const MINUTE = 60_000;

/**
 * Every limit in one place. Per account stops guessing one person's password; per address stops one
 * machine trying many accounts, and is high because a whole class signs in from one school NAT.
 */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins per account from one address; a correct password from that address is refused too
   * while this is exceeded. Per address, so nobody can lock a pupil out from somewhere else.
   */
  signInAccountFailures: { name: 'signin-fail:acct-ip', max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins per account from all addresses together: guessing spread over many machines. */
  signInAccountFailuresAnywhere: { name: 'signin-fail:acct', max: 100, windowMs: 15 * MINUTE },
  /** Every sign-in, sign-up and credential check from one address. */
  signInAddress: { name: 'signin:ip', max: 300, windowMs: 15 * MINUTE },
  resetSendAccount: { name: 'reset-send:acct', max: 5, windowMs: 60 * MINUTE },
  resetSendAddress: { name: 'reset-send:ip', max: 100, windowMs: 60 * MINUTE },
  /** Checking and using reset codes. */
  resetCodeAddress: { name: 'reset-code:ip', max: 60, windowMs: 15 * MINUTE },
  /** Answer saves per account, from every device together; `max` is the default, the app uses SAVES_PER_MINUTE. */
  saveAccount: { name: 'save:acct', max: SAVES_PER_MINUTE_DEFAULT, windowMs: MINUTE },
} as const satisfies Record<string, RateLimit>;

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

/** E-mail addresses and IP addresses are personal data: the table keeps only a hash of them. */
function keyFor(limit: RateLimit, subject: string): string {
  return `${limit.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url')}`;
}

function stateOf(count: number, resetAt: number, now: number, blockedFrom: number): LimitState {
  return { allowed: count < blockedFrom, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
}

/**
 * Counts one event and tells whether it is within the limit. One atomic upsert, so concurrent
 * requests on several instances cannot both slip under it.
 */
export async function hitLimit(db: Kysely<Database>, limit: RateLimit, subject: string, now: number): Promise<LimitState> {
  const expired = sql<boolean>`${sql.ref('rate_limits.reset_at')} <= ${now}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key: keyFor(limit, subject), count: 1, reset_at: now + limit.windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else ${sql.ref('rate_limits.count')} + 1 end`,
        reset_at: sql<number>`case when ${expired} then ${now + limit.windowMs} else ${sql.ref('rate_limits.reset_at')} end`,
      }),
    )
    .returning(['count', 'reset_at'])
    .executeTakeFirstOrThrow();
  return stateOf(Number(row.count), Number(row.reset_at), now, limit.max + 1);
}

/** Tells whether the limit is already used up, without counting anything. */
export async function peekLimit(db: Kysely<Database>, limit: RateLimit, subject: string, now: number): Promise<LimitState> {
  const row = await db.selectFrom('rate_limits').select(['count', 'reset_at']).where('key', '=', keyFor(limit, subject)).executeTakeFirst();
  if (!row || Number(row.reset_at) <= now) return { allowed: true, retryAfterSeconds: 0 };
  return stateOf(Number(row.count), Number(row.reset_at), now, limit.max);
}

/** Finished windows are only clutter. */
export async function pruneRateLimits(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
