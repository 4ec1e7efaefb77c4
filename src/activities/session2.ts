import '../styles/budget.css';
import { lazyActivity } from './lazyActivity';
import type { ActivityDefinition } from './types';

/** The activity components of økt 2, by the name content/{lang}/okter.json gives them. `check-question` is shared with O5A. */
export const SESSION2_ACTIVITIES: Record<string, ActivityDefinition> = {
  'check-question': lazyActivity(() => import('./checkQuestion/CheckQuestionActivity').then((m) => m.CheckQuestionActivity)),
  'budget-intro': {
    ...lazyActivity(() => import('./budgetIntro/BudgetIntroActivity').then((m) => m.BudgetIntroActivity)),
    needs: (lang) => ({ kind: 'budget', lang }),
  },
  budget: {
    ...lazyActivity(() => import('./budget/BudgetActivity').then((m) => m.BudgetActivity)),
    needs: (lang) => ({ kind: 'budget', lang }),
    ownsSaveStatus: true,
  },
  'unexpected-expense': {
    ...lazyActivity(() => import('./unexpectedExpense/UnexpectedExpenseActivity').then((m) => m.UnexpectedExpenseActivity)),
    needs: (lang) => ({ kind: 'unexpectedExpenses', lang }),
  },
  'cover-expense': {
    ...lazyActivity(() => import('./coverExpense/CoverExpenseActivity').then((m) => m.CoverExpenseActivity)),
    needs: (lang) => ({ kind: 'credit', lang }),
  },
  'budget-modified': {
    ...lazyActivity(() => import('./budgetModified/BudgetModifiedActivity').then((m) => m.BudgetModifiedActivity)),
    needs: (lang) => ({ kind: 'budget', lang }),
    ownsSaveStatus: true,
  },
};
