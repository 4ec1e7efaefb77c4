import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import type { BudgetSummary } from '../../domain/budget';
import { FigureTable } from '../../design/FigureTable';

/** Income, what the lines add up to and what is left, for one month. */
export function BudgetTable({ summary, caption }: { summary: BudgetSummary; caption: ReactNode }) {
  return (
    <FigureTable className="budget-table">
      <caption>{caption}</caption>
      <tbody>
        <tr>
          <th scope="row">
            <FormattedMessage id="activity.budget.incomeRow" />
          </th>
          <td>{formatAmount(summary.income)}</td>
        </tr>
        <tr>
          <th scope="row">
            <FormattedMessage id="activity.budget.spentRow" />
          </th>
          <td>− {formatAmount(summary.spent)}</td>
        </tr>
        <tr className={summary.inDeficit ? 'sum deficit' : 'sum'}>
          <th scope="row">
            <FormattedMessage id="activity.budget.remainingRow" />
          </th>
          <td>{formatSignedAmount(summary.remaining)}</td>
        </tr>
      </tbody>
    </FigureTable>
  );
}
