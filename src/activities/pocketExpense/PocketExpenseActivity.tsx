import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import { budgetInUse } from '../../domain/budget';
import { pocketCost, pocketFrom, purchaseEffect } from '../../domain/pocket';
import { ChoiceCards } from '../../design/ChoiceCards';
import { lazyChart } from '../charts/lazyChart';
import { barChartHeight } from '../../components/charts/geometry';
import { DataState } from '../DataState';
import { savingFrom } from '../../domain/savingAnswer';
import type { ActivityProps } from '../types';
import { TimesPerWeekField } from './TimesPerWeekField';
import { FigureRow, FigureTable } from '../../design/FigureTable';

// Its chart (lazyChart): a bar each for a week, a month and a year.
const PocketChart = lazyChart(
  () => import('../charts/PocketChart').then((m) => m.PocketChart),
  () => ({ drawing: barChartHeight(3, 1), legend: false }),
);

/** O3E: a small weekly purchase added up per week, month and year, and what it could do for the O3A item. */
export function PocketExpenseActivity({ activity, value, onChange, responses, objects: { creditPurchase: item }, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  if (data?.kind !== 'pocketExpenses') return <DataState failed={dataFailed} onRetry={onRetry} />;

  const answer = pocketFrom(value);
  const expense = data.expenses.find((e) => e.id === answer?.expenseId);
  const times = answer?.timesPerWeek ?? 0;
  const cost = expense ? pocketCost(expense.unitPrice, times) : null;
  // The budget line small purchases belong to (spec §3 andre_utgifter), so the habit meets the plan.
  const otherLine = budgetInUse(responses)?.budget.andre_utgifter ?? null;
  const effect = cost && item ? purchaseEffect(cost, item.price, savingFrom(responses.O3B)?.monthly ?? null) : null;

  let effectText: ReactNode = null;
  if (item && effect?.kind === 'items') {
    effectText = <FormattedMessage id="activity.pocket.couldBuy" values={{ title: item.title, price: formatAmount(item.price), count: effect.count }} />;
  } else if (item && effect?.kind === 'sooner') {
    effectText = <FormattedMessage id="activity.pocket.sooner" values={{ title: item.title, months: effect.months }} />;
  } else if (item && effect?.kind === 'saveFor') {
    effectText = <FormattedMessage id="activity.pocket.saveFor" values={{ title: item.title, price: formatAmount(item.price), months: effect.months }} />;
  }

  return (
    <div className="pocket-expense">
      <ChoiceCards
        name={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.pocket.legend' })}
        items={data.expenses}
        idOf={(e) => e.id}
        selected={expense?.id ?? null}
        onSelect={(e) => onChange({ expenseId: e.id, timesPerWeek: e.defaultTimesPerWeek })}
        render={(e) => (
          <>
            <span className="choice-title">{e.title}</span>
            <span className="choice-text">{e.description}</span>
            <span className="choice-amount">{intl.formatMessage({ id: 'activity.pocket.unitPrice' }, { amount: formatAmount(e.unitPrice) })}</span>
            <span className="choice-source">
              <FormattedMessage id="activity.source" values={{ name: e.source.name, year: e.source.year }} />
            </span>
          </>
        )}
      />
      {expense && (
        <TimesPerWeekField
          id={`times-${activity.activity_code}`}
          value={times}
          usual={expense.defaultTimesPerWeek}
          onChange={(next) => onChange({ expenseId: expense.id, timesPerWeek: next })}
        />
      )}
      <div role="status">
        {cost && (
          <p className="feedback">
            <FormattedMessage id="activity.pocket.summary" values={{ times, perYear: formatAmount(cost.perYear) }} /> {effectText}
          </p>
        )}
      </div>
      {expense && cost && (
        <>
          <FigureTable>
            <FormattedMessage id="activity.pocket.caption" values={{ title: expense.title }} tagName="caption" />
            <tbody>
              <FigureRow id="activity.pocket.perWeek">{formatAmount(cost.perWeek)}</FigureRow>
              <FigureRow id="activity.pocket.perMonth">{formatAmount(cost.perMonth)}</FigureRow>
              <FigureRow className="sum" id="activity.pocket.perYear">{formatAmount(cost.perYear)}</FigureRow>
            </tbody>
          </FigureTable>
          <PocketChart title={expense.title} times={times} cost={cost} />
          <p className="explain">
            <FormattedMessage id="activity.pocket.explain" />
          </p>
          <p className="explain">
            {otherLine ? (
              <FormattedMessage
                id="activity.pocket.budgetLine"
                values={{ line: formatAmount(otherLine), percent: Math.round((cost.perMonth / otherLine) * 100) }}
              />
            ) : (
              <FormattedMessage id="activity.pocket.budgetLineMissing" />
            )}
          </p>
        </>
      )}
    </div>
  );
}
