import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * A row's id in the teacher's class view: a keyed hash, so the teacher's actions name the pupil without the browser
 * ever holding their account id or e-mail address. Means nothing outside this class.
 */
export function pupilIdOf(secret: Buffer, classCode: string, userId: string): string {
  return createHmac('sha256', secret).update(`class-pupil\u0000${classCode}\u0000${userId}`).digest('base64url').slice(0, 22);
}

/** The account behind a row's id among the class's pupils. */
export async function findClassPupil(app: FastifyInstance, classCode: string, pupilId: string): Promise<string | undefined> {
  const records = await app.pupilRecords(classCode);
  return records.find((record) => pupilIdOf(app.signingSecret, classCode, record.userId) === pupilId)?.userId;
}
