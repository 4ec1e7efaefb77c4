import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { publicBaseUrl } from '../email/links';
import { temporaryPasswordMail } from '../email/temporaryPasswordMail';

/** The translated refusal when a pupil's account is not this teacher's to act on. */
export const NOT_YOUR_PUPIL = { error: 'ueokonomi/not-your-pupil', messageKey: 'txt_error_not_your_pupil', field: 'userId' } as const;

/**
 * Whether a teacher may act on a pupil's account (a temporary password, letting the pupil in again): only the
 * teacher whose classes hold all of the pupil's class records, or the teacher of the class the pupil joined
 * first. Anyone can become a teacher and make a class, so having the pupil in a class of one's own is not
 * enough: a stranger whose code the pupil typed later gains nothing over the account. A record under a code
 * no class has counts as another teacher's, and a tie for the first join counts for nobody.
 */
export async function mayActOnPupil(db: Kysely<Database>, teacherId: string, pupilId: string): Promise<boolean> {
  const records = await db
    .selectFrom('progress')
    .leftJoin('classes', 'classes.code', 'progress.class_code')
    .select(['classes.teacher_id', 'progress.joined_at', 'progress.last_updated'])
    .where('progress.user_id', '=', pupilId)
    .execute();
  if (records.length === 0) return false;
  const joins = records.map((r) => ({ mine: r.teacher_id === teacherId, at: Number(r.joined_at ?? r.last_updated) }));
  if (joins.every((j) => j.mine)) return true;
  const first = Math.min(...joins.map((j) => j.at));
  return joins.filter((j) => j.at === first).every((j) => j.mine);
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
