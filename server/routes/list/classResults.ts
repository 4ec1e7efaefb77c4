import { z } from 'zod';
import { ClassCodeSchema } from '../../../src/contracts/auth';
import { type BoardActivityQuestions, type ClassBoard, ClassBoardSchema } from '../../../src/contracts/classResults';
import { type ClassResultsContent, classResults, MIN_GROUP } from '../../../src/domain/classResults';
import { classKnowledgeGain } from '../../../src/domain/knowledgeGain';
import type { Responses } from '../../../src/domain/okt';
import { norwegianYear, taxRulesFor } from '../../content/contentYear';
import type { Content } from '../../content/loadContent';
import { okData, type ZodApp } from '../responses';
import { TEACHER_FAILURES } from '../teacherClass';
import { asResponses } from './classProgress';
import { countQuestions, type QuestionSource, questionSources } from './questionResults';

/** Net pay is reckoned with the tax rules of the server's current year, as the pupils' own pages do. */
function resultsContent(content: Content, now: number): ClassResultsContent {
  const { okt1, okt2, okt3, okt5 } = content;
  return {
    jobs: okt1.no.jobs,
    taxRules: taxRulesFor(content.taxYears, norwegianYear(now)),
    categories: okt2.no.categories,
    unexpectedExpenses: okt2.no.unexpectedExpenses,
    creditItems: okt3.no.items,
    creditOffers: okt3.no.offers,
    insuranceProducts: okt5.no.products,
    scenarios: okt5.no.scenarios,
  };
}

/** A question fewer than MIN_GROUP pupils answered gives no counts and goes last in content order, so its place says nothing. */
function boardQuestions(sources: readonly QuestionSource[], pupils: readonly Responses[]): BoardActivityQuestions[] {
  return countQuestions(sources, pupils).map((activity, i) => {
    const order = sources[i]!.questions.map((question) => question.id);
    const counted = activity.questions.filter((q) => q.answered >= MIN_GROUP);
    const few = activity.questions.filter((q) => q.answered < MIN_GROUP).sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    return {
      activity: activity.activity,
      okt: activity.okt,
      questions: [
        ...counted.map(({ id, text, answered, right, mostChosenWrong }) => ({ id, text, answered, figures: { right, mostChosenWrong } })),
        ...few.map(({ id, text, answered }) => ({ id, text, answered, figures: null })),
      ],
    };
  });
}

function classBoard(content: Content, pupils: readonly Responses[], now: number): ClassBoard {
  return {
    ...classResults(pupils, resultsContent(content, now)),
    questions: boardQuestions(questionSources(content.okter, content.okt4), pupils),
    knowledge: classKnowledgeGain(content.knowledgeTest, pupils),
  };
}

/** GET /api/list/class/{classCode}/results (teacher, own class): counts, medians and sums only, for the board. */
export default async function classResultsRoutes(app: ZodApp) {
  app.get(
    '/api/list/class/:classCode/results',
    {
      config: { access: 'teacher', reach: [{ kind: 'teacherClass', in: 'path' }] },
      schema: { params: z.object({ classCode: ClassCodeSchema }), response: { 200: okData(ClassBoardSchema), ...TEACHER_FAILURES } },
    },
    async (request, reply) => {
      const { classCode } = request.params;
      // From the database, or in the Firebase profile from Firestore.
      const records = await app.pupilRecords(classCode);
      return { success: true as const, data: classBoard(app.content, records.map((record) => asResponses(record.responses)), app.now()) };
    },
  );
}
