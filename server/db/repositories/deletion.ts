import type { Kysely } from 'kysely';
import type { Database } from '../database';

/**
 * Issue 17: every deletion of personal data in one place, each in one transaction, answering how many records it
 * removed (for the audit log; never what they held). Rows that hang off an account (sessions, reset codes, teacher
 * confirmations, save receipts) go with it by the foreign keys' ON DELETE CASCADE; answers hang off a class only by
 * its code, so they are deleted here by name, before a code can be given to a new class.
 */

type Db = Kysely<Database>;

async function deleteClassRows(trx: Db, codes: string[]): Promise<number> {
  if (codes.length === 0) return 0;
  const answers = await trx.deleteFrom('progress').where('class_code', 'in', codes).executeTakeFirst();
  await trx.deleteFrom('save_receipts').where('class_code', 'in', codes).execute();
  const classes = await trx.deleteFrom('classes').where('code', 'in', codes).executeTakeFirst();
  return Number(answers.numDeletedRows) + Number(classes.numDeletedRows);
}

/** A class now: its answers (every pupil's record under its code), its receipts, its open sessions and itself. */
export async function deleteClass(db: Db, classCode: string): Promise<number> {
  return db.transaction().execute((trx) => deleteClassRows(trx, [classCode]));
}

/** One pupil's record in one class, and its save receipts; the account stays. */
export async function removeFromClass(db: Db, classCode: string, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('progress').where('user_id', '=', userId).where('class_code', '=', classCode).executeTakeFirst();
    await trx.deleteFrom('save_receipts').where('user_id', '=', userId).where('class_code', '=', classCode).execute();
    return Number(removed.numDeletedRows);
  });
}

/**
 * An account and everything of it: its own class records, and for a teacher the classes they own with every
 * pupil's answers in them. Its sessions go with the row, so every device is signed out at once.
 */
export async function deleteAccount(db: Db, userId: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('classes').select('code').where('teacher_id', '=', userId).execute();
    const classRows = await deleteClassRows(
      trx,
      owned.map((c) => c.code),
    );
    const records = await trx.deleteFrom('progress').where('user_id', '=', userId).executeTakeFirst();
    const account = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
    return classRows + Number(records.numDeletedRows) + Number(account.numDeletedRows);
  });
}
