import type { OktContent } from '../contracts/okt';
import type { Responses } from '../domain/okt';

const budget = { boutgifter: 9500, transport: 800, mat: 3800, fritid: 1500, klaer: 800, sparing: 2000, forsikring: 300, andre_utgifter: 1000 };

/** A complete answer of each component's shape (src/contracts/responses.ts), for tests and stories of finished sessions. */
export const COMPLETE_ANSWER: Record<string, unknown> = {
  reflection: 'Et svar skrevet med egne ord.',
  summary: 'At det lønner seg å spare før jeg kjøper.',
  interests: ['trygg-jobb'],
  industry: 'helse-og-omsorg',
  job: 'sykepleier',
  'net-pay': { choice: 'net', correct: true },
  'check-question': { choice: 'a', correct: true },
  'budget-intro': { choice: 'a', correct: true },
  budget,
  'budget-modified': { ...budget, fritid: 500 },
  'unexpected-expense': 'pc',
  'cover-expense': { choice: 'savings' },
  'credit-purchase': 'moped',
  'saving-monthly': { monthly: 2000 },
  'credit-monthly': { offerId: 'delbetaling', months: 12 },
  'payment-selection': { choice: 'save', reason: 'Det blir billigere.' },
  debt: { choice: 'rettslige-skritt', correct: true },
  'pocket-expense': { expenseId: 'energidrikk', timesPerWeek: 5 },
  quiz: { rente: 'a' },
  insurances: { chosen: ['innbo'] },
  'insurance-scenario': { scenarioId: 'innbrudd' },
  'knowledge-before': { buffer: 'spart-til-uventet' },
  'knowledge-after': { buffer: 'spart-til-uventet' },
};

/** Every activity of the given sessions answered completely, as a pupil who finished them would have it. */
export function completeAnswers(content: readonly OktContent[], ...okts: number[]): Responses {
  return Object.fromEntries(
    content.filter((okt) => okts.includes(okt.id)).flatMap((okt) => okt.activities.map((a) => [a.activity_code, COMPLETE_ANSWER[a.component] ?? 'svar'])),
  );
}
