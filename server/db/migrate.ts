import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/2026-11-21-initial';
import * as auth from './migrations/2026-11-22-auth';
import * as saveReceipts from './migrations/2026-11-24-save-receipts';
import * as schools from './migrations/2026-11-25-schools';
import * as answerVersions from './migrations/2026-11-26-answer-versions';
import * as teacherVerification from './migrations/2026-11-27-teacher-verification';
import * as sessions from './migrations/2026-11-27-sessions';
import * as retention from './migrations/2026-11-28-retention';
import * as displayNames from './migrations/2026-11-29-display-names';
import * as startOvers from './migrations/2026-11-30-start-overs';
import * as feide from './migrations/2026-12-01-feide';
import * as throttleAccount from './migrations/2026-12-02-throttle-account';
import * as joinedAt from './migrations/2026-12-03-joined-at';
import * as classPace from './migrations/2026-12-06-class-pace';

// Listed in code, not read from disk, so the bundled server carries its migrations with it.
const migrations: Record<string, Migration> = {
  '2026-11-21-initial': initial,
  '2026-11-22-auth': auth,
  '2026-11-24-save-receipts': saveReceipts,
  '2026-11-25-schools': schools,
  '2026-11-26-answer-versions': answerVersions,
  '2026-11-27-teacher-verification': teacherVerification,
  '2026-11-27-sessions': sessions,
  '2026-11-28-retention': retention,
  '2026-11-29-display-names': displayNames,
  '2026-11-30-start-overs': startOvers,
  '2026-12-01-feide': feide,
  '2026-12-02-throttle-account': throttleAccount,
  '2026-12-03-joined-at': joinedAt,
  '2026-12-06-class-pace': classPace,
};

/** `schema`: with a search_path of its own, Kysely may otherwise find another schema's migration tables. */
export async function migrateToLatest(db: Kysely<unknown>, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Databasemigrering feilet${failed ? ` i ${failed.migrationName}` : ''}`, { cause: error });
  }
}
