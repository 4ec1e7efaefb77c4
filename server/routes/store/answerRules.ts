import { isDeepStrictEqual } from 'node:util';
import type { ApiFailure } from '../../../src/contracts/apiResult';
import type { Lang } from '../../../src/contracts/lang';
import type { OktContent } from '../../../src/contracts/okt';
import type { KnowledgeTest } from '../../../src/contracts/knowledgeTest';
import type { Quiz } from '../../../src/contracts/quiz';

type Failure = Omit<ApiFailure, 'success'>;

/** What the locks need to know of the content: the activities they guard, the quiz's options and the scenarios there are. */
export interface AnswerLocks {
  /** The quiz (O4A): its activity code and, per question id, the ids of its options. */
  quiz: { code: string; options: ReadonlyMap<string, ReadonlySet<string>> } | null;
  /** The insurances chosen (O5B). */
  insurancesCode: string | null;
  /** The scenario drawn (O5C): its activity code and the scenario ids the content has. */
  scenario: { code: string; ids: ReadonlySet<string> } | null;
  /** The knowledge test before session 1 and after session 5: their activity codes and, per item id, its options. */
  knowledge: { codes: readonly string[]; options: ReadonlyMap<string, ReadonlySet<string>> } | null;
}

/** The locks of the session content, found by component so that a renamed activity code keeps its lock. Ids are the same in both languages. */
export function answerLocks(okter: Record<Lang, readonly OktContent[]>, quiz: Record<Lang, Quiz>, scenarioIds: readonly string[], knowledgeTest?: Record<Lang, KnowledgeTest>): AnswerLocks {
  const codeOf = (component: string) => okter.no.flatMap((okt) => okt.activities).find((a) => a.component === component)?.activity_code ?? null;
  const quizCode = codeOf('quiz');
  const insurancesCode = codeOf('insurances');
  const scenarioCode = codeOf('insurance-scenario');
  const knowledgeCodes = [codeOf('knowledge-before'), codeOf('knowledge-after')].filter((code): code is string => Boolean(code));
  return {
    quiz: quizCode ? { code: quizCode, options: new Map(quiz.no.questions.map((q) => [q.id, new Set(q.options.map((o) => o.id))])) } : null,
    insurancesCode,
    scenario: scenarioCode ? { code: scenarioCode, ids: new Set(scenarioIds) } : null,
    knowledge:
      knowledgeTest && knowledgeCodes.length > 0
        ? { codes: knowledgeCodes, options: new Map(knowledgeTest.no.items.map((item) => [item.id, new Set(item.options.map((o) => o.id))])) }
        : null,
  };
}

/** The activities whose changes the locks look at: a save that touches none of them needs no read. */
export function lockedCodes(locks: AnswerLocks): string[] {
  return [locks.quiz?.code, locks.insurancesCode, locks.scenario?.code, ...(locks.knowledge?.codes ?? [])].filter((code): code is string => Boolean(code));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const locked = (code: string): Failure => ({ error: 'ValidationError', messageKey: 'txt_error_answer_locked', field: `changes.${code}` });

/**
 * The quiz questions the stored answer has answered: those whose stored choice is one of the question's options.
 * A choice the quiz no longer has counts as not answered, as on the client (firstAnswers), so a changed quiz never
 * holds a pupil to a question they cannot see.
 */
function answeredQuestions(options: ReadonlyMap<string, ReadonlySet<string>>, stored: unknown): [string, string][] {
  if (!isObject(stored)) return [];
  return Object.entries(stored).flatMap(([questionId, choice]) =>
    typeof choice === 'string' && options.get(questionId)?.has(choice) ? [[questionId, choice] as [string, string]] : [],
  );
}

/** The scenario id the stored answer holds, if the content has it (a scenario it no longer has may be drawn again). */
function drawnScenario(ids: ReadonlySet<string>, stored: unknown): string | null {
  const id = isObject(stored) ? stored.scenarioId : undefined;
  return typeof id === 'string' && ids.has(id) ? id : null;
}

/**
 * Answers that stay as first given, whatever a client sends: a quiz question or a knowledge test item once answered
 * (its first answer is what the score and the teacher's figures count), and the insurances once a scenario is drawn, and the drawn
 * scenario itself (choosing cover after seeing the accident would make the lesson a lie). `stored` is the record's
 * answers, `changes` the new value per activity (null clears it). A change set that clears every stored answer at
 * once is a fresh start and is allowed, as Start over is. Answers the failure for the first locked change, or
 * undefined when every change may be applied.
 */
export function findLockedChange(stored: Readonly<Record<string, unknown>>, changes: Readonly<Record<string, { value: unknown }>>, locks: AnswerLocks): Failure | undefined {
  const storedCodes = Object.keys(stored).filter((code) => stored[code] !== null && stored[code] !== undefined);
  const clearsEverything = Object.values(changes).every((c) => c.value === null) && storedCodes.every((code) => code in changes);
  if (clearsEverything) return undefined;

  const { quiz, insurancesCode, scenario, knowledge } = locks;
  // The quiz's and the knowledge test's answers: each question keeps the first option chosen.
  const firstAnswers = [...(quiz ? [{ code: quiz.code, options: quiz.options }] : []), ...(knowledge?.codes ?? []).map((code) => ({ code, options: knowledge!.options }))];
  for (const { code, options } of firstAnswers) {
    if (!(code in changes)) continue;
    const next = changes[code]!.value;
    const kept = answeredQuestions(options, stored[code]).every(([questionId, choice]) => isObject(next) && next[questionId] === choice);
    if (!kept) return locked(code);
  }

  const drawn = scenario ? drawnScenario(scenario.ids, stored[scenario.code]) : null;
  if (scenario && drawn !== null && scenario.code in changes) {
    const next = changes[scenario.code]!.value;
    if (!(isObject(next) && next.scenarioId === drawn)) return locked(scenario.code);
  }
  if (insurancesCode && drawn !== null && insurancesCode in changes) {
    if (!isDeepStrictEqual(changes[insurancesCode]!.value ?? null, stored[insurancesCode] ?? null)) return locked(insurancesCode);
  }
  return undefined;
}

/** A whole-record save (PUT) as a change set: every activity whose answer it changes or removes. */
export function changesOfSet(stored: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): Record<string, { value: unknown }> {
  const codes = new Set([...Object.keys(stored), ...Object.keys(next)]);
  return Object.fromEntries(
    [...codes].filter((code) => !isDeepStrictEqual(stored[code] ?? null, next[code] ?? null)).map((code) => [code, { value: next[code] ?? null }]),
  );
}
