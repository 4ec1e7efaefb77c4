import '../styles/credit.css';
import { lazyActivity } from './lazyActivity';
import type { ActivityDefinition } from './types';

/** The activity components of økt 3, by the name content/{lang}/okter.json gives them. */
export const SESSION3_ACTIVITIES: Record<string, ActivityDefinition> = {
  'credit-purchase': {
    ...lazyActivity(() => import('./creditPurchase/CreditPurchaseActivity').then((m) => m.CreditPurchaseActivity)),
    needs: (lang) => ({ kind: 'creditItems', lang }),
  },
  'saving-monthly': {
    ...lazyActivity(() => import('./savingMonthly/SavingMonthlyActivity').then((m) => m.SavingMonthlyActivity)),
    needs: (lang) => ({ kind: 'credit', lang }),
  },
  'credit-monthly': {
    ...lazyActivity(() => import('./creditMonthly/CreditMonthlyActivity').then((m) => m.CreditMonthlyActivity)),
    needs: (lang) => ({ kind: 'credit', lang }),
  },
  'payment-selection': {
    ...lazyActivity(() => import('./paymentSelection/PaymentSelectionActivity').then((m) => m.PaymentSelectionActivity)),
    needs: (lang) => ({ kind: 'credit', lang }),
  },
  debt: {
    ...lazyActivity(() => import('./debt/DebtActivity').then((m) => m.DebtActivity)),
    needs: (lang) => ({ kind: 'debt', lang }),
  },
  'pocket-expense': {
    ...lazyActivity(() => import('./pocketExpense/PocketExpenseActivity').then((m) => m.PocketExpenseActivity)),
    needs: (lang) => ({ kind: 'pocketExpenses', lang }),
  },
};
