import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditOffer } from '../../contracts/credit';
import type { CoverResponse } from '../../contracts/responses';
import { formatAmount } from '../../domain/amount';
import { budgetFrom, expenseMonthsToRecover } from '../../domain/budget';
import { loanCost } from '../../domain/credit';
import { isCompleteBudget } from '../../domain/responseChecks';
import { MissingNotice } from '../budget/MissingNotice';
import { ChoiceList } from '../ChoiceList';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';

type Choice = CoverResponse['choice'];
/** Cutting spending spreads the expense over a few months, as most people would. */
const CUT_MONTHS = 3;
/** Borrowing is shown as a one-year instalment loan (delbetaling). */
const LOAN_MONTHS = 12;
/** Above this the rate says nothing a pupil can use; show "over 1 000 %". */
const MAX_SHOWN_RATE = 10;

/** The instalment offer of the content, for the repayment period nearest a year. */
function loanOffer(offers: readonly CreditOffer[]): { offer: CreditOffer; months: number } | null {
  const offer = offers.find((o) => o.kind === 'instalment') ?? offers[0];
  if (!offer) return null;
  const months = offer.termsMonths.reduce((best, m) => (Math.abs(m - LOAN_MONTHS) < Math.abs(best - LOAN_MONTHS) ? m : best));
  return { offer, months };
}

const choiceOf = (value: unknown): Choice | null => {
  const choice = typeof value === 'object' && value !== null ? (value as { choice?: unknown }).choice : null;
  return choice === 'savings' || choice === 'cut' || choice === 'borrow' ? choice : null;
};

/**
 * O2D: how to pay the unexpected expense — savings, cutting spending, or borrowing — with what each
 * costs in kroner shown before choosing. The answer is the choice; the consequence is explained after it.
 */
export function CoverExpenseActivity({ lang, activity, value, onChange, responses, objects, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  const expense = objects.unexpectedExpense;
  if (!expense) return <MissingNotice messageId="activity.cover.needExpense" linkId="activity.cover.toExpense" href={`/${lang}/okt/2/O2C`} />;
  if (!isCompleteBudget(responses.O2B)) {
    return <MissingNotice messageId="activity.cover.needBudget" linkId="activity.cover.toBudget" href={`/${lang}/okt/2/O2B`} />;
  }
  if (data?.kind !== 'credit') return <DataState failed={dataFailed} onRetry={onRetry} />;

  const saving = budgetFrom(responses.O2B).sparing ?? 0;
  const savingMonths = expenseMonthsToRecover(expense.amount, saving);
  const cutPerMonth = Math.ceil(expense.amount / CUT_MONTHS);
  const loan = loanOffer(data.terms.offers);
  const cost =
    loan &&
    loanCost({
      principal: expense.amount,
      nominalRate: loan.offer.nominalRate,
      months: loan.months,
      establishmentFee: loan.offer.establishmentFee,
      monthlyFee: loan.offer.monthlyFee,
    });
  // Rounded once, so the total and the extra cost a pupil sees add up.
  const loanFigures = loan && cost && {
    monthly: formatAmount(cost.monthlyTotal),
    total: formatAmount(Math.round(cost.totalPaid)),
    cost: formatAmount(Math.round(cost.totalPaid) - expense.amount),
    rate:
      Number.isFinite(cost.effectiveRate) && cost.effectiveRate <= MAX_SHOWN_RATE
        ? intl.formatNumber(cost.effectiveRate, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 })
        : intl.formatMessage({ id: 'activity.cover.rateUnbounded' }),
    months: loan.months,
  };

  const options: { id: Choice; title: string; consequence: ReactNode }[] = [
    {
      id: 'savings',
      title: intl.formatMessage({ id: 'activity.cover.savings.title' }),
      consequence: (
        <span className="choice-text">
          {savingMonths === null
            ? intl.formatMessage({ id: 'activity.cover.savings.none' })
            : intl.formatMessage({ id: 'activity.cover.savings.consequence' }, { saving: formatAmount(saving), months: savingMonths })}
        </span>
      ),
    },
    {
      id: 'cut',
      title: intl.formatMessage({ id: 'activity.cover.cut.title' }),
      consequence: (
        <span className="choice-text">
          {intl.formatMessage({ id: 'activity.cover.cut.consequence' }, { amount: formatAmount(cutPerMonth), months: CUT_MONTHS })}
        </span>
      ),
    },
  ];
  if (loan && loanFigures) {
    options.push({
      id: 'borrow',
      title: intl.formatMessage({ id: 'activity.cover.borrow.title' }),
      consequence: (
        <>
          <span className="choice-text">{intl.formatMessage({ id: 'activity.cover.borrow.consequence' }, loanFigures)}</span>
          <span className="choice-facts">
            <FormattedMessage id="activity.cover.rateExplain" />
          </span>
          <span className="choice-source">
            {loan.offer.title}. <FormattedMessage id="activity.source" values={{ name: loan.offer.source.name, year: loan.offer.source.year }} />
          </span>
        </>
      ),
    });
  }

  const chosen = choiceOf(value);
  const result =
    chosen === 'savings'
      ? savingMonths === null
        ? intl.formatMessage({ id: 'activity.cover.result.savingsNone' })
        : intl.formatMessage({ id: 'activity.cover.result.savings' }, { months: savingMonths })
      : chosen === 'cut'
        ? intl.formatMessage({ id: 'activity.cover.result.cut' }, { months: CUT_MONTHS })
        : chosen === 'borrow' && loanFigures
          ? intl.formatMessage({ id: 'activity.cover.result.borrow' }, loanFigures)
          : null;

  return (
    <div className="cover-expense">
      <p className="budget-income">{intl.formatMessage({ id: 'activity.cover.expense' }, { amount: formatAmount(expense.amount), title: expense.title })}</p>
      <ChoiceList
        name={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.cover.legend' })}
        items={options}
        idOf={(o) => o.id}
        selected={chosen}
        onSelect={(o) => onChange({ choice: o.id } satisfies CoverResponse)}
        render={(o) => (
          <>
            <span className="choice-title">{o.title}</span>
            {o.consequence}
          </>
        )}
      />
      <div role="status">{result && <p className="explain result">{result}</p>}</div>
    </div>
  );
}
