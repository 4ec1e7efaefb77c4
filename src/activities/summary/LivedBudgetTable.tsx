import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategoryInfo } from '../../contracts/budget';
import { BUDGET_CATEGORIES } from '../../contracts/budgetCategories';
import { FigureTable } from '../../design/FigureTable';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import type { LivedBudget } from '../../domain/livedBudget';

/** The budget at the end of the story, line by line, with the lines kept only for some months and what has no line. */
export function LivedBudgetTable({ lived, categories }: { lived: LivedBudget; categories: readonly BudgetCategoryInfo[] }) {
  const intl = useIntl();
  const titleOf = (id: string) => categories.find((c) => c.id === id)?.title ?? id;
  return (
    <>
      <FigureTable className="lived-budget">
        <caption>
          <FormattedMessage id="activity.summary.lived.caption" />
        </caption>
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage id="activity.summary.budget.income" />
            </th>
            <td>{formatAmount(lived.income)}</td>
          </tr>
          {BUDGET_CATEGORIES.map((category) => (
            <tr key={category}>
              <th scope="row">{titleOf(category)}</th>
              <td>{formatAmount(lived.lines[category])}</td>
            </tr>
          ))}
          {lived.temporary.map((line) => (
            <tr key={line.kind}>
              <th scope="row">{intl.formatMessage({ id: line.kind === 'expense' ? 'activity.summary.lived.expense' : 'activity.summary.lived.credit' }, { months: line.months ?? 0 })}</th>
              <td>{formatAmount(line.monthly)}</td>
            </tr>
          ))}
          <tr className="sum">
            <th scope="row">
              <FormattedMessage id="activity.summary.lived.unplaced" />
            </th>
            <td>{formatSignedAmount(lived.unplaced)}</td>
          </tr>
        </tbody>
      </FigureTable>
      <p>
        <FormattedMessage
          id={lived.unplaced === 0 ? 'activity.summary.lived.balanced' : lived.unplaced > 0 ? 'activity.summary.lived.left' : 'activity.summary.lived.deficit'}
          values={{ amount: formatAmount(Math.abs(lived.unplaced)) }}
        />
      </p>
    </>
  );
}
