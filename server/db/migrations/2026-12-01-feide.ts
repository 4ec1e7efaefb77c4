import type { Kysely } from 'kysely';

// Sign-in with Feide: an account is found by the provider's subject, never by e-mail, and a sign-in under way is
// kept here so any instance can finish it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feide_identities')
    .addColumn('subject', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id').onDelete('cascade'))
    // What the account was made as; a pupil's account never becomes a teacher's.
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('feide_logins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('class_code', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set by the callback: the outcome (JSON) the browser collects once.
    .addColumn('outcome', 'text')
    .execute();
  await db.schema.createIndex('feide_logins_created_idx').on('feide_logins').column('created_at').execute();

  await db.schema.alterTable('classes').addColumn('feide_group', 'text').execute();
  await db.schema.createIndex('classes_feide_group_idx').on('classes').column('feide_group').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('classes_feide_group_idx').execute();
  await db.schema.alterTable('classes').dropColumn('feide_group').execute();
  await db.schema.dropTable('feide_logins').execute();
  await db.schema.dropTable('feide_identities').execute();
}
