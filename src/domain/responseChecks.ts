import { BUDGET_CATEGORIES } from '../contracts/budgetCategories';
import type { BudgetCategory } from '../contracts/budget';

type Check = (value: unknown) => boolean;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAmount = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const hasChoice: Check = (v) => isObject(v) && isText(v.choice);

export const isCategory = (v: unknown): v is BudgetCategory => typeof v === 'string' && (BUDGET_CATEGORIES as readonly string[]).includes(v);

export const linesTotal = (lines: Partial<Record<BudgetCategory, number | null>>) => BUDGET_CATEGORIES.reduce((sum, c) => sum + (lines[c] ?? 0), 0);

/** A change to the lived budget (O3B, O3D, O5B) needs a paying line unless `delta` is 0; none stored stays complete. */
export function isChangeComplete(value: Record<string, unknown>): boolean {
  if (!('delta' in value)) return true;
  return value.delta === 0 || isCategory(value.from);
}

/** Every line has an amount (0 is an amount). */
export const isFilledBudget: Check = (v) => isObject(v) && BUDGET_CATEGORIES.every((c) => isAmount(v[c]));

/** Every line filled, and the lines and O2E's `extra` add up to the `income` stored with it (if any). */
export const isCompleteBudget: Check = (v) => {
  if (!isFilledBudget(v)) return false;
  const budget = v as Record<string, unknown>;
  if (!isAmount(budget.income)) return true;
  const extra = isAmount(budget.extra) ? (budget.extra as number) : 0;
  return linesTotal(budget as Record<string, number>) + extra === (budget.income as number);
};

const paysForChange: Check = (v) => isObject(v) && isChangeComplete(v);

/** When a stored value is a complete answer, per component; a draft is kept but completes nothing. */
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
  debt: hasChoice,
  'budget-intro': hasChoice,
  budget: isCompleteBudget,
  'budget-modified': isCompleteBudget,
  'cover-expense': hasChoice,
  'saving-monthly': (v) => isObject(v) && typeof v.monthly === 'number' && v.monthly > 0 && paysForChange(v),
  'credit-monthly': (v) => isObject(v) && isText(v.offerId) && typeof v.months === 'number' && v.months > 0,
  'payment-selection': (v) => hasChoice(v) && isText((v as Record<string, unknown>).reason) && paysForChange(v),
  'pocket-expense': (v) => isObject(v) && isText(v.expenseId) && typeof v.timesPerWeek === 'number' && v.timesPerWeek > 0,
  quiz: (v) => isObject(v) && Object.keys(v).length > 0 && Object.values(v).every(isText),
  // Every item id is stored, null until answered.
  'knowledge-before': (v) => isObject(v) && Object.keys(v).length > 0 && Object.values(v).every(isText),
  'knowledge-after': (v) => isObject(v) && Object.keys(v).length > 0 && Object.values(v).every(isText),
  insurances: (v) => isObject(v) && Array.isArray(v.chosen) && paysForChange(v),
  'insurance-scenario': (v) => isObject(v) && isText(v.scenarioId),
};

/** Any value for a component without its own check: something was answered (O1A starts as ''). */
function isAnswered(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

export function isCompleteResponse(component: string, value: unknown): boolean {
  return isAnswered(value) && (CHECKS[component]?.(value) ?? true);
}
