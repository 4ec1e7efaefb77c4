import { describe, expect, it } from 'vitest';
import okt1 from '../../content/no/okt1.json';
import okt2 from '../../content/no/okt2.json';
import okt3 from '../../content/no/okt3.json';
import okt5 from '../../content/no/okt5.json';
import type { Session1Content } from '../contracts/curriculum';
import type { Session2Content } from '../contracts/budget';
import type { Session3Content } from '../contracts/credit';
import type { Session5Content } from '../contracts/insurance';
import { ClassResultsSchema } from '../contracts/classResults';
import { RULES_2026 } from '../test/taxRules2026';
import { type ClassResultsContent, classResults, MIN_GROUP, median } from './classResults';
import { loanCost } from './credit';
import { netPay } from './tax';

const s1 = okt1 as unknown as Session1Content;
const s2 = okt2 as unknown as Session2Content;
const s3 = okt3 as unknown as Session3Content;
const s5 = okt5 as unknown as Session5Content;
const content: ClassResultsContent = {
  jobs: s1.jobs,
  taxRules: RULES_2026,
  categories: s2.categories,
  unexpectedExpenses: s2.unexpectedExpenses,
  creditItems: s3.items,
  creditOffers: s3.offers,
  insuranceProducts: s5.products,
  scenarios: s5.scenarios,
};

const [jobA, jobB] = s1.jobs as [Session1Content['jobs'][number], Session1Content['jobs'][number]];
const budget = (boutgifter: number) => ({ boutgifter, transport: 900, mat: 4000, fritid: 1500, klaer: 800, sparing: 1000, forsikring: 450, andre_utgifter: 600 });
const expense = s2.unexpectedExpenses[0]!;
const item = s3.items[0]!;
const offer = s3.offers[0]!;
const scenario = s5.scenarios[0]!;

describe('the class results on the board', () => {
  it('counts the jobs chosen and spreads their net pay', () => {
    const results = classResults([{ O1D: jobA.id }, { O1D: jobB.id }, { O1D: jobA.id }, { O1D: 'ukjent-jobb' }, {}], content);
    const net = [jobA, jobB].map((job) => netPay(job.grossYearlySalary, RULES_2026).netMonthly);
    expect(results.pupils).toBe(5);
    expect(results.jobs).toEqual({
      answered: 3,
      figures: {
        chosen: [
          { id: jobA.id, count: 2 },
          { id: jobB.id, count: 1 },
        ],
        netMonthly: { min: Math.min(...net), median: net[0]!, max: Math.max(...net) },
      },
    });
  });

  it('gives no figures for a part fewer than three answered, only how many did', () => {
    const results = classResults([{ O1D: jobA.id, O3D: { choice: 'credit', reason: '' } }, { O1D: jobB.id }], content);
    expect(MIN_GROUP).toBe(3);
    expect(results.jobs).toEqual({ answered: 2, figures: null });
    expect(results.payment).toEqual({ answered: 1, figures: null });
    expect(results.budget).toEqual({ answered: 0, figures: null });
  });

  it('takes each budget line’s median over complete budgets, beside the reference', () => {
    const results = classResults([{ O2B: budget(9000) }, { O2B: budget(11000) }, { O2B: budget(7000) }, { O2B: budget(10000) }, { O2B: { boutgifter: 1 } }], content);
    expect(results.budget.answered).toBe(4);
    const housing = results.budget.figures!.lines.find((line) => line.id === 'boutgifter');
    expect(housing).toEqual({ id: 'boutgifter', median: 9500, reference: s2.categories.find((c) => c.id === 'boutgifter')!.reference!.monthly });
    expect(results.budget.figures!.lines.find((line) => line.id === 'sparing')).toEqual({ id: 'sparing', median: 1000, reference: null });
  });

  it('counts the expenses drawn and how they were paid, only ways the expense allows', () => {
    const records = [{ O2C: expense.id, O2D: { choice: 'savings' } }, { O2C: expense.id, O2D: { choice: 'savings' } }, { O2C: expense.id, O2D: { choice: 'magic' } }];
    const results = classResults(records, content);
    expect(results.expenses.figures).toEqual({ drawn: [{ id: expense.id, count: 3 }], paidBy: [{ id: 'savings', count: 2 }] });
  });

  it('sums what credit costs those who chose it, from the content’s terms, never the pupil’s figures', () => {
    const months = offer.termsMonths[0]!;
    const credit = { O3A: item.id, O3C: { offerId: offer.id, months }, O3D: { choice: 'credit', reason: 'nå' } };
    const results = classResults([credit, credit, { O3D: { choice: 'save', reason: 'spare' } }, { O3D: { choice: 'credit', reason: '' }, O3C: { offerId: offer.id, months: 999 } }], content);
    const one = loanCost({ principal: item.price, nominalRate: offer.nominalRate, months, establishmentFee: offer.establishmentFee, monthlyFee: offer.monthlyFee }).totalCost;
    expect(results.payment).toEqual({ answered: 4, figures: { save: 1, credit: 3, creditExtraCost: Math.round(2 * one) } });
  });

  it('says how many accidents the chosen insurances covered', () => {
    const cover = s5.products.find((p) => p.id === scenario.coveredBy)!;
    const other = s5.products.find((p) => p.id !== scenario.coveredBy)!;
    const records = [
      { O5B: { chosen: [cover.id] }, O5C: { scenarioId: scenario.id } },
      { O5B: { chosen: [other.id] }, O5C: { scenarioId: scenario.id } },
      { O5B: { chosen: [cover.id, other.id] } },
    ];
    const figures = classResults(records, content).insurance.figures!;
    expect(figures.chosen).toEqual([
      { id: cover.id, count: 2 },
      { id: other.id, count: 2 },
    ]);
    expect(figures).toMatchObject({ drawn: [{ id: scenario.id, count: 2 }], covered: 1, notCovered: 1 });
  });

  it('answers in the shape of the contract the route sends, figures or none', () => {
    const months = offer.termsMonths[0]!;
    const pupil = { O1D: jobA.id, O2B: budget(9000), O2C: expense.id, O2D: { choice: 'savings' }, O3A: item.id, O3C: { offerId: offer.id, months }, O3D: { choice: 'credit', reason: '' } };
    const full = classResults([pupil, pupil, { ...pupil, O5B: { chosen: [scenario.coveredBy] }, O5C: { scenarioId: scenario.id } }], content);
    expect(ClassResultsSchema.parse(full)).toEqual(full);
    const none = classResults([pupil], content);
    expect(ClassResultsSchema.parse(none)).toEqual(none);
  });

  it('finds the median of an odd and an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});
