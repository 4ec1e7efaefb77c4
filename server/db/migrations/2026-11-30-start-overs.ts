import type { Kysely } from 'kysely';

// When a pupil last started over, so the teacher sees why their progress went back to nothing; deleted with the
// record or class in server/db/repositories/deletion.ts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('start_overs')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_code', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('start_overs_pk', ['user_id', 'class_code'])
    .execute();
  await db.schema.createIndex('start_overs_class_idx').on('start_overs').column('class_code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('start_overs').execute();
}
