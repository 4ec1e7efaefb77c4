import { type Kysely, sql } from 'kysely';

// What the retention rules need, and a lock per job so that of several instances only one purges at a time.
export async function up(db: Kysely<unknown>): Promise<void> {
  const now = Date.now();
  await db.schema.alterTable('users').addColumn('last_active_at', 'bigint').execute();
  await sql`update users set last_active_at = updated_at`.execute(db);
  await db.schema.alterTable('users').addColumn('retention_warned_at', 'bigint').execute();
  await db.schema.createIndex('users_last_active_idx').on('users').column('last_active_at').execute();

  await db.schema.alterTable('classes').addColumn('archived_at', 'bigint').execute();
  await sql`update classes set archived_at = ${now} where archived = 1`.execute(db);

  await db.schema.createIndex('progress_last_updated_idx').on('progress').column('last_updated').execute();
  // Deleting an account deletes its save receipts.
  await db.schema.createIndex('save_receipts_user_idx').on('save_receipts').column('user_id').execute();

  await db.schema.alterTable('audit_log').addColumn('records', 'integer').execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();

  await db.schema
    .createTable('job_locks')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('last_run_at', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_locks').execute();
  await db.schema.dropIndex('audit_log_at_idx').execute();
  await db.schema.alterTable('audit_log').dropColumn('records').execute();
  await db.schema.dropIndex('save_receipts_user_idx').execute();
  await db.schema.dropIndex('progress_last_updated_idx').execute();
  await db.schema.alterTable('classes').dropColumn('archived_at').execute();
  await db.schema.dropIndex('users_last_active_idx').execute();
  await db.schema.alterTable('users').dropColumn('retention_warned_at').execute();
  await db.schema.alterTable('users').dropColumn('last_active_at').execute();
}
