import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CoverResponse } from '../../contracts/responses';
import { formatAmount } from '../../domain/amount';
import { budgetInUse } from '../../domain/budget';
import { type CoverChoice, coverChoiceOf, coverChoices, expensePlan, type ExpensePlan } from '../../domain/expensePlan';
import { ChoiceCards } from '../../design/ChoiceCards';
import type { ActivityProps } from '../types';

const TITLE = { savings: 'activity.cover.savings.title', cut: 'activity.cover.cut.title', borrow: 'activity.cover.borrow.title' } as const;
/** Above this the rate says nothing a pupil can use; show "over 1 000 %". */
const MAX_SHOWN_RATE = 10;

/**
 * O2D: how to pay the unexpected expense — the buffer (savings), waiting and saving up first (only for what can wait),
 * or a payment plan that costs (only where one exists) — with what each costs in kroner and months shown before choosing. Every figure comes
 * from expensePlan, which O2E, the summary and the PDF use too, with the budget the pupil lives by.
 */
export function CoverExpenseActivity({ activity, value, onChange, responses, objects }: ActivityProps) {
  const intl = useIntl();
  // Shown only once it is there: the activity frame shows what to do first otherwise (ActivityGate, prerequisites.ts).
  const expense = objects.unexpectedExpense!;

  // O2D knows no income, so the plans say nothing about balance here; O2E does.
  const budget = { sparing: budgetInUse(responses)?.budget.sparing ?? 0, remaining: null };
  const plans = coverChoices(expense)
    .map((choice) => expensePlan(expense, budget, choice))
    .filter((plan): plan is ExpensePlan => plan !== null);
  const rateOf = (rate: number) =>
    Number.isFinite(rate) && rate <= MAX_SHOWN_RATE
      ? intl.formatNumber(rate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
      : intl.formatMessage({ id: 'activity.cover.rateUnbounded' });
  const loanValues = (plan: ExpensePlan) =>
    plan.loan && {
      monthly: formatAmount(plan.loan.monthly),
      total: formatAmount(plan.loan.totalPaid),
      cost: formatAmount(plan.loan.extraCost),
      rate: rateOf(plan.loan.effectiveRate),
      months: plan.loan.months,
    };

  const consequence = (plan: ExpensePlan): ReactNode => {
    if (plan.choice === 'savings') {
      return (
        <span className="choice-text">
          {plan.months === null
            ? intl.formatMessage({ id: 'activity.cover.savings.none' })
            : intl.formatMessage({ id: 'activity.cover.savings.consequence' }, { saving: formatAmount(plan.monthly), months: plan.months })}
        </span>
      );
    }
    if (plan.choice === 'cut') {
      return <span className="choice-text">{intl.formatMessage({ id: 'activity.cover.cut.consequence' }, { amount: formatAmount(plan.monthly), months: plan.months })}</span>;
    }
    const loan = plan.loan!;
    return (
      <>
        <span className="choice-text">{intl.formatMessage({ id: 'activity.cover.borrow.consequence' }, loanValues(plan)!)}</span>
        <span className="choice-facts">
          <FormattedMessage id="activity.cover.rateExplain" />
        </span>
        <span className="choice-source">
          {loan.terms.title}. <FormattedMessage id="activity.source" values={{ name: loan.terms.source.name, year: loan.terms.source.year }} />
        </span>
      </>
    );
  };

  const chosen = coverChoiceOf(value, expense);
  const plan = plans.find((p) => p.choice === chosen) ?? null;
  const result =
    plan?.choice === 'savings'
      ? plan.months === null
        ? intl.formatMessage({ id: 'activity.cover.result.savingsNone' })
        : intl.formatMessage({ id: 'activity.cover.result.savings' }, { months: plan.months })
      : plan?.choice === 'cut'
        ? intl.formatMessage({ id: 'activity.cover.result.cut' }, { months: plan.months })
        : plan?.choice === 'borrow'
          ? intl.formatMessage({ id: 'activity.cover.result.borrow' }, loanValues(plan)!)
          : null;

  return (
    <div className="cover-expense">
      <p className="budget-income">{intl.formatMessage({ id: 'activity.cover.expense' }, { amount: formatAmount(expense.amount), title: expense.title })}</p>
      {!expense.canWait && (
        <p className="explain">
          <FormattedMessage id="activity.cover.cannotWait" />
        </p>
      )}
      {!expense.instalment && (
        <p className="explain">
          <FormattedMessage id="activity.cover.noPlan" />
        </p>
      )}
      <ChoiceCards
        name={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.cover.legend' })}
        items={plans}
        idOf={(p) => p.choice}
        selected={plan?.choice ?? null}
        onSelect={(p) => onChange({ choice: p.choice satisfies CoverChoice } satisfies CoverResponse)}
        render={(p) => (
          <>
            <span className="choice-title">{intl.formatMessage({ id: TITLE[p.choice] }, { plan: p.loan?.terms.title })}</span>
            {consequence(p)}
          </>
        )}
      />
      <div role="status">{result && <p className="explain result">{result}</p>}</div>
    </div>
  );
}
