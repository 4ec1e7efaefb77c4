import type { ActivityQuestions, QuestionResult } from '../../../src/contracts/admin';
import type { Lang } from '../../../src/contracts/lang';
import type { OktContent } from '../../../src/contracts/okt';
import type { Quiz } from '../../../src/contracts/quiz';
import type { Responses } from '../../../src/domain/okt';

interface SourceQuestion {
  id: string;
  text: Record<Lang, string>;
  options: { id: string; correct: boolean; text: Record<Lang, string> }[];
}

type ContentOption = { id: string; correct: boolean; text: string };

/** nn matched by id (ids are the same in both languages). */
const bothLanguages = (no: readonly ContentOption[], nn: readonly ContentOption[] | undefined) =>
  no.map((o) => ({ id: o.id, correct: o.correct, text: { no: o.text, nn: nn?.find((n) => n.id === o.id)?.text ?? o.text } }));

/** A quiz or check question, read from the content so an answer is judged by the content's right option, not the client's. */
export interface QuestionSource {
  activity: string;
  okt: number;
  kind: 'quiz' | 'check';
  questions: SourceQuestion[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The quiz and every activity with a check question, in the content's order. */
export function questionSources(okter: Record<Lang, readonly OktContent[]>, quiz: Record<Lang, Quiz>): QuestionSource[] {
  const questionOf = (lang: Lang, okt: number, code: string) => okter[lang].find((o) => o.id === okt)?.activities.find((a) => a.activity_code === code)?.question;
  return okter.no.flatMap((okt) =>
    okt.activities.flatMap((activity): QuestionSource[] => {
      if (activity.component === 'quiz') {
        return [
          {
            activity: activity.activity_code,
            okt: okt.id,
            kind: 'quiz',
            questions: quiz.no.questions.map((q, i) => ({
              id: q.id,
              text: { no: q.text, nn: quiz.nn.questions[i]?.text ?? q.text },
              options: bothLanguages(q.options, quiz.nn.questions[i]?.options),
            })),
          },
        ];
      }
      const question = activity.question;
      if (!question) return [];
      const nn = questionOf('nn', okt.id, activity.activity_code);
      const text = { no: question.text, nn: nn?.text ?? question.text };
      return [{ activity: activity.activity_code, okt: okt.id, kind: 'check', questions: [{ id: question.id, text, options: bothLanguages(question.options, nn?.options) }] }];
    }),
  );
}

function chosenOption(source: QuestionSource, question: SourceQuestion, stored: unknown) {
  if (!isObject(stored)) return undefined;
  const choice = source.kind === 'quiz' ? stored[question.id] : stored.choice;
  return question.options.find((o) => o.id === choice);
}

/** The wrong option chosen most often (the content's order breaks a tie), or null when nobody chose a wrong one. */
function mostChosenWrong(question: SourceQuestion, wrongCounts: ReadonlyMap<string, number>): QuestionResult['mostChosenWrong'] {
  let most: QuestionResult['mostChosenWrong'] = null;
  for (const option of question.options) {
    const count = wrongCounts.get(option.id) ?? 0;
    if (count > (most?.count ?? 0)) most = { id: option.id, text: option.text, count };
  }
  return most;
}

/**
 * Per question, answered, right and the most chosen wrong option, hardest first. Quiz answers cannot be changed
 * (store/answerRules.ts), so these are first answers. Who chose what never leaves this function.
 */
export function countQuestions(sources: readonly QuestionSource[], pupils: readonly Responses[]): ActivityQuestions[] {
  return sources.map((source) => {
    const counted = source.questions.map((question, order) => {
      let right = 0;
      let answered = 0;
      const wrongCounts = new Map<string, number>();
      for (const responses of pupils) {
        const option = chosenOption(source, question, responses[source.activity]);
        if (!option) continue;
        answered += 1;
        if (option.correct) right += 1;
        else wrongCounts.set(option.id, (wrongCounts.get(option.id) ?? 0) + 1);
      }
      return { result: { id: question.id, text: question.text, right, answered, mostChosenWrong: mostChosenWrong(question, wrongCounts) }, order };
    });
    const share = (r: { right: number; answered: number }) => (r.answered === 0 ? 1 : r.right / r.answered);
    counted.sort(
      (a, b) => b.result.answered - b.result.right - (a.result.answered - a.result.right) || share(a.result) - share(b.result) || a.order - b.order,
    );
    return { activity: source.activity, okt: source.okt, questions: counted.map((c) => c.result) };
  });
}
