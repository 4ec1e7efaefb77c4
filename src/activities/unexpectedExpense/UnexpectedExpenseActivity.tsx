import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { UnexpectedExpense } from '../../contracts/budget';
import type { Lang } from '../../contracts/lang';
import { formatAmount } from '../../domain/amount';
import { budgetFrom, expenseMonthsToRecover } from '../../domain/budget';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';

/** What the expense means for the pupil's budget: how many months of the O2B savings line it equals. */
function BudgetMeaning({ expense, budget, lang }: { expense: UnexpectedExpense; budget: unknown; lang: Lang }) {
  const intl = useIntl();
  if (budget === undefined || budget === null) {
    return (
      <p className="explain">
        <FormattedMessage id="activity.unexpected.noBudget" />{' '}
        <Link href={`/${lang}/okt/2/O2B`}>
          <FormattedMessage id="activity.unexpected.toBudget" />
        </Link>
      </p>
    );
  }
  const saving = budgetFrom(budget).sparing ?? 0;
  const months = expenseMonthsToRecover(expense.amount, saving);
  return (
    <p className="explain">
      {months === null
        ? intl.formatMessage({ id: 'activity.unexpected.noSavings' })
        : intl.formatMessage({ id: 'activity.unexpected.savingsMonths' }, { saving: formatAmount(saving), months })}
    </p>
  );
}

/**
 * O2C: life sends an unexpected expense. The pupil draws one at random from the content; its id is the
 * answer and the expense itself the stored object the rest of session 2 builds on. There is no second draw.
 */
export function UnexpectedExpenseActivity({ lang, value, onChange, responses, objects, onObjectSet, data, dataFailed, onRetry }: ActivityProps) {
  // UI state only: after a draw the button is gone, so focus moves to what was drawn.
  const [justDrawn, setJustDrawn] = useState(false);
  const drawnId = typeof value === 'string' && value !== '' ? value : null;
  const expenses = data?.kind === 'unexpectedExpenses' ? data.expenses : null;
  // Drawn on another device: the answer is here but the object is not, so take it from the list.
  const restored = !objects.unexpectedExpense && drawnId && expenses ? (expenses.find((e) => e.id === drawnId) ?? null) : null;
  useEffect(() => {
    if (restored) onObjectSet({ key: 'unexpectedExpense', value: restored });
  }, [restored, onObjectSet]);

  const expense = objects.unexpectedExpense ?? restored;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justDrawn) headingRef.current?.focus();
  }, [justDrawn, expense?.id]);

  if (expense) {
    return (
      <div className="unexpected-expense">
        <section className="expense-card" aria-labelledby="expense-title">
          <h2 id="expense-title" tabIndex={-1} ref={headingRef}>
            {expense.title}
          </h2>
          <p>{expense.description}</p>
          <p className="expense-amount">
            <FormattedMessage id="activity.unexpected.amount" values={{ amount: formatAmount(expense.amount) }} />
          </p>
          <p className="choice-source">
            <FormattedMessage id="activity.source" values={{ name: expense.source.name, year: expense.source.year }} />
          </p>
        </section>
        <BudgetMeaning expense={expense} budget={responses.O2B} lang={lang} />
        <p className="muted">
          <FormattedMessage id="activity.unexpected.noRedraw" />
        </p>
      </div>
    );
  }
  if (!expenses) return <DataState failed={dataFailed} onRetry={onRetry} />;
  return (
    <div className="unexpected-expense">
      {drawnId && (
        <p className="notice">
          <FormattedMessage id="activity.unexpected.notFound" />
        </p>
      )}
      <p>
        <FormattedMessage id="activity.unexpected.drawIntro" />
      </p>
      <button
        type="button"
        className="button"
        disabled={expenses.length === 0}
        onClick={() => {
          const drawn = expenses[Math.floor(Math.random() * expenses.length)];
          if (!drawn) return;
          setJustDrawn(true);
          onChange(drawn.id);
          onObjectSet({ key: 'unexpectedExpense', value: drawn });
        }}
      >
        <FormattedMessage id="activity.unexpected.draw" />
      </button>
    </div>
  );
}
