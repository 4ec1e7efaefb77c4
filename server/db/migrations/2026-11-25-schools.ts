import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schools')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    // Lower case, single spaces: "Åsen skole" and "åsen  Skole" are one school.
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('fylke_id', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Two teachers adding the same school at once get one row.
  await db.schema.createIndex('schools_fylke_name_idx').on('schools').columns(['fylke_id', 'name_key']).unique().execute();

  await db.schema.createIndex('classes_teacher_created_idx').on('classes').columns(['teacher_id', 'created_at']).execute();
  await db.schema.createIndex('progress_class_idx').on('progress').column('class_code').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('progress_class_idx').execute();
  await db.schema.dropIndex('classes_teacher_created_idx').execute();
  await db.schema.dropTable('schools').execute();
}
