import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contracts/lang';
import { OktContentFileSchema } from '../../src/contracts/okt';
import { QuizSchema } from '../../src/contracts/quiz';

const contentDir = path.resolve(import.meta.dirname, '..', '..', 'content');
const read = (lang: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, lang, file), 'utf8'));
const quizOf = (lang: string) => QuizSchema.parse(read(lang, 'okt4.json'));
const checkQuestionsOf = (lang: string) =>
  OktContentFileSchema.parse(read(lang, 'okter.json'))
    .okter.flatMap((okt) => okt.activities)
    .flatMap((a) => (a.question ? [{ code: a.activity_code, question: a.question }] : []));

/** Taught nowhere before the quiz: payment remarks, debt collection and payment plans not at all, the deductible only in session 5. */
const NOT_TAUGHT = /betalingsanmerkning|inkasso|betalingsavtale|egenandel|eigenandel|eigendel/i;

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

  it('leaves the verdict to the app: no explanation starts with «Riktig», «Rett» or «Nei»', () => {
    const explanations = [...quizOf(lang).questions, ...checkQuestionsOf(lang).map((c) => c.question)].flatMap((q) => q.options.map((o) => o.explanation));
    expect(explanations.filter((text) => /^(riktig|rett|nei)\b/i.test(text))).toEqual([]);
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

  it('refuses a topic no session before the quiz teaches', () => {
    const inkasso = { questions: quiz.questions.map((q, i) => (i === 0 ? { ...q, topic: 'inkasso' } : q)) };
    expect(QuizSchema.safeParse(inkasso).success).toBe(false);
  });
});
