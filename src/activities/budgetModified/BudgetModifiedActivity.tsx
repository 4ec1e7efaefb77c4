import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategory } from '../../contracts/budget';
import { SummaryBar } from '../../design/SummaryBar';
import { formatAmount } from '../../domain/amount';
import { budgetFrom, placeRest, summariseBudget } from '../../domain/budget';
import { coverChoiceOf } from '../../domain/coverChoice';
import { expensePlan, planBudgetOf } from '../../domain/expensePlan';
import { BudgetLines, BudgetTable, monthlyIncome, perCategory } from '../budget/BudgetLines';
import { lazyChart } from '../charts/lazyChart';
import { barChartHeight } from '../../components/charts/geometry';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { ExpensePlanTable, planVerdict } from './ExpensePlanTable';
import { Button } from '../../design/Button';
import { UnplacedStatus } from '../budget/UnplacedStatus';
import { PlaceRest } from '../budget/lazyLineChoice';

// Its chart (lazyChart): two bars (before, after) per budget line, under a legend.
const BudgetChangeChart = lazyChart(
  () => import('../charts/BudgetChangeChart').then((m) => m.BudgetChangeChart),
  ({ categories }: { categories: readonly unknown[] }) => ({ drawing: barChartHeight(categories.length, 2), legend: true }),
);

function ChangeNote({ amount, original }: { amount: number | null; original: number | null }) {
  const intl = useIntl();
  if (amount === null) return <span className="line-status status-empty">{intl.formatMessage({ id: 'activity.budget.status.empty' })}</span>;
  const change = amount - (original ?? 0);
  if (change === 0) return <span className="line-status">{intl.formatMessage({ id: 'activity.budgetModified.same' })}</span>;
  return (
    <span className={change < 0 ? 'line-status status-below' : 'line-status status-above'}>
      {intl.formatMessage({ id: change < 0 ? 'activity.budgetModified.less' : 'activity.budgetModified.more' }, { amount: formatAmount(Math.abs(change)) })}
    </span>
  );
}

/** O2E: O2B's budget remade for the unexpected expense («Nullstill» stores null); done when the lines use every krone. */
export function BudgetModifiedActivity({ activity, value, onChange, responses, objects, data, dataFailed, onRetry, saveStatus }: ActivityProps) {
  const intl = useIntl();
  // UI state only: a reset gives the fields fresh text, including any that held text that was not an amount.
  const [resets, setResets] = useState(0);
  // Present: otherwise ActivityGate (prerequisites.ts) shows what to do first.
  const job = objects.job!;
  const expense = objects.unexpectedExpense!;
  const choice = coverChoiceOf(responses.O2D, expense)!;
  if (data?.kind !== 'budget') return <DataState failed={dataFailed} onRetry={onRetry} />;

  const original = budgetFrom(responses.O2B);
  const stored = typeof value === 'object' && value !== null ? budgetFrom(value) : null;
  // Until the first edit (or after «Nullstill») the original budget is the starting point.
  const budget = stored ?? original;
  const summary = summariseBudget(monthlyIncome(job, data.tax), budget, data.reference.categories);
  const plan = expensePlan(expense, planBudgetOf(summary), choice);
  const verdict = plan?.months === null ? planVerdict(plan, summary.remaining, expense.amount) : null;
  const kept = stored !== null && Object.entries(stored).every(([category, amount]) => original[category as BudgetCategory] === amount);
  const extra = plan?.newLine ?? 0;
  // What has no line yet while the expense is paid: the lines and the expense's own line against the income.
  const unplaced = summary.remaining - extra;
  const store = (next: typeof budget) => onChange({ ...next, income: summary.income, extra });

  return (
    <div className="budget budget-modified">
      <p className="budget-income">
        {intl.formatMessage({ id: 'activity.budgetModified.expense' }, { title: expense.title, amount: formatAmount(expense.amount) })}
      </p>
      <p className="explain">
        <FormattedMessage id={stored ? 'activity.budgetModified.changed' : 'activity.budgetModified.startingPoint'} />
      </p>
      <BudgetLines
        key={resets}
        idPrefix={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.budgetModified.legend' })}
        categories={data.reference.categories}
        budget={budget}
        hints={perCategory((category: BudgetCategory) =>
          intl.formatMessage({ id: 'activity.budgetModified.original' }, { amount: formatAmount(original[category]) }),
        )}
        notes={perCategory((category) => <ChangeNote amount={budget[category]} original={original[category]} />)}
        onLineChange={(category, amount) => store({ ...budget, [category]: amount })}
      />
      <BudgetTable summary={summary} caption={<FormattedMessage id="activity.budgetModified.caption" />} />
      <BudgetChangeChart original={original} changed={budget} categories={data.reference.categories} remaining={summary.remaining} />
      <div className="budget-status" role="status">
        <UnplacedStatus remaining={unplaced} />
        {plan?.months != null && (
          <p>{intl.formatMessage({ id: 'activity.budgetModified.months' }, { months: plan.months, expense: formatAmount(expense.amount) })}</p>
        )}
        {verdict && (
          <p className={verdict.id === 'activity.budgetModified.plan.balances' ? 'feedback correct' : 'feedback deficit'}>
            {intl.formatMessage({ id: verdict.id }, verdict.values)}
          </p>
        )}
        {kept && (
          <FormattedMessage id="activity.budgetModified.kept" tagName="p" />
        )}
      </div>
      {plan && <ExpensePlanTable plan={plan} remaining={summary.remaining} />}
      <PlaceRest idPrefix={activity.activity_code} rest={unplaced} categories={data.reference.categories} onPlace={(line) => store(placeRest(budget, summary.income - extra, line))} />
      <div className="actions">
        <Button variant="secondary" onClick={() => store({ ...budget })}>
          <FormattedMessage id="activity.budgetModified.keep" />
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
          setResets((n) => n + 1);
          onChange(null);
          }}
        >
          <FormattedMessage id="activity.budgetModified.reset" />
        </Button>
      </div>
      <p className="hint">
        <FormattedMessage id="activity.budgetModified.resetHint" />
      </p>
      <SummaryBar remaining={unplaced} saveStatus={saveStatus} />
    </div>
  );
}
