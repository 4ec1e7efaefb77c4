import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { issueSession } from '../../auth/credentials';
import type { Database } from '../../db/database';
import { findUserById } from '../../db/repositories/users';
import { bearer, recordingMailer, type TestApp, testClock } from '../../test/authHelpers';
import { buildTestApp, testConfig } from '../../test/testApp';
import { purge } from '../purge';

/** Rows made straight in the database for the retention tests, with the times a test needs. */

export async function retentionApp(env: Record<string, string> = {}) {
  const clock = testClock();
  const { mailer, sent } = recordingMailer();
  const app = await buildTestApp({ config: { ...testConfig({ PUBLIC_URL: 'https://okonomi.test', ...env }), seedDemo: false }, now: clock.now, mailer });
  return { app, clock, mailer, sent };
}

/** A retention app and `run`, the purge at the app's clock's time with its own rules. */
export async function purgeApp() {
  const made = await retentionApp();
  const run = () => purge(made.app.db, { rules: made.app.config.retention, now: made.clock.now(), mailer: made.mailer, baseUrl: 'https://okonomi.test' });
  return { ...made, run };
}

export interface Person {
  id: string;
  email: string;
}

export async function insertUser(db: Kysely<Database>, options: { teacher?: boolean; activeAt: number; warnedAt?: number }): Promise<Person> {
  const id = randomBytes(15).toString('base64url');
  const email = `${options.teacher ? 'laerer' : 'elev'}-${randomBytes(4).toString('hex')}@skole.no`;
  await db
    .insertInto('users')
    .values({
      id,
      email,
      password_hash: 'ingen-innlogging',
      has_teacher_access: options.teacher ? 1 : 0,
      created_at: options.activeAt,
      updated_at: options.activeAt,
      last_active_at: options.activeAt,
      retention_warned_at: options.warnedAt ?? null,
    })
    .execute();
  return { id, email };
}

export async function insertClass(db: Kysely<Database>, code: string, teacherId: string, createdAt: number, archivedAt?: number | null): Promise<void> {
  const archived = archivedAt !== undefined;
  await db
    .insertInto('classes')
    .values({ code, teacher_id: teacherId, name: `Klasse ${code}`, school: null, school_year: null, created_at: createdAt, archived: archived ? 1 : 0, archived_at: archivedAt ?? null })
    .execute();
}

/** The answer text every record holds, so a test can look for it in the audit log. */
export const ANSWER = 'mitt hemmelige budsjettsvar';

export async function insertRecord(db: Kysely<Database>, userId: string, classCode: string, lastUpdated: number): Promise<void> {
  await db.insertInto('progress').values({ user_id: userId, class_code: classCode, responses: JSON.stringify({ o1_budget: ANSWER }), last_updated: lastUpdated }).execute();
}

export async function recordExists(db: Kysely<Database>, userId: string, classCode: string): Promise<boolean> {
  return (await db.selectFrom('progress').select('user_id').where('user_id', '=', userId).where('class_code', '=', classCode).executeTakeFirst()) !== undefined;
}

export async function userExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await findUserById(db, userId)) !== undefined;
}

export async function classExists(db: Kysely<Database>, code: string): Promise<boolean> {
  return (await db.selectFrom('classes').select('code').where('code', '=', code).executeTakeFirst()) !== undefined;
}

/** The account is used again: a fresh token and a request with it, which marks the account active as every request does. */
export async function comeBack(app: TestApp, userId: string): Promise<void> {
  const user = await findUserById(app.db, userId);
  if (!user) throw new Error(`${userId} finnes ikke`);
  const { idToken } = await issueSession(app, user);
  const res = await app.inject({ url: `/api/store/users/${userId}`, headers: bearer(idToken) });
  if (res.statusCode !== 200) throw new Error(`request as ${userId} failed: ${res.statusCode} ${res.body}`);
}

async function tableNames(db: Kysely<Database>): Promise<string[]> {
  const query =
    process.env.TEST_DB === 'postgres'
      ? sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`;
  return (await query.execute(db)).rows.map((r) => r.name).sort();
}

/** Every row of every table, as text: for finding a person anywhere, or seeing that nothing changed. */
export async function dumpTables(db: Kysely<Database>): Promise<Record<string, string[]>> {
  const dump: Record<string, string[]> = {};
  for (const name of await tableNames(db)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    dump[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return dump;
}

/** The tables that hold a row with any of the strings. */
export async function tablesHolding(db: Kysely<Database>, needles: string[]): Promise<string[]> {
  const dump = await dumpTables(db);
  return Object.keys(dump).filter((name) => dump[name]!.some((row) => needles.some((needle) => row.includes(needle))));
}
