import { FormattedMessage, useIntl } from 'react-intl';
import { AmountField } from '../../design/AmountField';
import { formatAmount, formatPercent } from '../../domain/amount';
import { interestEarned, monthsToSave } from '../../domain/saving';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { budgetSaving, savingFrom } from '../../domain/savingAnswer';
import { durationText } from './saving';
import { FigureRow, FigureTable } from '../../design/FigureTable';
import { baseLine, storedChange } from '../../domain/budget';
import { PayFrom } from '../budget/lazyLineChoice';

/** O3B: how long saving for the item takes, with and without interest; the answer is `{ monthly, delta, from }`. */
export function SavingMonthlyActivity({ activity, value, onChange, responses, objects, data, dataFailed, onRetry }: ActivityProps) {
  // Present: otherwise ActivityGate (prerequisites.ts) shows what to do first.
  const item = objects.creditPurchase!;
  const intl = useIntl();
  const stored = savingFrom(value);
  const fromBudget = budgetSaving(responses);
  // Until the budget's line is stored as the starting answer (page.activityShown), it is shown from the budget.
  if (data?.kind !== 'credit') return <DataState failed={dataFailed} onRetry={onRetry} />;

  const { rate, source } = data.terms.savings;
  const monthly = stored ? stored.monthly : fromBudget;
  const saving = monthly ?? 0;
  const plainMonths = monthsToSave(item.price, saving);
  const monthsWithRate = monthsToSave(item.price, saving, rate);
  const amount = formatAmount(saving);
  const time = (months: number | null) => (months === null ? intl.formatMessage({ id: 'activity.saving.moreThan100Years' }) : durationText(intl, months));
  const fieldId = `saving-${activity.activity_code}`;
  const line = baseLine(responses, 'sparing');
  const { from } = storedChange(value);
  const deltaOf = (next: number | null) => (line !== null && next !== null ? next - line : 0);
  const store = (next: number | null, nextFrom = from) => onChange({ monthly: next, delta: deltaOf(next), from: nextFrom });

  return (
    <div className="saving-monthly">
      <FormattedMessage id="activity.saving.item" values={{ title: item.title, price: formatAmount(item.price) }} tagName="p" />
      <AmountField
        id={fieldId}
        label={activity.prompt ?? intl.formatMessage({ id: 'activity.saving.monthlyLabel' })}
        hint={
          fromBudget === null ? (
            <FormattedMessage id="activity.saving.noBudget" />
          ) : (
            <FormattedMessage id="activity.saving.fromBudget" values={{ amount: formatAmount(fromBudget) }} />
          )
        }
        value={monthly}
        onChange={(next) => store(next)}
      />
      {data.categories && (
        <PayFrom
          idPrefix={activity.activity_code}
          responses={responses}
          step="O3B"
          change={{ target: 'sparing', delta: deltaOf(monthly) }}
          from={from}
          categories={data.categories}
          onFrom={(line) => store(monthly, line)}
        />
      )}
      <p role="status" className="feedback">
        {saving <= 0 ? (
          <FormattedMessage id="activity.saving.never" />
        ) : monthsWithRate === null ? (
          <FormattedMessage id="activity.saving.tooLong" values={{ amount }} />
        ) : (
          <FormattedMessage id="activity.saving.summary" values={{ amount, title: item.title, time: durationText(intl, monthsWithRate) }} />
        )}
      </p>
      {saving > 0 && (
        <FigureTable>
          <FormattedMessage id="activity.saving.caption" tagName="caption" />
          <tbody>
            <FigureRow id="activity.saving.withoutInterest">{time(plainMonths)}</FigureRow>
            <FigureRow id="activity.saving.withInterest" values={{ rate: formatPercent(rate) }}>{time(monthsWithRate)}</FigureRow>
            {monthsWithRate !== null && (
              <FigureRow className="sum" id="activity.saving.interestEarned">{formatAmount(interestEarned(monthsWithRate, saving, rate))}</FigureRow>
            )}
          </tbody>
        </FigureTable>
      )}
      <p className="explain">
        <FormattedMessage id="activity.saving.explain" />
      </p>
      <p className="choice-source">
        <FormattedMessage id="activity.source" values={{ name: <a href={source.url}>{source.name}</a>, year: source.year }} />
      </p>
    </div>
  );
}
