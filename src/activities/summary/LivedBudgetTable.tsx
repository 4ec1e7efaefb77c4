import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategoryInfo } from '../../contracts/budget';
import { BUDGET_CATEGORIES } from '../../contracts/budgetCategories';
import { FigureTable } from '../../design/FigureTable';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import { storyBudget } from '../../domain/livedBudget';
import type { Story } from './story';
import { withLaterTexts } from '../../i18n/LaterTexts';

/** The budget at the end of the story, line by line, with the lines kept only for some months and what has no line. */
function LivedBudgetTableView({ responses, from, categories }: { responses: Record<string, unknown>; from: NonNullable<Story['lived']>; categories: readonly BudgetCategoryInfo[] }) {
  const intl = useIntl();
  const lived = storyBudget(responses, from.income, from.months);
  if (!lived) return null;
  const titleOf = (id: string) => categories.find((c) => c.id === id)?.title ?? id;
  return (
    <>
      <FigureTable className="lived-budget">
        <caption>
          <FormattedMessage id="livedBudget.caption" />
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
              <th scope="row">{intl.formatMessage({ id: line.kind === 'expense' ? 'livedBudget.expense' : 'livedBudget.credit' }, { months: line.months ?? 0 })}</th>
              <td>{formatAmount(line.monthly)}</td>
            </tr>
          ))}
          <tr className="sum">
            <th scope="row">
              <FormattedMessage id="livedBudget.unplaced" />
            </th>
            <td>{formatSignedAmount(lived.unplaced)}</td>
          </tr>
        </tbody>
      </FigureTable>
      <p>
        <FormattedMessage
          id={lived.unplaced === 0 ? 'livedBudget.balanced' : lived.unplaced > 0 ? 'livedBudget.left' : 'livedBudget.deficit'}
          values={{ amount: formatAmount(Math.abs(lived.unplaced)) }}
        />
      </p>
    </>
  );
}

/** Its texts come after the page shows (src/i18n/catalogueParts.ts, LATER_PREFIXES), and it with them (SummaryActivity). */
export const LivedBudgetTable = withLaterTexts(LivedBudgetTableView, 'block');
