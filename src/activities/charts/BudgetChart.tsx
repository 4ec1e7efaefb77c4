import { type IntlShape, useIntl } from 'react-intl';
import type { BudgetCategoryInfo } from '../../contracts/budget';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import type { BudgetSummary } from '../../domain/budget';
import { BarChart } from '../../components/charts/BarChart';

/** «Det er kr 3 704 igjen.», «Det går akkurat opp.» or «Det er kr 1 021 mer enn du tjener.» */
export function leftOverText(intl: IntlShape, remaining: number): string {
  if (remaining === 0) return intl.formatMessage({ id: 'chart.budget.summaryBalanced' });
  return remaining > 0
    ? intl.formatMessage({ id: 'chart.budget.summaryLeft' }, { amount: formatAmount(remaining) })
    : intl.formatMessage({ id: 'chart.budget.summaryDeficit' }, { amount: formatAmount(-remaining) });
}

/** A list in words: «Mat, Fritid og Klær» (the same conjunction in Bokmål and Nynorsk). */
export function listText(intl: IntlShape, items: readonly string[]): string {
  return intl.formatList(items, { type: 'conjunction' });
}

/** O2B: each budget line as a bar, with the reference amount (SIFO, SSB) as a mark across it, summed up in words. */
export function BudgetChart({ summary, categories }: { summary: BudgetSummary; categories: readonly BudgetCategoryInfo[] }) {
  const intl = useIntl();
  const titleOf = (id: string) => categories.find((c) => c.id === id)?.title ?? id;
  const over = summary.lines.filter((line) => line.status === 'above').map((line) => titleOf(line.category));
  const text = [
    intl.formatMessage({ id: 'chart.budget.summarySpent' }, { spent: formatAmount(summary.spent), income: formatAmount(summary.income) }),
    leftOverText(intl, summary.remaining),
    over.length === 0
      ? intl.formatMessage({ id: 'chart.budget.summaryNoneOver' })
      : intl.formatMessage({ id: 'chart.budget.summaryOver' }, { count: over.length, list: listText(intl, over) }),
  ].join(' ');
  const noReference = intl.formatMessage({ id: 'chart.budget.noReference' });

  return (
    <BarChart
      title={intl.formatMessage({ id: 'chart.budget.title' })}
      summary={text}
      rowHeader={intl.formatMessage({ id: 'chart.budget.category' })}
      series={[
        { name: intl.formatMessage({ id: 'chart.budget.yours' }), style: 'solid' },
        { name: intl.formatMessage({ id: 'chart.budget.reference' }), style: 'tick' },
      ]}
      groups={summary.lines.map((line) => ({
        label: titleOf(line.category),
        values: [line.amount, line.reference],
        texts: [line.amount === null ? '–' : formatSignedAmount(line.amount), line.reference === null ? noReference : formatAmount(line.reference)],
      }))}
    />
  );
}
