import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { publicBaseUrl, temporaryPasswordMail } from '../email/mails';

export const NOT_YOUR_PUPIL = { error: 'ueokonomi/not-your-pupil', messageKey: 'txt_error_not_your_pupil', field: 'userId' } as const;

/**
 * Only the teacher of all the pupil's classes, or of the class joined first, may act on the account: anyone can
 * make a class, so a stranger whose code the pupil typed later gains nothing. A tie for first counts for nobody.
 */
export async function mayActOnPupil(app: FastifyInstance, teacherId: string, pupilId: string): Promise<boolean> {
  const joins = await joinsOf(app, pupilId);
  if (joins.length === 0) return false;
  const mine = joins.map((j) => ({ mine: j.teacherId === teacherId, at: j.at }));
  if (mine.every((j) => j.mine)) return true;
  const first = Math.min(...mine.map((j) => j.at));
  return mine.filter((j) => j.at === first).every((j) => j.mine);
}

/** Firestore keeps no join time: a record's last save stands in for it there. */
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

/** Tells the pupil a teacher set a temporary password, so one who did not ask learns of it; Feide placeholders get nothing. */
export async function notifyTemporaryPassword(app: FastifyInstance, request: FastifyRequest, pupil: { email: string }, classCode: string): Promise<void> {
  if (pupil.email.endsWith('.invalid')) return;
  const klass = await app.db.selectFrom('classes').select('name').where('code', '=', classCode).executeTakeFirst();
  const mail = temporaryPasswordMail(pupil.email, publicBaseUrl(app, request), { name: klass?.name ?? classCode, code: classCode });
  app.background.run('temporary password notice', () => app.mailer.send(mail));
}
