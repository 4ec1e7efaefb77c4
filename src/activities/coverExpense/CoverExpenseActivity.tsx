import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CoverResponse } from '../../contracts/responses';
import { formatAmount, formatPercent } from '../../domain/amount';
import { budgetInUse } from '../../domain/budget';
import { type CoverChoice, coverChoiceOf, coverChoices } from '../../domain/coverChoice';
import { expensePlan, type ExpensePlan } from '../../domain/expensePlan';
import { ChoiceCards } from '../../design/ChoiceCards';
import type { ActivityProps } from '../types';

const TITLE = { savings: 'activity.cover.savings.title', cut: 'activity.cover.cut.title', borrow: 'activity.cover.borrow.title' } as const;
/** Above this the rate says nothing a pupil can use; show "over 1 000 %". */
const MAX_SHOWN_RATE = 10;

/** O2D: how to pay the unexpected expense, with what each way costs in kroner and months (expensePlan, as in O2E and the PDF). */
export function CoverExpenseActivity({ activity, value, onChange, responses, objects }: ActivityProps) {
  const intl = useIntl();
  // Present: otherwise ActivityGate (prerequisites.ts) shows what to do first.
  const expense = objects.unexpectedExpense!;

  // O2D knows no income, so the plans say nothing about balance here; O2E does.
  const budget = { sparing: budgetInUse(responses)?.budget.sparing ?? 0, remaining: null };
  const plans = coverChoices(expense)
    .map((choice) => expensePlan(expense, budget, choice))
    .filter((plan): plan is ExpensePlan => plan !== null);
  const rateOf = (rate: number) =>
    Number.isFinite(rate) && rate <= MAX_SHOWN_RATE
      ? formatPercent(rate)
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
    const text = plan.loan
      ? intl.formatMessage({ id: 'activity.cover.borrow.consequence' }, loanValues(plan)!)
      : plan.months === null
        ? intl.formatMessage({ id: 'activity.cover.savings.none' })
        : plan.choice === 'savings'
          ? intl.formatMessage({ id: 'activity.cover.savings.consequence' }, { saving: formatAmount(plan.monthly), months: plan.months })
          : intl.formatMessage({ id: 'activity.cover.cut.consequence' }, { amount: formatAmount(plan.monthly), months: plan.months });
    return (
      <>
        <span className="choice-text">{text}</span>
        {plan.loan && (
          <>
            <span className="choice-facts">
              <FormattedMessage id="activity.cover.rateExplain" />
            </span>
            <span className="choice-source">
              {plan.loan.terms.title}. <FormattedMessage id="activity.source" values={{ name: plan.loan.terms.source.name, year: plan.loan.terms.source.year }} />
            </span>
          </>
        )}
      </>
    );
  };

  const chosen = coverChoiceOf(value, expense);
  const plan = plans.find((p) => p.choice === chosen) ?? null;
  const resultId =
    plan?.choice === 'savings' && plan.months === null
      ? 'activity.cover.result.savingsNone'
      : plan && { savings: 'activity.cover.result.savings', cut: 'activity.cover.result.cut', borrow: 'activity.cover.result.borrow' }[plan.choice];
  const result = plan && resultId ? intl.formatMessage({ id: resultId }, { months: plan.months, ...loanValues(plan) }) : null;

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
