import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import type { ExpensePlan } from '../../domain/expensePlan';
import { FigureRow, FigureTable } from '../../design/FigureTable';

/** The budget while the unexpected expense is paid back; O2E and the summary show the same table from the same plan. */
export function ExpensePlanTable({ plan, remaining }: { plan: ExpensePlan; remaining: number }) {
  const intl = useIntl();
  const after = plan.remainingDuring ?? remaining - plan.newLine;
  return (
    <FigureTable className="expense-plan">
      <caption>
        {plan.months === null
          ? intl.formatMessage({ id: 'activity.budgetModified.planCaptionNever' })
          : intl.formatMessage({ id: 'activity.budgetModified.planCaption' }, { months: plan.months })}
      </caption>
      <tbody>
        <FigureRow id="activity.budgetModified.row.before">{formatSignedAmount(remaining)}</FigureRow>
        {plan.choice === 'savings' ? (
          <>
            <FigureRow id="activity.budgetModified.row.savings">{formatAmount(plan.monthly)}</FigureRow>
            <FigureRow id="activity.budgetModified.row.newSaving">{formatAmount(plan.savingDuring)}</FigureRow>
          </>
        ) : (
          <FigureRow id={plan.choice === 'cut' ? 'activity.budgetModified.row.cut' : 'activity.budgetModified.row.borrow'}>− {formatAmount(plan.newLine)}</FigureRow>
        )}
        <FigureRow className={after < 0 ? 'sum deficit' : 'sum'} id="activity.budgetModified.row.after">{formatSignedAmount(after)}</FigureRow>
      </tbody>
    </FigureTable>
  );
}

/** The verdict while paying: the savings never refill, nothing is left to pay with, the budget holds, or the monthly shortfall. */
export function planVerdict(plan: ExpensePlan, remaining: number, expenseAmount: number): { id: string; values?: Record<string, string> } {
  if (plan.months === null) return { id: 'activity.budgetModified.plan.never' };
  if (remaining <= 0 && plan.newLine > 0) return { id: 'activity.budgetModified.noRoom', values: { expense: formatAmount(expenseAmount) } };
  const after = plan.remainingDuring ?? remaining - plan.newLine;
  return after >= 0 ? { id: 'activity.budgetModified.plan.balances' } : { id: 'activity.budgetModified.plan.short', values: { amount: formatAmount(-after) } };
}
