import { type Kysely, sql } from 'kysely';

// Portable column types only (text, integer, bigint) so SQLite and PostgreSQL run the same migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('has_teacher_access', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('fylke_id', 'text')
    .addColumn('fylke_email', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('classes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('teacher_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('school', 'text')
    .addColumn('school_year', 'text')
    .addColumn('archived', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classes_teacher_idx').on('classes').column('teacher_id').execute();

  await db.schema
    .createTable('class_sections')
    .addColumn('class_code', 'text', (c) => c.notNull().references('classes.code').onDelete('cascade'))
    .addColumn('okt_number', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_sections_pk', ['class_code', 'okt_number'])
    .execute();

  await db.schema
    .createTable('progress')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('class_code', 'text', (c) => c.notNull())
    .addColumn('responses', 'text', (c) => c.notNull().defaultTo(sql`'[]'`))
    .addColumn('last_updated', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('progress_pk', ['user_id', 'class_code'])
    .execute();
  await db.schema.createIndex('progress_latest_idx').on('progress').columns(['user_id', 'last_updated']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['progress', 'class_sections', 'classes', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
