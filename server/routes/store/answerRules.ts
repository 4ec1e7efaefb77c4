import { isDeepStrictEqual } from 'node:util';
import type { ApiFailure } from '../../../src/contracts/apiResult';
import type { Lang } from '../../../src/contracts/lang';
import type { OktContent } from '../../../src/contracts/okt';
import type { KnowledgeTest } from '../../../src/contracts/knowledgeTest';
import type { Quiz } from '../../../src/contracts/quiz';

type Failure = Omit<ApiFailure, 'success'>;

/** What the locks need to know of the content; options are per question (or item) id. */
export interface AnswerLocks {
  quiz: { code: string; options: ReadonlyMap<string, ReadonlySet<string>> } | null;
  insurancesCode: string | null;
  scenario: { code: string; ids: ReadonlySet<string> } | null;
  knowledge: { codes: readonly string[]; options: ReadonlyMap<string, ReadonlySet<string>> } | null;
}

/** Found by component, so a renamed activity code keeps its lock. */
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

/** A save that touches none of these activities needs no read. */
export function lockedCodes(locks: AnswerLocks): string[] {
  return [locks.quiz?.code, locks.insurancesCode, locks.scenario?.code, ...(locks.knowledge?.codes ?? [])].filter((code): code is string => Boolean(code));
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const locked = (code: string): Failure => ({ error: 'ValidationError', messageKey: 'txt_error_answer_locked', field: `changes.${code}` });

/** A choice the quiz no longer has counts as not answered, as on the client, so a changed quiz holds nobody to it. */
function answeredQuestions(options: ReadonlyMap<string, ReadonlySet<string>>, stored: unknown): [string, string][] {
  if (!isObject(stored)) return [];
  return Object.entries(stored).flatMap(([questionId, choice]) =>
    typeof choice === 'string' && options.get(questionId)?.has(choice) ? [[questionId, choice] as [string, string]] : [],
  );
}

/** A scenario the content no longer has may be drawn again. */
function drawnScenario(ids: ReadonlySet<string>, stored: unknown): string | null {
  const id = isObject(stored) ? stored.scenarioId : undefined;
  return typeof id === 'string' && ids.has(id) ? id : null;
}

/**
 * Answers that stay as first given: quiz and knowledge test answers (the figures count first answers), and the
 * insurances and scenario once drawn (choosing cover after seeing the accident would make the lesson a lie).
 * Clearing every stored answer at once is a fresh start, as Start over is, and is allowed.
 */
export function findLockedChange(stored: Readonly<Record<string, unknown>>, changes: Readonly<Record<string, { value: unknown }>>, locks: AnswerLocks): Failure | undefined {
  const storedCodes = Object.keys(stored).filter((code) => stored[code] !== null && stored[code] !== undefined);
  const clearsEverything = Object.values(changes).every((c) => c.value === null) && storedCodes.every((code) => code in changes);
  if (clearsEverything) return undefined;

  const { quiz, insurancesCode, scenario, knowledge } = locks;
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

/** A whole-record save (PUT) as a change set. */
export function changesOfSet(stored: Readonly<Record<string, unknown>>, next: Readonly<Record<string, unknown>>): Record<string, { value: unknown }> {
  const codes = new Set([...Object.keys(stored), ...Object.keys(next)]);
  return Object.fromEntries(
    [...codes].filter((code) => !isDeepStrictEqual(stored[code] ?? null, next[code] ?? null)).map((code) => [code, { value: next[code] ?? null }]),
  );
}
