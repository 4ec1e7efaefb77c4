import { type Kysely, sql } from 'kysely';

// Answers saved per activity: each activity's version and edit time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('progress')
    .addColumn('versions', 'text', (c) => c.notNull().defaultTo(sql`'{}'`))
    .execute();
  await db.schema
    .alterTable('progress')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('progress').dropColumn('revision').execute();
  await db.schema.alterTable('progress').dropColumn('versions').execute();
}
