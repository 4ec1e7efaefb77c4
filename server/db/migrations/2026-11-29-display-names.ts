import type { Kysely } from 'kysely';

// A name a pupil chooses, shown only to the teacher of that class; deleted with the record or class in
// server/db/repositories/deletion.ts. Starting over keeps it (it is not an answer).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('display_names')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_code', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('display_names_pk', ['class_code', 'user_id'])
    .execute();
  // The primary key starts with class_code, so it serves listing a class.
  await db.schema.createIndex('display_names_user_idx').on('display_names').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('display_names').execute();
}
