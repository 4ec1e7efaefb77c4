import { FormattedMessage } from 'react-intl';
import type { InsuranceProduct, InsuranceScenario } from '../../contracts/insurance';
import { formatAmount } from '../../domain/amount';
import { coveringProduct, scenarioOutcome } from '../../domain/insurance';

/** What the scenario costs the pupil with the insurances chosen, and without, in one or two plain sentences. */
export function ScenarioOutcomeText({ scenario, products, chosen }: { scenario: InsuranceScenario; products: readonly InsuranceProduct[]; chosen: readonly string[] }) {
  const outcome = scenarioOutcome(scenario, products, chosen);
  const product = coveringProduct(scenario, products);
  const values = {
    insurance: product?.title ?? '',
    loss: formatAmount(outcome.withoutCover),
    youPay: formatAmount(outcome.youPay),
    insurerPays: formatAmount(outcome.insurerPays),
    withCover: formatAmount(scenarioOutcome(scenario, products, [scenario.coveredBy]).youPay),
  };
  // A product without egenandel pays it all: no «egenandelen på kr 0».
  const full = product?.deductible === 0;
  const covered = full ? 'activity.scenario.coveredFull' : 'activity.scenario.covered';
  const id = outcome.covered ? covered : !product ? 'activity.scenario.noProduct' : full ? 'activity.scenario.notCoveredFull' : 'activity.scenario.notCovered';
  return <FormattedMessage id={id} values={values} />;
}
