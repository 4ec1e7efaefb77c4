import type { Kysely } from 'kysely';

/** The class's pace: `hold_*` is the activity the class waits at, `send_*` the last «send alle hit». */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('class_pace')
    .addColumn('class_code', 'text', (c) => c.primaryKey().references('classes.code').onDelete('cascade'))
    .addColumn('hold_okt', 'integer')
    .addColumn('hold_activity', 'text')
    .addColumn('send_okt', 'integer')
    .addColumn('send_activity', 'text')
    .addColumn('send_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_pace').execute();
}
