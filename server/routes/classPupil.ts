import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * The id the teacher's class view gives a pupil's row: a keyed hash of the class code and the account id, so the
 * teacher's actions on the row (rename, temporary password, let in, take out) name the pupil without the browser
 * ever holding their account id or e-mail address. Stable while the server's signing secret is; it means nothing
 * outside this class, and cannot be turned back into the account.
 */
export function pupilIdOf(secret: Buffer, classCode: string, userId: string): string {
  return createHmac('sha256', secret).update(`class-pupil\u0000${classCode}\u0000${userId}`).digest('base64url').slice(0, 22);
}

/** The account behind a row's id among the class's pupils (teachers trying the class are not pupils), or undefined. */
export async function findClassPupil(app: FastifyInstance, classCode: string, pupilId: string): Promise<string | undefined> {
  const records = await app.pupilRecords(classCode);
  return records.find((record) => pupilIdOf(app.signingSecret, classCode, record.userId) === pupilId)?.userId;
}
