import type { ComponentType } from 'react';
import type { ContentRequest } from '../../machines/contentPageMachine';
import type { Lang } from '../contracts/lang';
import { lazyActivity } from './lazyActivity';
import { activityTextPart } from './textParts';
import type { ActivityDefinition, ActivityProps } from './types';

type Load = () => Promise<ComponentType<ActivityProps>>;
/** `laterTexts: false` for an activity whose texts are in the pupil's part (lazyActivity). */
type Extra = Omit<ActivityDefinition, 'component' | 'preload' | 'settled'> & { laterTexts?: false };

const inLang =
  (kind: Exclude<ContentRequest['kind'], 'page' | 'faq' | 'fylker' | 'industries' | 'jobs' | 'tax'>): ActivityDefinition['needs'] =>
  (lang: Lang) => ({ kind, lang });

const loadKnowledgeTest: Load = () => import('./knowledgeTest/KnowledgeTestActivity').then((m) => m.KnowledgeTestActivity);

/** Each component by the name content/{lang}/okter.json gives it, with the content it needs. `check-question` is O2A's and O5A's. */
const TABLE: [string, Load, Extra?][] = [
  ['reflection', () => import('./reflection/ReflectionActivity').then((m) => m.ReflectionActivity), { laterTexts: false }],
  ['interests', () => import('./interests/InterestsActivity').then((m) => m.InterestsActivity)],
  ['industry', () => import('./industry/IndustryActivity').then((m) => m.IndustryActivity), { needs: (lang) => ({ kind: 'industries', lang }) }],
  [
    'job',
    () => import('./job/JobActivity').then((m) => m.JobActivity),
    { needs: (lang, responses) => (typeof responses.O1C === 'string' && responses.O1C ? { kind: 'jobs', lang, industryId: responses.O1C } : null) },
  ],
  ['net-pay', () => import('./netPay/NetPayActivity').then((m) => m.NetPayActivity), { needs: () => ({ kind: 'tax' }) }],
  ['check-question', () => import('./checkQuestion/CheckQuestionActivity').then((m) => m.CheckQuestionActivity)],
  ['budget-intro', () => import('./budgetIntro/BudgetIntroActivity').then((m) => m.BudgetIntroActivity), { needs: inLang('budget') }],
  ['budget', () => import('./budget/BudgetActivity').then((m) => m.BudgetActivity), { needs: inLang('budget'), ownsSaveStatus: true }],
  [
    'unexpected-expense',
    () => import('./unexpectedExpense/UnexpectedExpenseActivity').then((m) => m.UnexpectedExpenseActivity),
    { needs: inLang('unexpectedExpenses') },
  ],
  ['cover-expense', () => import('./coverExpense/CoverExpenseActivity').then((m) => m.CoverExpenseActivity), { needs: inLang('credit') }],
  [
    'budget-modified',
    () => import('./budgetModified/BudgetModifiedActivity').then((m) => m.BudgetModifiedActivity),
    { needs: inLang('budget'), ownsSaveStatus: true },
  ],
  ['credit-purchase', () => import('./creditPurchase/CreditPurchaseActivity').then((m) => m.CreditPurchaseActivity), { needs: inLang('creditItems') }],
  ['saving-monthly', () => import('./savingMonthly/SavingMonthlyActivity').then((m) => m.SavingMonthlyActivity), { needs: inLang('credit') }],
  ['credit-monthly', () => import('./creditMonthly/CreditMonthlyActivity').then((m) => m.CreditMonthlyActivity), { needs: inLang('credit') }],
  [
    'payment-selection',
    () => import('./paymentSelection/PaymentSelectionActivity').then((m) => m.PaymentSelectionActivity),
    { needs: inLang('credit') },
  ],
  ['debt', () => import('./debt/DebtActivity').then((m) => m.DebtActivity), { needs: inLang('debt') }],
  ['pocket-expense', () => import('./pocketExpense/PocketExpenseActivity').then((m) => m.PocketExpenseActivity), { needs: inLang('pocketExpenses') }],
  ['quiz', () => import('./quiz/QuizActivity').then((m) => m.QuizActivity), { needs: inLang('quiz') }],
  ['insurances', () => import('./insurances/InsurancesActivity').then((m) => m.InsurancesActivity), { needs: inLang('insurance') }],
  [
    'insurance-scenario',
    () => import('./insuranceScenario/InsuranceScenarioActivity').then((m) => m.InsuranceScenarioActivity),
    { needs: inLang('insurance') },
  ],
  ['summary', () => import('./summary/SummaryActivity').then((m) => m.SummaryActivity), { needs: inLang('summary'), laterTexts: false }],
  // O1T and O5T share one view, which brings its own texts (laterTexts: false).
  ['knowledge-before', loadKnowledgeTest, { needs: inLang('knowledgeTest'), laterTexts: false }],
  ['knowledge-after', loadKnowledgeTest, { needs: inLang('knowledgeTest'), laterTexts: false }],
];

/** The content's `component` names one of these; an unknown name shows an error, never a blank page. */
export const ACTIVITY_COMPONENTS: Record<string, ActivityDefinition> = Object.fromEntries(
  TABLE.map(([name, load, { laterTexts, ...extra } = {}]) => [name, { ...lazyActivity(load, { laterTexts, part: activityTextPart(name) }), ...extra }]),
);

/** Fetches every activity's chunk, one per idle `turn`, so a pupil who loses the network can go on, without one long task. */
export async function preloadActivities(turn: () => Promise<void> = () => Promise.resolve()) {
  const results: PromiseSettledResult<unknown>[] = [];
  for (const definition of Object.values(ACTIVITY_COMPONENTS)) {
    await turn();
    const [result] = await Promise.allSettled([definition.preload()]);
    results.push(result!);
  }
  return results;
}
