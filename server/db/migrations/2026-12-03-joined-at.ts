import { type Kysely, sql } from 'kysely';

/**
 * When a pupil joined each class (server/routes/pupilAuthority.ts). Records already there count as joined when last
 * saved, the nearest the database knows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('progress').addColumn('joined_at', 'bigint').execute();
  await sql`update progress set joined_at = last_updated`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('progress').dropColumn('joined_at').execute();
}
