import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategoryInfo } from '../../contracts/budget';
import { BUDGET_CATEGORIES } from '../../contracts/budgetCategories';
import { FigureRow, FigureTable } from '../../design/FigureTable';
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
        <FormattedMessage id="livedBudget.caption" tagName="caption" />
        <tbody>
          <FigureRow id="activity.summary.budget.income">{formatAmount(lived.income)}</FigureRow>
          {BUDGET_CATEGORIES.map((category) => (
            <FigureRow key={category} label={titleOf(category)}>{formatAmount(lived.lines[category])}</FigureRow>
          ))}
          {lived.temporary.map((line) => (
            <FigureRow key={line.kind} label={intl.formatMessage({ id: line.kind === 'expense' ? 'livedBudget.expense' : 'livedBudget.credit' }, { months: line.months ?? 0 })}>{formatAmount(line.monthly)}</FigureRow>
          ))}
          <FigureRow className="sum" id="livedBudget.unplaced">{formatSignedAmount(lived.unplaced)}</FigureRow>
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
