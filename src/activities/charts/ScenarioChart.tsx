import { useIntl } from 'react-intl';
import type { InsuranceProduct, InsuranceScenario } from '../../contracts/insurance';
import { formatAmount } from '../../domain/amount';
import { coveringProduct, scenarioOutcome } from '../../domain/insurance';
import { BarChart } from '../../components/charts/BarChart';

/** O5C: the covering insurance's yearly cost against what the event costs the pupil with the cover chosen and without. */
export function ScenarioChart({ scenario, products, chosen }: { scenario: InsuranceScenario; products: readonly InsuranceProduct[]; chosen: readonly string[] }) {
  const intl = useIntl();
  const outcome = scenarioOutcome(scenario, products, chosen);
  const product = coveringProduct(scenario, products);
  const values = {
    insurance: product?.title ?? '',
    premium: formatAmount(product?.yearlyPremium ?? 0),
    loss: formatAmount(outcome.withoutCover),
    youPay: formatAmount(outcome.youPay),
  };
  const summaryId = !product ? 'chart.scenario.summaryNoProduct' : outcome.covered ? 'chart.scenario.summaryCovered' : 'chart.scenario.summaryNotCovered';
  const row = (label: string, amount: number) => ({ label, values: [amount], texts: [formatAmount(amount)] });
  return (
    <BarChart
      title={intl.formatMessage({ id: 'chart.scenario.title' })}
      summary={intl.formatMessage({ id: summaryId }, values)}
      rowHeader={intl.formatMessage({ id: 'chart.scenario.what' })}
      legend={false}
      series={[{ name: intl.formatMessage({ id: 'chart.scenario.amount' }), style: 'solid' }]}
      groups={[
        ...(product ? [row(intl.formatMessage({ id: 'chart.scenario.premium' }, { insurance: product.title }), product.yearlyPremium)] : []),
        row(intl.formatMessage({ id: 'chart.scenario.youPay' }), outcome.youPay),
        row(intl.formatMessage({ id: 'chart.scenario.withoutCover' }), outcome.withoutCover),
      ]}
    />
  );
}
