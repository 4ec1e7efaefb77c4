import { z } from 'zod';
import { ClassCodeSchema } from '../../../src/contracts/auth';
import { type ActivityState, type ClassProgress, ClassProgressSchema } from '../../../src/contracts/admin';
import type { OktContent } from '../../../src/contracts/okt';
import type { KnowledgeTest } from '../../../src/contracts/knowledgeTest';
import type { Lang } from '../../../src/contracts/lang';
import { classKnowledgeGain } from '../../../src/domain/knowledgeGain';
import { type ClassAccess, deriveSections, isActivityComplete, type Responses } from '../../../src/domain/okt';
import { findClassAccess, type PupilRecord } from '../../db/repositories/classes';
import { listDisplayNames } from '../../db/repositories/displayNames';
import { listStartOvers } from '../../db/repositories/startOvers';
import { pseudonymsInClass } from './pupilPseudonym';
import { pupilIdOf } from '../classPupil';
import { okData, type ZodApp } from '../responses';
import { TEACHER_FAILURES } from '../teacherClass';
import { countQuestions, type QuestionSource, questionSources } from './questionResults';

/** Stored responses are a list when the record was created and an object after answers or start-over (spec §3). */
export function asResponses(stored: unknown): Responses {
  return stored !== null && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Responses) : {};
}

const collator = new Intl.Collator('nb', { numeric: true });

/** A value the pupil has put something in, complete or not (a fresh record holds '' or nothing). */
function hasContent(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}

/** When each activity the pupil has an answer in was last saved; cleared activities are left out. */
function savedAtOf(savedAt: Readonly<Record<string, number>> | undefined, responses: Responses): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [code, at] of Object.entries(savedAt ?? {})) if (hasContent(responses[code])) out[code] = at;
  return out;
}

/** What the class view adds to the counts; each part is empty when not given. */
export interface ClassExtras {
  displayNames?: ReadonlyMap<string, string>;
  startOvers?: ReadonlyMap<string, number>;
  /** The sessions the teacher has opened for the whole class (spec §4). */
  classAccess?: ClassAccess;
  questions?: readonly QuestionSource[];
  /** Each row's id in the class (server/routes/classPupil.ts). */
  pupilId?: (userId: string) => string;
  knowledgeTest?: Record<Lang, KnowledgeTest>;
}

/** Counts a class with the client's own rules (src/domain/okt.ts); answers leave only as these counts. */
export function countClassProgress(content: readonly OktContent[], classCode: string, records: readonly PupilRecord[], now: number, extras: ClassExtras = {}): ClassProgress {
  const sessions = content.map((okt) => ({ okt: okt.id, started: 0, completed: 0, open: 0 }));
  const pseudonyms = pseudonymsInClass(classCode, records.map((record) => record.userId));
  const allResponses: Responses[] = [];

  const perPupil = records.map((record) => {
    const responses = asResponses(record.responses);
    allResponses.push(responses);
    const sections = deriveSections(content, responses, extras.classAccess ?? {}, false);
    const activities: Record<string, ActivityState> = {};
    sections.forEach((section, i) => {
      if (section.activities.some((activity) => isActivityComplete(activity, responses))) sessions[i]!.started += 1;
      if (section.isComplete) sessions[i]!.completed += 1;
      if (section.hasAccess) sessions[i]!.open += 1;
      for (const activity of section.activities) {
        if (isActivityComplete(activity, responses)) activities[activity.activity_code] = 'done';
        else if (hasContent(responses[activity.activity_code])) activities[activity.activity_code] = 'started';
      }
    });
    return {
      pupilId: extras.pupilId?.(record.userId) ?? '',
      pseudonym: pseudonyms.get(record.userId)!,
      displayName: extras.displayNames?.get(record.userId) ?? null,
      completed: sections.filter((s) => s.isComplete).map((s) => s.id),
      activities,
      lastUpdated: record.lastUpdated,
      startedOverAt: extras.startOvers?.get(record.userId) ?? null,
      savedAt: savedAtOf(record.savedAt, responses),
    };
  });

  return {
    classCode,
    pupils: records.length,
    sessions,
    // By the name the teacher reads: the chosen name, else the pseudonym.
    perPupil: perPupil.sort((a, b) => collator.compare(a.displayName ?? a.pseudonym, b.displayName ?? b.pseudonym) || collator.compare(a.pseudonym, b.pseudonym)),
    questions: countQuestions(extras.questions ?? [], allResponses),
    ...(extras.knowledgeTest ? { knowledge: classKnowledgeGain(extras.knowledgeTest, allResponses) } : {}),
    countedAt: now,
  };
}

/** GET /api/list/class/{classCode}/progress (teacher, own class): counts and completion, never answers or e-mails. */
export default async function classProgressRoutes(app: ZodApp) {
  app.get(
    '/api/list/class/:classCode/progress',
    {
      config: { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'path' }] },
      schema: { params: z.object({ classCode: ClassCodeSchema }), response: { 200: okData(ClassProgressSchema), ...TEACHER_FAILURES } },
    },
    async (request, reply) => {
      const { classCode } = request.params;
      // From the database, or in the Firebase profile from Firestore.
      const records = await app.pupilRecords(classCode);
      const [displayNames, startOvers, classAccess] = await Promise.all([listDisplayNames(app.db, classCode), listStartOvers(app.db, classCode), findClassAccess(app.db, classCode)]);
      const questions = questionSources(app.content.okter, app.content.okt4);
      return { success: true as const, data: countClassProgress(app.content.okter.no, classCode, records, app.now(), {
          displayNames,
          startOvers,
          classAccess,
          questions,
          pupilId: (userId) => pupilIdOf(app.signingSecret, classCode, userId),
          knowledgeTest: app.content.knowledgeTest,
        }) };
    },
  );
}
