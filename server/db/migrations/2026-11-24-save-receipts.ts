import type { Kysely } from 'kysely';

// A receipt per applied save, so a save retried after a lost reply is applied once, on any instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('save_receipts')
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_code', 'text', (c) => c.notNull())
    .addColumn('last_updated', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Keys are scoped to their user: another user's key can neither collide with nor reveal this one.
    .addPrimaryKeyConstraint('save_receipts_pk', ['idempotency_key', 'user_id'])
    .execute();
  await db.schema.createIndex('save_receipts_created_idx').on('save_receipts').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('save_receipts').execute();
}
