import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategory } from '../../contracts/budget';
import { SummaryBar } from '../../design/SummaryBar';
import { formatAmount } from '../../domain/amount';
import { type BudgetSummary, type BudgetLine, budgetFrom, type LineStatus, NEAR_REFERENCE, placeRest, summariseBudget } from '../../domain/budget';
import { barChartHeight } from '../../components/charts/geometry';
import { lazyChart } from '../charts/lazyChart';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { BudgetLines, BudgetTable, monthlyIncome, perCategory } from './BudgetLines';
import { FigureRow, FigureTable } from '../../design/FigureTable';
import { UnplacedStatus } from './UnplacedStatus';
import { PlaceRest } from './lazyLineChoice';

// O2B is a first-load route (server/build/firstLoad.ts), so its chart comes in its own chunk after the page shows.
const LazyBudgetChart = lazyChart(
  () => import('../charts/BudgetChart').then((m) => m.BudgetChart),
  ({ summary }: { summary: BudgetSummary }) => ({ drawing: barChartHeight(summary.lines.length, 1), legend: true }),
);

const STATUS_TEXT: Record<LineStatus, string> = {
  empty: 'activity.budget.status.empty',
  noReference: 'activity.budget.status.noReference',
  below: 'activity.budget.status.below',
  near: 'activity.budget.status.near',
  above: 'activity.budget.status.above',
};

/** How one line compares with its reference, in words (colour only repeats what the words say). */
function LineNote({ line }: { line: BudgetLine }) {
  const intl = useIntl();
  const difference = line.difference === null ? '' : formatAmount(Math.abs(line.difference));
  return <span className={`line-status status-${line.status}`}>{intl.formatMessage({ id: STATUS_TEXT[line.status] }, { amount: difference })}</span>;
}

/** O2B: a month's budget on the job's net pay against reference figures; stored with its income, done once every krone has a line. */
export function BudgetActivity({ activity, value, onChange, objects, data, dataFailed, onRetry, saveStatus }: ActivityProps) {
  // Present: otherwise ActivityGate (prerequisites.ts) shows what to do first.
  const job = objects.job!;
  const intl = useIntl();
  if (data?.kind !== 'budget') return <DataState failed={dataFailed} onRetry={onRetry} />;

  const { categories, rent } = data.reference;
  const budget = budgetFrom(value);
  const summary = summariseBudget(monthlyIncome(job, data.tax), budget, categories);
  const infoOf = (category: BudgetCategory) => categories.find((info) => info.id === category);
  const lineOf = (category: BudgetCategory) => summary.lines.find((line) => line.category === category)!;
  const store = (next: typeof budget) => onChange({ ...next, income: summary.income });

  const hints = perCategory((category) => {
    const info = infoOf(category);
    if (!info?.reference) return info?.advice;
    const { monthly, source } = info.reference;
    return intl.formatMessage({ id: 'activity.budget.reference' }, { amount: formatAmount(monthly), name: source.name, year: source.year });
  });
  // The advice beside a reference figure is folded away, so the eight lines fit a phone's screen better.
  const advice = perCategory((category) => {
    const info = infoOf(category);
    if (!info?.reference || !info.advice) return null;
    return (
      <details className="line-more">
        <summary>{intl.formatMessage({ id: 'activity.budget.adviceToggle' }, { category: info.title.toLowerCase() })}</summary>
        <p>{info.advice}</p>
      </details>
    );
  });
  // The rents usually share one source: name each source once, under the table.
  const rentSources = [...new Map(rent.map((place) => [`${place.source.name} ${place.source.year}`, place.source])).values()];
  const rentFigures = (
    <details className="line-more rent-figures">
      <FormattedMessage id="activity.budget.rentToggle" tagName="summary" />
      <FigureTable>
        <FormattedMessage id="activity.budget.rentTitle" tagName="caption" />
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="activity.budget.rentPlace" />
            </th>
            <th scope="col">
              <FormattedMessage id="activity.budget.rentMonthly" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rent.map((place) => (
            <FigureRow key={place.id} label={place.place}>{formatAmount(place.monthly)}</FigureRow>
          ))}
        </tbody>
      </FigureTable>
      {rentSources.map((source) => (
        <p key={`${source.name} ${source.year}`} className="choice-source">
          <FormattedMessage id="activity.source" values={{ name: source.name, year: source.year }} />
        </p>
      ))}
    </details>
  );

  return (
    <div className="budget">
      <p className="budget-income">
        {intl.formatMessage({ id: 'activity.budget.income' }, { amount: formatAmount(summary.income), job: job.title })}
      </p>
      <p className="explain">
        <FormattedMessage id="activity.budget.referenceExplain" values={{ percent: Math.round(NEAR_REFERENCE * 100) }} />
      </p>
      <BudgetLines
        idPrefix={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.budget.legend' })}
        categories={categories}
        budget={budget}
        hints={hints}
        notes={perCategory((category) => <LineNote line={lineOf(category)} />)}
        extra={{
          ...advice,
          boutgifter: (
            <>
              {advice.boutgifter}
              {rentFigures}
            </>
          ),
        }}
        onLineChange={(category, amount) => store({ ...budget, [category]: amount })}
      />
      <BudgetTable summary={summary} caption={<FormattedMessage id="activity.budget.caption" />} />
      {summary.filled > 0 && <LazyBudgetChart summary={summary} categories={categories} />}
      <div className="budget-status" role="status">
        <FormattedMessage id="activity.budget.progress" values={{ filled: summary.filled, total: summary.lines.length }} tagName="p" />
        {summary.filled > 0 && <UnplacedStatus remaining={summary.remaining} />}
      </div>
      {summary.filled === summary.lines.length && (
        <PlaceRest idPrefix={activity.activity_code} rest={summary.remaining} categories={categories} onPlace={(line) => store(placeRest(budget, summary.income, line))} />
      )}
      <SummaryBar remaining={summary.remaining} saveStatus={saveStatus} />
    </div>
  );
}
