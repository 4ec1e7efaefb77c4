import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import type { BudgetSummary } from '../../domain/budget';
import { FigureRow, FigureTable } from '../../design/FigureTable';

/** Income, what the lines add up to and what is left, for one month. */
export function BudgetTable({ summary, caption }: { summary: BudgetSummary; caption: ReactNode }) {
  return (
    <FigureTable className="budget-table">
      <caption>{caption}</caption>
      <tbody>
        <FigureRow id="activity.budget.incomeRow">{formatAmount(summary.income)}</FigureRow>
        <FigureRow id="activity.budget.spentRow">− {formatAmount(summary.spent)}</FigureRow>
        <FigureRow className={summary.remaining < 0 ? 'sum deficit' : 'sum'} id="activity.budget.remainingRow">{formatSignedAmount(summary.remaining)}</FigureRow>
      </tbody>
    </FigureTable>
  );
}
