import { useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import type { PocketCost } from '../../domain/pocket';
import { BarChart } from '../../components/charts/BarChart';

/** O3E: the small purchase's cost per week, month and year as three bars on one scale: the year dwarfs the week. */
export function PocketChart({ title, times, cost }: { title: string; times: number; cost: PocketCost }) {
  const intl = useIntl();
  const costName = intl.formatMessage({ id: 'chart.pocket.cost' });
  const row = (id: string, amount: number) => ({ label: intl.formatMessage({ id }), values: [amount], texts: [formatAmount(amount)] });
  return (
    <BarChart
      title={intl.formatMessage({ id: 'chart.pocket.title' }, { title })}
      summary={intl.formatMessage(
        { id: 'chart.pocket.summary' },
        { times, week: formatAmount(cost.perWeek), month: formatAmount(cost.perMonth), year: formatAmount(cost.perYear) },
      )}
      rowHeader={intl.formatMessage({ id: 'chart.pocket.period' })}
      legend={false}
      series={[{ name: costName, style: 'solid' }]}
      groups={[
        row('activity.pocket.perWeek', cost.perWeek),
        row('activity.pocket.perMonth', cost.perMonth),
        row('activity.pocket.perYear', cost.perYear),
      ]}
    />
  );
}
