import { useIntl } from 'react-intl';
import type { BudgetCategoryInfo } from '../../contracts/budget';
import type { BudgetResponse } from '../../contracts/responses';
import { formatAmount } from '../../domain/amount';
import { BarChart } from '../../components/charts/BarChart';
import { leftOverText, listText } from './BudgetChart';

/** O2E: each budget line before (outlined bar) and after (filled bar), and in words what changed and what is left. */
export function BudgetChangeChart({
  original,
  changed,
  categories,
  remaining,
}: {
  original: BudgetResponse;
  changed: BudgetResponse;
  categories: readonly BudgetCategoryInfo[];
  remaining: number;
}) {
  const intl = useIntl();
  const amountText = (amount: number | null) => (amount === null ? '–' : formatAmount(amount));
  const changes = categories
    .filter((c) => (original[c.id] ?? 0) !== (changed[c.id] ?? 0))
    .map((c) => intl.formatMessage({ id: 'chart.modified.change' }, { category: c.title, from: amountText(original[c.id]), to: amountText(changed[c.id]) }));
  const text = `${intl.formatMessage({ id: 'chart.modified.summary' }, { count: changes.length, list: listText(intl, changes) })} ${leftOverText(intl, remaining)}`;

  return (
    <BarChart
      title={intl.formatMessage({ id: 'chart.modified.title' })}
      summary={text}
      rowHeader={intl.formatMessage({ id: 'chart.budget.category' })}
      series={[
        { name: intl.formatMessage({ id: 'chart.modified.original' }), style: 'outline' },
        { name: intl.formatMessage({ id: 'chart.modified.changed' }), style: 'solid' },
      ]}
      groups={categories.map((c) => ({
        label: c.title,
        values: [original[c.id], changed[c.id]],
        texts: [amountText(original[c.id]), amountText(changed[c.id])],
      }))}
    />
  );
}
