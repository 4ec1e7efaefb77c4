import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';

type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAmount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const hasChoice: Check = (v) => isObject(v) && isText(v.choice);

/** A budget is an answer once every one of the eight lines has an amount (0 is an amount). */
export const isCompleteBudget: Check = (v) => isObject(v) && BUDGET_CATEGORIES.every((c) => isAmount(v[c]));

/**
 * When a stored value is a complete answer, per activity component. A draft (a half-filled budget, an
 * unanswered quiz) is kept, but does not complete the activity or unlock the next session.
 */
const CHECKS: Record<string, Check> = {
  reflection: isText,
  summary: isText,
  interests: (v) => Array.isArray(v) && v.length > 0,
  industry: isText,
  job: isText,
  'unexpected-expense': isText,
  'credit-purchase': isText,
  'net-pay': hasChoice,
  'check-question': hasChoice,
  'budget-intro': hasChoice,
  budget: isCompleteBudget,
  'budget-modified': isCompleteBudget,
  'cover-expense': hasChoice,
  'saving-monthly': (v) => isObject(v) && typeof v.monthly === 'number' && v.monthly > 0,
  'credit-monthly': (v) => isObject(v) && isText(v.offerId) && typeof v.months === 'number' && v.months > 0,
  'payment-selection': (v) => hasChoice(v) && isText((v as Record<string, unknown>).reason),
  'pocket-expense': (v) => isObject(v) && isText(v.expenseId) && typeof v.timesPerWeek === 'number' && v.timesPerWeek > 0,
  quiz: (v) => isObject(v) && Object.keys(v).length > 0 && Object.values(v).every(isText),
  insurances: (v) => isObject(v) && Array.isArray(v.chosen),
  'insurance-scenario': (v) => isObject(v) && isText(v.scenarioId),
};

/** Any value for a component without its own check: something was answered (O1A starts as ''). */
function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** Whether `value`, stored by an activity of this component, is a complete answer. */
export function isCompleteResponse(component: string, value: unknown): boolean {
  return isAnswered(value) && (CHECKS[component]?.(value) ?? true);
}
