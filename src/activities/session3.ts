import '../styles/credit.css';
import { lazyActivity } from './lazyActivity';
import type { ActivityDefinition } from './types';

// Their texts are a part of the catalogue of their own (src/activities/textParts.ts).
const OKT3 = { part: 'okt3' } as const;

/** The activity components of økt 3, by the name content/{lang}/okter.json gives them. */
export const SESSION3_ACTIVITIES: Record<string, ActivityDefinition> = {
  'credit-purchase': {
    ...lazyActivity(() => import('./creditPurchase/CreditPurchaseActivity').then((m) => m.CreditPurchaseActivity), OKT3),
    needs: (lang) => ({ kind: 'creditItems', lang }),
  },
  'saving-monthly': {
    ...lazyActivity(() => import('./savingMonthly/SavingMonthlyActivity').then((m) => m.SavingMonthlyActivity), OKT3),
    needs: (lang) => ({ kind: 'credit', lang }),
  },
  'credit-monthly': {
    ...lazyActivity(() => import('./creditMonthly/CreditMonthlyActivity').then((m) => m.CreditMonthlyActivity), OKT3),
    needs: (lang) => ({ kind: 'credit', lang }),
  },
  'payment-selection': {
    ...lazyActivity(() => import('./paymentSelection/PaymentSelectionActivity').then((m) => m.PaymentSelectionActivity), OKT3),
    needs: (lang) => ({ kind: 'credit', lang }),
  },
  debt: {
    ...lazyActivity(() => import('./debt/DebtActivity').then((m) => m.DebtActivity), OKT3),
    needs: (lang) => ({ kind: 'debt', lang }),
  },
  'pocket-expense': {
    ...lazyActivity(() => import('./pocketExpense/PocketExpenseActivity').then((m) => m.PocketExpenseActivity), OKT3),
    needs: (lang) => ({ kind: 'pocketExpenses', lang }),
  },
};
