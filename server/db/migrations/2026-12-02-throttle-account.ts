import { type Kysely, sql } from 'kysely';

/** Each sign-in throttle names its account's hash in an indexed column, so the teacher's list finds it without a scan. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('rate_limits').addColumn('account', 'text').execute();
  await db.schema.createIndex('rate_limits_account_idx').on('rate_limits').column('account').execute();
  // The key is `<name>:<account hash, 43 characters>` with perhaps `:<second subject>`.
  for (const name of ['signin:acct-ip', 'signin:acct', 'signin:dev']) {
    await sql`update rate_limits set account = substr(key, ${sql.lit(name.length + 2)}, 43) where substr(key, 1, ${sql.lit(name.length + 1)}) = ${`${name}:`}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_limits_account_idx').execute();
  await db.schema.alterTable('rate_limits').dropColumn('account').execute();
}
