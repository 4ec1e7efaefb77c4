import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contracts/lang';
import { OktContentFileSchema } from '../../src/contracts/okt';
import { type Quiz, QuizSchema } from '../../src/contracts/quiz';

const contentDir = path.resolve(import.meta.dirname, '..', '..', 'content');
const read = (lang: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, lang, file), 'utf8'));
const quizOf = (lang: string) => QuizSchema.parse(read(lang, 'okt4.json'));
const checkQuestionsOf = (lang: string) =>
  OktContentFileSchema.parse(read(lang, 'okter.json'))
    .okter.flatMap((okt) => okt.activities)
    .flatMap((a) => (a.question ? [{ code: a.activity_code, question: a.question }] : []));

/** Taught nowhere before the quiz, and not by it: the deductible comes in session 5. */
const NOT_TAUGHT = /egenandel|eigenandel|eigendel/i;

/** The debt topics the quiz teaches (curriculum.md, O4A), each named in some `gjeld` question, its options or explanations. */
const DEBT_TOPICS: Record<string, Record<string, RegExp>> = {
  no: { betalingsanmerkning: /betalingsanmerkning/i, inkasso: /inkasso/i, purregebyr: /purregebyr/i, 'kjøp nå – betal senere': /kjøp nå – betal senere/i, '18 år': /\b18 år/, Gjeldsregisteret: /Gjeldsregisteret/ },
  nn: { betalingsanmerkning: /betalingsanmerkning/i, inkasso: /inkasso/i, purregebyr: /purregebyr/i, 'kjøp no – betal seinare': /kjøp no – betal seinare/i, '18 år': /\b18 år/, Gjeldsregisteret: /Gjeldsregisteret/ },
};

/** The right option is at least as long as every other: a pupil who picks the longest would pick it. */
const rightIsLongest = (question: Quiz['questions'][number]) => {
  const right = question.options.find((o) => o.correct)!.text.length;
  return question.options.every((o) => o.correct || o.text.length <= right);
};

describe.each(LANGS)('the quiz and check questions in %s', (lang) => {
  it('has twelve or more quiz questions', () => {
    expect(quizOf(lang).questions.length).toBeGreaterThanOrEqual(12);
  });

  it('does not put the right option first in every question, nor always in the same place', () => {
    const positions = quizOf(lang).questions.map((q) => q.options.findIndex((o) => o.correct));
    expect(positions.some((p) => p !== 0)).toBe(true);
    expect(new Set(positions).size).toBeGreaterThanOrEqual(3);
    for (const { code, question } of checkQuestionsOf(lang)) expect(question.options.findIndex((o) => o.correct), code).toBeGreaterThan(0);
  });

  it('asks only about what sessions 1–3 taught', () => {
    for (const question of quizOf(lang).questions) {
      const texts = [question.text, ...question.options.flatMap((o) => [o.text, o.explanation])];
      expect(texts.filter((text) => NOT_TAUGHT.test(text)), question.id).toEqual([]);
    }
  });

  it('gives no length cue: the right option is the longest (or as long as the longest) in at most a quarter of the questions', () => {
    const questions = quizOf(lang).questions;
    const cued = questions.filter(rightIsLongest).map((q) => q.id);
    expect(cued.length, cued.join(', ')).toBeLessThanOrEqual(questions.length * 0.25);
  });

  it('has at least three questions that ask the pupil to judge a case, not only to recall', () => {
    expect(quizOf(lang).questions.filter((q) => q.kind === 'judge').length).toBeGreaterThanOrEqual(3);
  });

  it('covers debt in at least three questions, naming every debt topic', () => {
    const debt = quizOf(lang).questions.filter((q) => q.topic === 'gjeld');
    expect(debt.length).toBeGreaterThanOrEqual(3);
    const texts = debt.flatMap((q) => [q.text, ...q.options.flatMap((o) => [o.text, o.explanation])]).join('\n');
    for (const [topic, pattern] of Object.entries(DEBT_TOPICS[lang]!)) expect(texts, topic).toMatch(pattern);
  });

  it('leaves the verdict to the app: no explanation starts with «Riktig», «Rett» or «Nei»', () => {
    const explanations = [...quizOf(lang).questions, ...checkQuestionsOf(lang).map((c) => c.question)].flatMap((q) => q.options.map((o) => o.explanation));
    expect(explanations.filter((text) => /^(riktig|rett|nei)\b/i.test(text))).toEqual([]);
  });
});

describe('the quiz in both languages', () => {
  it('has the same questions, options, right answers, topics and kinds, in the same order', () => {
    const shape = (lang: string) =>
      quizOf(lang).questions.map((q) => ({ id: q.id, topic: q.topic, kind: q.kind, options: q.options.map((o) => ({ id: o.id, correct: o.correct })) }));
    expect(shape('nn')).toEqual(shape('no'));
  });
});

describe('the quiz schema', () => {
  const quiz = quizOf('no');
  const withExplanation = (explanation: string) => ({
    questions: quiz.questions.map((q, i) => (i === 0 ? { ...q, options: q.options.map((o, j) => (j === 0 ? { ...o, explanation } : o)) } : q)),
  });

  it('refuses an explanation that starts with its own verdict, which the app would show beside the other option’s', () => {
    expect(QuizSchema.safeParse(withExplanation('Nei. Et gebyr er et fast beløp.')).success).toBe(false);
    expect(QuizSchema.safeParse(withExplanation('Rett. Renta er prisen for å låne.')).success).toBe(false);
    expect(QuizSchema.safeParse(withExplanation('Neida, et gebyr er et fast beløp.')).success).toBe(true);
  });

  it('refuses a topic neither the sessions before nor the quiz teach, and a kind it does not know', () => {
    const insurance = { questions: quiz.questions.map((q, i) => (i === 0 ? { ...q, topic: 'forsikring' } : q)) };
    expect(QuizSchema.safeParse(insurance).success).toBe(false);
    const guess = { questions: quiz.questions.map((q, i) => (i === 0 ? { ...q, kind: 'guess' } : q)) };
    expect(QuizSchema.safeParse(guess).success).toBe(false);
  });
});
