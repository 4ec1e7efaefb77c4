import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBT_FACTS, DEBT_STEPS, type DebtContent, DebtContentSchema, Session3ContentSchema } from '../../src/contracts/credit';
import { LANGS } from '../../src/contracts/lang';
import { OktContentFileSchema } from '../../src/contracts/okt';

const contentDir = path.resolve(import.meta.dirname, '..', '..', 'content');
const read = (lang: string, file: string): unknown => JSON.parse(fs.readFileSync(path.join(contentDir, lang, file), 'utf8'));
const debtOf = (lang: string) => Session3ContentSchema.parse(read(lang, 'okt3.json')).debt;
const o3fOf = (lang: string) =>
  OktContentFileSchema.parse(read(lang, 'okter.json'))
    .okter.flatMap((okt) => okt.activities)
    .find((a) => a.activity_code === 'O3F');
/** Everything the pupil reads in O3F: the steps, the facts and the check question. */
const textOf = (lang: string) => {
  const debt = debtOf(lang);
  const o3f = o3fOf(lang);
  return [
    ...debt.steps.flatMap((s) => [s.title, s.text]),
    ...debt.facts.flatMap((f) => [f.title, f.text]),
    o3f?.intro,
    o3f?.question?.text,
    ...(o3f?.question?.options.flatMap((o) => [o.text, o.explanation]) ?? []),
  ].join('\n');
};

describe.each(LANGS)('the debt content (O3F) in %s', (lang) => {
  it('covers betalingsanmerkning, inkasso, purregebyr, «kjøp nå», the 18-year limit and Gjeldsregisteret', () => {
    const text = textOf(lang);
    for (const topic of [/betalingsanmerkning/i, /inkasso/i, /purregebyr/i, /«kjøp nå/i, /18 år/, /Gjeldsregisteret/]) expect(text).toMatch(topic);
  });

  it('has every step and fact in order, each figure with an https source and the school year it is checked for', () => {
    const debt = debtOf(lang);
    expect(debt.steps.map((s) => s.id)).toEqual([...DEBT_STEPS]);
    expect(debt.facts.map((f) => f.id)).toEqual([...DEBT_FACTS]);
    expect(debt.schoolYear).toMatch(/^20\d\d–20\d\d$/);
    const sources = [debt.purchase, debt.deadlines, debt.fees, debt.salary, debt.lateInterest, ...debt.facts].map((x) => x.source);
    for (const source of [...sources, debt.remarkSource]) expect(source.url).toMatch(/^https:\/\//);
  });

  it('charges the fees inkassoforskriften allows: a twentieth of the inkassosats for a reminder and a notice', () => {
    const { fees } = debtOf(lang);
    expect(fees.reminderFee * 20).toBe(fees.collectionRate);
    expect(fees.noticeFee * 20).toBe(fees.collectionRate);
  });

  it('asks one check question whose right answer is the legal steps, with a verdict-free explanation for each option', () => {
    const question = o3fOf(lang)?.question;
    expect(question?.options.filter((o) => o.correct).map((o) => o.id)).toEqual(['rettslige-skritt']);
    expect(question?.options.map((o) => o.explanation).filter((e) => /^(riktig|rett|nei|feil)\b/i.test(e))).toEqual([]);
  });
});

describe('the debt figures', () => {
  it('are the same in Bokmål and Nynorsk: only the texts are translated', () => {
    const figures = ({ steps: _steps, facts, ...rest }: DebtContent) => ({ ...rest, facts: facts.map((f) => ({ id: f.id, source: f.source })) });
    expect(figures(debtOf('nn'))).toEqual(figures(debtOf('no')));
  });

  it('refuses salær brackets out of order, or without an open last bracket', () => {
    const debt = debtOf('no');
    const withLight = (light: DebtContent['salary']['light']) => DebtContentSchema.safeParse({ ...debt, salary: { ...debt.salary, light } }).success;
    expect(withLight([{ upTo: 1_000, amount: 245 }, { upTo: 500, amount: 175 }, { upTo: null, amount: 5_040 }])).toBe(false);
    expect(withLight([{ upTo: 500, amount: 175 }, { upTo: 1_000, amount: 245 }])).toBe(false);
    expect(withLight([{ upTo: 500, amount: 175 }, { upTo: null, amount: 245 }])).toBe(true);
  });

  it('refuses steps out of order', () => {
    const debt = debtOf('no');
    expect(DebtContentSchema.safeParse({ ...debt, steps: [...debt.steps].reverse() }).success).toBe(false);
  });
});
