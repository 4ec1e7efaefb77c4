import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ClassCodeSchema } from '../../../src/contracts/auth';
import { CLASS_CODE_ALPHABET, type ClassProgress, ClassProgressSchema } from '../../../src/contracts/admin';
import type { OktContent } from '../../../src/contracts/okt';
import { deriveSections, isActivityComplete, type Responses } from '../../../src/domain/okt';
import type { PupilRecord } from '../../db/repositories/classes';
import { currentUser } from '../../plugins/auth';
import { sendFailure } from '../../plugins/errors';
import { okData } from '../responses';
import { checkOwnClass, noStore, TEACHER_FAILURES } from '../teacherClass';

const PSEUDONYM_LENGTH = 4;

/**
 * "Elev " and four characters of the class-code alphabet, taken from SHA-256 of the class code, a NUL
 * and the pupil's user id. Stable: the same pupil has the same name in the class every time. Not
 * reversible: the user id is 20 random bytes the teacher never sees, and 4 characters (about 920 000
 * values) keep far too little of the hash to point back to one account. The same pupil has another
 * pseudonym in another class, so lists from two classes cannot be joined. Each character comes from
 * two bytes of the hash modulo 31, a bias below 0.05 %.
 */
export function pupilPseudonym(classCode: string, userId: string): string {
  const digest = createHash('sha256').update(`${classCode}\u0000${userId}`).digest();
  const chars = Array.from({ length: PSEUDONYM_LENGTH }, (_, i) => CLASS_CODE_ALPHABET[digest.readUInt16BE(i * 2) % CLASS_CODE_ALPHABET.length]);
  return `Elev ${chars.join('')}`;
}

/** Stored responses are a list when the record was created and an object after answers or start-over (spec §3). */
function asResponses(stored: unknown): Responses {
  return stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Responses) : {};
}

const collator = new Intl.Collator('nb', { numeric: true });

/**
 * Counts a class with the client's own rules (src/domain/okt.ts): a session is complete when its final
 * activity is, and started when any of its activities is. Answers leave only as these counts.
 * Two pupils whose pseudonyms clash (about 1 in 2000 for a class of 30) get "-2", "-3" in hash order,
 * so every row has its own name.
 */
export function countClassProgress(content: readonly OktContent[], classCode: string, records: readonly PupilRecord[], now: number): ClassProgress {
  const sessions = content.map((okt) => ({ okt: okt.id, started: 0, completed: 0 }));
  const named = records
    .map((record) => ({ record, hash: createHash('sha256').update(`${classCode}\u0000${record.userId}`).digest('hex') }))
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  const seen = new Map<string, number>();

  const perPupil = named.map(({ record }) => {
    const responses = asResponses(record.responses);
    const sections = deriveSections(content, responses, {}, false);
    sections.forEach((section, i) => {
      if (section.activities.some((activity) => isActivityComplete(activity, responses))) sessions[i]!.started += 1;
      if (section.isComplete) sessions[i]!.completed += 1;
    });
    const base = pupilPseudonym(classCode, record.userId);
    const clash = (seen.get(base) ?? 0) + 1;
    seen.set(base, clash);
    return {
      pseudonym: clash === 1 ? base : `${base}-${clash}`,
      completed: sections.filter((s) => s.isComplete).map((s) => s.id),
      lastUpdated: record.lastUpdated,
    };
  });

  return {
    classCode,
    pupils: records.length,
    sessions,
    perPupil: perPupil.sort((a, b) => collator.compare(a.pseudonym, b.pseudonym)),
    countedAt: now,
  };
}

/** GET /api/list/class/{classCode}/progress (bearer, teacher, own class only): counts and completion, never answers or e-mails. */
export const classProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/list/class/:classCode/progress',
    {
      onRequest: app.requireTeacher,
      schema: { params: z.object({ classCode: ClassCodeSchema }), response: { 200: okData(ClassProgressSchema), ...TEACHER_FAILURES } },
    },
    async (request, reply) => {
      noStore(reply);
      const { classCode } = request.params;
      const own = await checkOwnClass(app.db, currentUser(request).id, classCode);
      if (!own.ok) return sendFailure(reply, own.status, own.failure);
      // Activity codes and components are the same in both languages (checked when the content loads).
      // From the database, or in the Firebase profile from Firestore.
      const records = await app.pupilRecords(classCode);
      return { success: true as const, data: countClassProgress(app.content.okter.no, classCode, records, app.now()) };
    },
  );
};
