import { z } from 'zod';
import { ClassCodeSchema } from '../../../src/contracts/auth';
import { classExportFileName } from '../../../src/contracts/classExport';
import { LangSchema } from '../../../src/contracts/content';
import type { Lang } from '../../../src/contracts/lang';
import { KNOWLEDGE_AFTER, KNOWLEDGE_BEFORE, type KnowledgeTest } from '../../../src/contracts/knowledgeTest';
import type { OktContent } from '../../../src/contracts/okt';
import { testScore } from '../../../src/domain/knowledgeTest';
import type { PupilRecord } from '../../db/repositories/classes';
import { listDisplayNames } from '../../db/repositories/displayNames';
import { TEACHER_FAILURES } from '../teacherClass';
import { asResponses, countClassProgress } from './classProgress';
import { countQuestions, type QuestionSource, questionSources } from './questionResults';
import type { ZodApp } from '../responses';

/** The header row's words per language; the counts of activities per session are filled in. */
const HEADERS: Record<Lang, { name: string; code: string; okt: (okt: number, total: number) => string; right: string; answered: string; before: (total: number) => string; after: (total: number) => string }> = {
  no: {
    name: 'Navn',
    code: 'Kode',
    okt: (okt, total) => `Økt ${okt}: aktiviteter ferdig (av ${total})`,
    right: 'Quiz, første forsøk: riktige',
    answered: 'Quiz, første forsøk: besvart',
    before: (total) => `Kunnskapstest før økt 1: riktige (av ${total})`,
    after: (total) => `Kunnskapstest etter økt 5: riktige (av ${total})`,
  },
  nn: {
    name: 'Namn',
    code: 'Kode',
    okt: (okt, total) => `Økt ${okt}: aktivitetar ferdige (av ${total})`,
    right: 'Quiz, første forsøk: rette',
    answered: 'Quiz, første forsøk: svara',
    before: (total) => `Kunnskapstest før økt 1: rette (av ${total})`,
    after: (total) => `Kunnskapstest etter økt 5: rette (av ${total})`,
  },
};


/** A cell a spreadsheet would read as a formula (or a sheet's DDE call) when opened. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[;"\r\n]/;

/** Pupils choose their names, so a formula-like cell gets a leading ' (OWASP, CSV injection). */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as Norwegian Excel opens them by a double click: UTF-8 with a BOM, `;` between cells, CRLF after each row. */
export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(';')}\r\n`).join('')}`;
}

/** The class's rows for the file, in the class view's order. */
export function classExportRows(
  content: readonly OktContent[],
  classCode: string,
  records: readonly PupilRecord[],
  quiz: readonly QuestionSource[],
  test: KnowledgeTest,
  displayNames: ReadonlyMap<string, string>,
  lang: Lang,
): (string | number)[][] {
  const byUser = new Map(records.map((record) => [record.userId, record]));
  // The row id is the user id here, so each row finds its record again; it never leaves this function.
  const { perPupil } = countClassProgress(content, classCode, records, 0, { displayNames, pupilId: (userId) => userId });
  const words = HEADERS[lang];
  const total = test.items.length;
  const header = [words.name, words.code, ...content.map((okt) => words.okt(okt.id, okt.activities.length)), words.right, words.answered, words.before(total), words.after(total)];
  const rows = perPupil.map((pupil) => {
    const responses = asResponses(byUser.get(pupil.pupilId)?.responses);
    const firstTries = countQuestions(quiz, [responses]).flatMap((activity) => activity.questions);
    return [
      pupil.displayName ?? pupil.pseudonym,
      pupil.pseudonym,
      ...content.map((okt) => okt.activities.filter((activity) => pupil.activities[activity.activity_code] === 'done').length),
      firstTries.reduce((sum, q) => sum + q.right, 0),
      firstTries.reduce((sum, q) => sum + q.answered, 0),
      testScore(test, responses[KNOWLEDGE_BEFORE.code]) ?? '',
      testScore(test, responses[KNOWLEDGE_AFTER.code]) ?? '',
    ];
  });
  return [header, ...rows];
}

/** GET /api/list/class/{classCode}/progress.csv (teacher, own class): names and counts, never answers (docs/decisions/class-view.md). */
export default async function classExportRoutes(app: ZodApp) {
  app.get(
    '/api/list/class/:classCode/progress.csv',
    {
      config: { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'path' }] },
      schema: {
        params: z.object({ classCode: ClassCodeSchema }),
        querystring: z.strictObject({ lang: LangSchema.default('no') }),
        // A reply whose type is not JSON is sent as it is, never through a serializer.
        response: { 200: z.string(), ...TEACHER_FAILURES },
      },
    },
    async (request, reply) => {
      const { classCode } = request.params;
      const { lang } = request.query;
      // From the database, or in the Firebase profile from Firestore.
      const [records, displayNames] = await Promise.all([app.pupilRecords(classCode), listDisplayNames(app.db, classCode)]);
      // Only the quiz: its answers cannot be changed, so they are first tries; a check question's can.
      const quiz = questionSources(app.content.okter, app.content.okt4).filter((source) => source.kind === 'quiz');
      const csv = toCsv(classExportRows(app.content.okter[lang], classCode, records, quiz, app.content.knowledgeTest[lang], displayNames, lang));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${classExportFileName(classCode, lang)}"`)
        .send(csv);
    },
  );
}
