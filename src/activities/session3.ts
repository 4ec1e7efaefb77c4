import '../styles/credit.css';
import { CreditMonthlyActivity } from './creditMonthly/CreditMonthlyActivity';
import { CreditPurchaseActivity } from './creditPurchase/CreditPurchaseActivity';
import { PaymentSelectionActivity } from './paymentSelection/PaymentSelectionActivity';
import { PocketExpenseActivity } from './pocketExpense/PocketExpenseActivity';
import { SavingMonthlyActivity } from './savingMonthly/SavingMonthlyActivity';
import type { ActivityDefinition } from './types';

/** The activity components of økt 3, by the name content/{lang}/okter.json gives them. */
export const SESSION3_ACTIVITIES: Record<string, ActivityDefinition> = {
  'credit-purchase': { component: CreditPurchaseActivity, needs: (lang) => ({ kind: 'creditItems', lang }) },
  'saving-monthly': { component: SavingMonthlyActivity, needs: (lang) => ({ kind: 'credit', lang }) },
  'credit-monthly': { component: CreditMonthlyActivity, needs: (lang) => ({ kind: 'credit', lang }) },
  'payment-selection': { component: PaymentSelectionActivity, needs: (lang) => ({ kind: 'credit', lang }) },
  'pocket-expense': { component: PocketExpenseActivity, needs: (lang) => ({ kind: 'pocketExpenses', lang }) },
};
