import { type Kysely, sql } from 'kysely';

// Verified teachers, their confirmation links, and schools other teachers see only once approved.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('teacher_accounts')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    // 'unconfirmed' | 'confirmed' | 'approved' | 'refused'.
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('approved'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // Teachers who were there before count as confirmed and approved.
  await sql`insert into teacher_accounts (user_id, status, created_at, updated_at)
    select id, 'approved', created_at, updated_at from users where has_teacher_access = 1`.execute(db);

  await db.schema
    .createTable('teacher_confirmations')
    // The database never holds a usable link.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('teacher_confirmations_user_idx').on('teacher_confirmations').columns(['user_id', 'created_at']).execute();

  await db.schema
    .alterTable('schools')
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // A teacher's schools of the last day are counted on every add.
  await db.schema.createIndex('schools_created_by_idx').on('schools').columns(['created_by', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('schools_created_by_idx').execute();
  await db.schema.alterTable('schools').dropColumn('approved').execute();
  await db.schema.dropTable('teacher_confirmations').execute();
  await db.schema.dropTable('teacher_accounts').execute();
}
