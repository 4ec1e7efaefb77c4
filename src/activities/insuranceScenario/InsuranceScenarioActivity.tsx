import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import { drawOne, fittingEvents, ownedInSession5 } from '../../domain/fits';
import { chosenIds, coveringProduct, scenarioOutcome, storedScenario } from '../../domain/insurance';
import { lazyChart } from '../charts/lazyChart';
import { barChartHeight } from '../../components/charts/geometry';
import type { InsuranceProduct, InsuranceScenario } from '../../contracts/insurance';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { ScenarioOutcomeText } from './ScenarioOutcomeText';
import { Button } from '../../design/Button';
import { StatusMessage } from '../../design/StatusMessage';
import { FigureRow, FigureTable } from '../../design/FigureTable';
import { useRandom } from '../../context/RandomContext';

// Its chart (lazyChart): a bar each for the premium (when an insurance covers the event), what the pupil pays, the loss.
const ScenarioChart = lazyChart(
  () => import('../charts/ScenarioChart').then((m) => m.ScenarioChart),
  ({ scenario, products }: { scenario: InsuranceScenario; products: readonly InsuranceProduct[] }) => ({
    drawing: barChartHeight(coveringProduct(scenario, products) ? 3 : 2, 1),
    legend: false,
  }),
);

/** O5C: a scenario that fits the pupil is drawn once (its id is the answer; O5B is then locked), costed with and without O5B's cover. */
export function InsuranceScenarioActivity({ activity, value, onChange, responses, objects, data, dataFailed, onRetry }: ActivityProps) {
  const random = useRandom();
  // Set when the pupil draws, so the result's heading takes the focus from the button that disappears.
  const drawn = useRef(false);
  if (data?.kind !== 'insurance') return <DataState failed={dataFailed} onRetry={onRetry} />;
  const { products, scenarios } = data.insurance;
  const chosen = chosenIds(products, responses.O5B);
  const owned = ownedInSession5(objects.creditPurchase?.id ?? null, chosen);
  // Once drawn, the accident stands (the server refuses another draw, as it refuses new cover after it).
  const scenario = storedScenario(scenarios, value);
  const stale = value !== undefined && value !== null && value !== '' && scenario === null;

  return (
    <div className="scenario">
      {activity.prompt && <p>{activity.prompt}</p>}
      {!scenario && (
        <>
          {stale && (
            <StatusMessage live="alert">
              <FormattedMessage id="activity.scenario.stale" />
            </StatusMessage>
          )}
          <Button
            onClick={() => {
              drawn.current = true;
              const candidates = fittingEvents(scenarios, owned);
              onChange({ scenarioId: drawOne(candidates, random()).id });
            }}
          >
            <FormattedMessage id="activity.scenario.draw" />
          </Button>
        </>
      )}
      <div aria-live="polite">
        {scenario && (
          <section className="scenario-result" aria-labelledby="scenario-title">
            <h2
              id="scenario-title"
              tabIndex={-1}
              ref={(el) => {
                if (el && drawn.current) {
                  drawn.current = false;
                  el.focus();
                }
              }}
            >
              {scenario.title}
            </h2>
            <p>{scenario.description}</p>
            <FigureTable>
              <FormattedMessage id="activity.scenario.caption" tagName="caption" />
              <tbody>
                <FigureRow id="activity.scenario.withYourCover">{formatAmount(scenarioOutcome(scenario, products, chosen).youPay)}</FigureRow>
                <FigureRow id="activity.scenario.withoutCover">{formatAmount(scenario.loss)}</FigureRow>
              </tbody>
            </FigureTable>
            <p className="explain">
              <ScenarioOutcomeText scenario={scenario} products={products} chosen={chosen} />
            </p>
            <ScenarioChart scenario={scenario} products={products} chosen={chosen} />
            <p className="choice-source">
              <FormattedMessage id="activity.source" values={{ name: scenario.source.name, year: scenario.source.year }} />
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
