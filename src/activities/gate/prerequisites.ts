import { isCompleteBudget, isCompleteResponse } from '../../domain/responseChecks';
import { coverChoiceOf } from '../../domain/coverChoice';
import type { Responses } from '../../domain/okt';
import { answerId, type StoryObjects } from '../../domain/story';

/** What an activity needs done first: the message, and the activity that provides it. */
export interface Needed {
  okt: number;
  code: string;
  messageId: string;
  linkId: string;
}

type Rule = (responses: Responses, objects: StoryObjects) => Needed | null;

const need = (okt: number, code: string, messageId: string, linkId: string): Needed => ({ okt, code, messageId, linkId });

const JOB_FIRST = need(1, 'O1D', 'activity.budget.chooseJobFirst', 'activity.budget.toJob');
const PURCHASE_FIRST = need(3, 'O3A', 'activity.creditPurchase.chooseFirst', 'activity.creditPurchase.toChoice');
const purchaseFirst: Rule = (_, objects) => (objects.creditPurchase ? null : PURCHASE_FIRST);

/** Each activity's «do this first», by component: ActivityGate shows the first that applies, so a component renders only with what it needs. */
export const PREREQUISITES: Record<string, Rule> = {
  job: (responses) => (answerId(responses.O1C) !== null ? null : need(1, 'O1C', 'activity.job.chooseIndustryFirst', 'activity.job.toIndustry')),
  'net-pay': (_, objects) => (objects.job ? null : need(1, 'O1D', 'activity.netPay.chooseJobFirst', 'activity.netPay.toJob')),
  budget: (_, objects) => (objects.job ? null : JOB_FIRST),
  'cover-expense': (responses, objects) => {
    if (!objects.unexpectedExpense) return need(2, 'O2C', 'activity.cover.needExpense', 'activity.cover.toExpense');
    if (!isCompleteBudget(responses.O2B)) return need(2, 'O2B', 'activity.cover.needBudget', 'activity.cover.toBudget');
    return null;
  },
  'budget-modified': (responses, objects) => {
    if (!isCompleteBudget(responses.O2B)) return need(2, 'O2B', 'activity.budgetModified.needBudget', 'activity.budgetModified.toBudget');
    if (!objects.unexpectedExpense) return need(2, 'O2C', 'activity.budgetModified.needExpense', 'activity.budgetModified.toExpense');
    if (!coverChoiceOf(responses.O2D, objects.unexpectedExpense)) return need(2, 'O2D', 'activity.budgetModified.needCover', 'activity.budgetModified.toCover');
    return objects.job ? null : JOB_FIRST;
  },
  'saving-monthly': purchaseFirst,
  'credit-monthly': purchaseFirst,
  'payment-selection': purchaseFirst,
  debt: purchaseFirst,
  'insurance-scenario': (responses) => (isCompleteResponse('insurances', responses.O5B) ? null : need(5, 'O5B', 'activity.scenario.chooseFirst', 'activity.scenario.toInsurances')),
};

/** The first thing `component` needs done, or null when it can be shown. */
export function firstNeeded(component: string, responses: Responses, objects: StoryObjects): Needed | null {
  return PREREQUISITES[component]?.(responses, objects) ?? null;
}
