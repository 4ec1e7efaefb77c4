import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { publicBaseUrl, temporaryPasswordMail } from '../email/mails';

/** The translated refusal when a pupil's account is not this teacher's to act on. */
export const NOT_YOUR_PUPIL = { error: 'ueokonomi/not-your-pupil', messageKey: 'txt_error_not_your_pupil', field: 'userId' } as const;

/**
 * Whether a teacher may act on a pupil's account (a temporary password, letting the pupil in again): only the
 * teacher whose classes hold all of the pupil's class records, or the teacher of the class the pupil joined
 * first. Anyone can become a teacher and make a class, so having the pupil in a class of one's own is not
 * enough: a stranger whose code the pupil typed later gains nothing over the account. A record under a code
 * no class has counts as another teacher's, and a tie for the first join counts for nobody.
 */
export async function mayActOnPupil(app: FastifyInstance, teacherId: string, pupilId: string): Promise<boolean> {
  const joins = await joinsOf(app, pupilId);
  if (joins.length === 0) return false;
  const mine = joins.map((j) => ({ mine: j.teacherId === teacherId, at: j.at }));
  if (mine.every((j) => j.mine)) return true;
  const first = Math.min(...mine.map((j) => j.at));
  return mine.filter((j) => j.at === first).every((j) => j.mine);
}

/**
 * Each of the pupil's class records with the teacher of its class and when the pupil joined it, in whichever store
 * the profile keeps the answers. Firestore keeps no join time: a record's last save stands in for it there.
 */
async function joinsOf(app: FastifyInstance, pupilId: string): Promise<{ teacherId: string | null; at: number }[]> {
  if (app.firebase) {
    const records = await app.firebase.listUserRecords(pupilId);
    const owners = await teachersOf(app.db, records.map((r) => r.classCode));
    return records.map((r) => ({ teacherId: owners.get(r.classCode) ?? null, at: r.lastUpdated }));
  }
  const rows = await app.db
    .selectFrom('progress')
    .leftJoin('classes', 'classes.code', 'progress.class_code')
    .select(['classes.teacher_id', 'progress.joined_at', 'progress.last_updated'])
    .where('progress.user_id', '=', pupilId)
    .execute();
  return rows.map((r) => ({ teacherId: r.teacher_id, at: Number(r.joined_at ?? r.last_updated) }));
}

async function teachersOf(db: Kysely<Database>, codes: string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.selectFrom('classes').select(['code', 'teacher_id']).where('code', 'in', codes).execute();
  return new Map(rows.map((r) => [r.code, r.teacher_id]));
}

/**
 * E-mails the pupil that a teacher set a temporary password (after the reply, as the other e-mails), naming the
 * class it was set from, so a pupil who did not ask learns of it. A Feide account's placeholder address gets nothing.
 */
export async function notifyTemporaryPassword(app: FastifyInstance, request: FastifyRequest, pupil: { email: string }, classCode: string): Promise<void> {
  if (pupil.email.endsWith('.invalid')) return;
  const klass = await app.db.selectFrom('classes').select('name').where('code', '=', classCode).executeTakeFirst();
  const mail = temporaryPasswordMail(pupil.email, publicBaseUrl(app, request), { name: klass?.name ?? classCode, code: classCode });
  app.background.run('temporary password notice', () => app.mailer.send(mail));
}
