import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-21-initial';

// Listed in code, not read from disk, so the bundled server carries its migrations with it.
const migrations: Record<string, Migration> = {
  '2026-11-21-initial': initial,
};

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Databasemigrering feilet${failed ? ` i ${failed.migrationName}` : ''}`, { cause: error });
  }
}
