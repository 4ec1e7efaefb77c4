import { type Kysely, sql } from 'kysely';

/**
 * The teacher's list of throttled pupils finds a pupil's throttles by account. By a prefix of the key, which no
 * index can answer, a class of 30 would take 30 scans of every counter of every school, blocking SQLite's one
 * writer for seconds on a busy day. So each sign-in throttle names its account's hash in a column of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rate_limits').addColumn('account', 'text').execute();
  await db.schema.createIndex('rate_limits_account_idx').on('rate_limits').column('account').execute();
  // Counters already there: the key is `<name>:<account hash, 43 characters>` with perhaps `:<second subject>`.
  // The names are those of SIGN_IN_BACKOFF when this migration was written.
  for (const name of ['signin:acct-ip', 'signin:acct', 'signin:dev']) {
    await sql`update rate_limits set account = substr(key, ${sql.lit(name.length + 2)}, 43) where substr(key, 1, ${sql.lit(name.length + 1)}) = ${`${name}:`}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_limits_account_idx').execute();
  await db.schema.alterTable('rate_limits').dropColumn('account').execute();
}
