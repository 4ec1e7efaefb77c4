import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../database';

/**
 * Every deletion of personal data, each in one transaction, answering how many records it removed. An account's rows
 * go by ON DELETE CASCADE; answers hang off a class only by its code, so they are deleted here before it is reused.
 *
 * Each transaction starts with a write: on SQLite one that reads first fails (SQLITE_BUSY_SNAPSHOT) when another
 * process, such as `npm run purge`, wrote in between.
 */

type Db = Kysely<Database>;
type ClassCodes = readonly string[] | SelectQueryBuilder<Database, 'classes', { code: string }>;

export interface RecordKey {
  userId: string;
  classCode: string;
}

async function deleteClassRows(trx: Db, codes: ClassCodes): Promise<{ classes: number; answers: number }> {
  if (Array.isArray(codes) && codes.length === 0) return { classes: 0, answers: 0 };
  const answers = await trx.deleteFrom('progress').where('class_code', 'in', codes).executeTakeFirst();
  await trx.deleteFrom('save_receipts').where('class_code', 'in', codes).execute();
  await trx.deleteFrom('start_overs').where('class_code', 'in', codes).execute();
  await trx.deleteFrom('display_names').where('class_code', 'in', codes).execute();
  const classes = await trx.deleteFrom('classes').where('code', 'in', codes).executeTakeFirst();
  return { classes: Number(classes.numDeletedRows), answers: Number(answers.numDeletedRows) };
}

/** Classes with every pupil's record under their codes. */
export async function deleteClasses(db: Db, classCodes: readonly string[]): Promise<{ classes: number; records: number }> {
  if (classCodes.length === 0) return { classes: 0, records: 0 };
  const { classes, answers } = await db.transaction().execute((trx) => deleteClassRows(trx, classCodes));
  return { classes, records: classes + answers };
}

/** `(user_id, class_code) in (values …)`: a list of row values, which SQLite takes only as a subquery. */
function keyIn(keys: readonly RecordKey[]) {
  const pairs = sql.join(keys.map((k) => sql`(${k.userId}, ${k.classCode})`));
  return sql<boolean>`(${sql.ref('user_id')}, ${sql.ref('class_code')}) in (values ${pairs})`;
}

/** Class records, not the accounts. `updatedBefore` spares a record saved since the retention job picked it. */
export async function removeRecords(db: Db, keys: readonly RecordKey[], options: { updatedBefore?: number } = {}): Promise<number> {
  if (keys.length === 0) return 0;
  return db.transaction().execute(async (trx) => {
    let removing = trx.deleteFrom('progress').where(keyIn(keys));
    if (options.updatedBefore !== undefined) removing = removing.where('last_updated', '<', options.updatedBefore);
    const removed = await removing.returning(['user_id', 'class_code']).execute();
    // By the keys themselves without `updatedBefore`: in the Firebase profile the record was never in this database.
    const noted = options.updatedBefore === undefined ? keys : removed.map((r) => ({ userId: r.user_id, classCode: r.class_code }));
    if (noted.length > 0) await trx.deleteFrom('start_overs').where(keyIn(noted)).execute();
    if (noted.length > 0) await trx.deleteFrom('display_names').where(keyIn(noted)).execute();
    if (removed.length > 0) {
      await trx
        .deleteFrom('save_receipts')
        .where(keyIn(removed.map((r) => ({ userId: r.user_id, classCode: r.class_code }))))
        .execute();
    }
    return removed.length;
  });
}

/** Accounts with their records and, for a teacher, their classes; every device is signed out at once. */
export async function deleteAccounts(db: Db, userIds: readonly string[]): Promise<{ accounts: number; records: number }> {
  if (userIds.length === 0) return { accounts: 0, records: 0 };
  return db.transaction().execute(async (trx) => {
    const owned = trx.selectFrom('classes').select('code').where('teacher_id', 'in', userIds);
    const { classes, answers } = await deleteClassRows(trx, owned);
    const records = await trx.deleteFrom('progress').where('user_id', 'in', userIds).executeTakeFirst();
    const accounts = Number((await trx.deleteFrom('users').where('id', 'in', userIds).executeTakeFirst()).numDeletedRows);
    return { accounts, records: classes + answers + Number(records.numDeletedRows) + accounts };
  });
}
