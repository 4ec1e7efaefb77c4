import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import type { UnexpectedExpense } from '../../contracts/budget';
import type { Lang } from '../../contracts/lang';
import { formatAmount } from '../../domain/amount';
import { budgetInUse } from '../../domain/budget';
import { expensePlan } from '../../domain/expensePlan';
import { drawOne, fittingEvents, ownedInSession2 } from '../../domain/fits';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { Button } from '../../design/Button';
import { StatusMessage } from '../../design/StatusMessage';
import { useRandom } from '../../context/RandomContext';

/** What the expense means for the pupil's budget: how many months of the savings line it equals. */
function BudgetMeaning({ expense, responses, lang }: { expense: UnexpectedExpense; responses: Record<string, unknown>; lang: Lang }) {
  const intl = useIntl();
  const budget = budgetInUse(responses);
  if (!budget) {
    return (
      <p className="explain">
        <FormattedMessage id="activity.unexpected.noBudget" />{' '}
        <Link href={`/${lang}/okt/2/O2B`}>
          <FormattedMessage id="activity.unexpected.toBudget" />
        </Link>
      </p>
    );
  }
  // The savings plan of O2D, so the months are the same on every screen.
  const saving = budget.budget.sparing ?? 0;
  const months = expensePlan(expense, { sparing: saving, remaining: null }, 'savings')?.months ?? null;
  return (
    <p className="explain">
      {months === null
        ? intl.formatMessage({ id: 'activity.unexpected.noSavings' })
        : intl.formatMessage({ id: 'activity.unexpected.savingsMonths' }, { saving: formatAmount(saving), months })}
    </p>
  );
}

/** O2C: an unexpected expense that fits the pupil (src/domain/fits.ts) is drawn once; its id is the answer. */
export function UnexpectedExpenseActivity({ lang, value, onChange, responses, objects, data, dataFailed, onRetry }: ActivityProps) {
  const random = useRandom();
  // UI state only: after a draw the button is gone, so focus moves to what was drawn.
  const [justDrawn, setJustDrawn] = useState(false);
  const drawnId = typeof value === 'string' && value !== '' ? value : null;
  const expenses = data?.kind === 'unexpectedExpenses' ? data.expenses : null;
  // The story's expense, or the drawn one from the list while the story catches up.
  const expense =
    (objects.unexpectedExpense && objects.unexpectedExpense.id === drawnId ? objects.unexpectedExpense : null) ??
    (drawnId && expenses ? (expenses.find((e) => e.id === drawnId) ?? null) : null);
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
        <BudgetMeaning expense={expense} responses={responses} lang={lang} />
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
        <StatusMessage>
          <FormattedMessage id="activity.unexpected.notFound" />
        </StatusMessage>
      )}
      <FormattedMessage id="activity.unexpected.drawIntro" tagName="p" />
      <Button
        disabled={expenses.length === 0}
        onClick={() => {
          const candidates = fittingEvents(expenses, ownedInSession2());
          if (candidates.length === 0) return;
          setJustDrawn(true);
          onChange(drawOne(candidates, random()).id);
        }}
      >
        <FormattedMessage id="activity.unexpected.draw" />
      </Button>
    </div>
  );
}
