import '../styles/budget.css';
import { BudgetActivity } from './budget/BudgetActivity';
import { BudgetIntroActivity } from './budgetIntro/BudgetIntroActivity';
import { BudgetModifiedActivity } from './budgetModified/BudgetModifiedActivity';
import { CheckQuestionActivity } from './checkQuestion/CheckQuestionActivity';
import { CoverExpenseActivity } from './coverExpense/CoverExpenseActivity';
import type { ActivityDefinition } from './types';
import { UnexpectedExpenseActivity } from './unexpectedExpense/UnexpectedExpenseActivity';

/** The activity components of økt 2, by the name content/{lang}/okter.json gives them. `check-question` is shared with O5A. */
export const SESSION2_ACTIVITIES: Record<string, ActivityDefinition> = {
  'check-question': { component: CheckQuestionActivity },
  'budget-intro': { component: BudgetIntroActivity, needs: (lang) => ({ kind: 'budget', lang }) },
  budget: { component: BudgetActivity, needs: (lang) => ({ kind: 'budget', lang }) },
  'unexpected-expense': { component: UnexpectedExpenseActivity, needs: (lang) => ({ kind: 'unexpectedExpenses', lang }) },
  'cover-expense': { component: CoverExpenseActivity, needs: (lang) => ({ kind: 'credit', lang }) },
  'budget-modified': { component: BudgetModifiedActivity, needs: (lang) => ({ kind: 'budget', lang }) },
};
