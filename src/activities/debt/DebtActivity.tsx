import { FormattedMessage, useIntl } from 'react-intl';
import type { DebtContent, DebtStepId } from '../../contracts/credit';
import { formatAmount, formatPercent } from '../../domain/amount';
import { type DebtStep, debtTimeline } from '../../domain/debt';
import { CheckQuestion } from '../checkQuestion/CheckQuestion';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import './debt.css';

/** The label of what a step adds, by step: the due date and the steps after the salær doubles add nothing of their own. */
const ADDED_LABEL: Partial<Record<DebtStepId, string>> = {
  reminder: 'activity.debt.reminderFee',
  notice: 'activity.debt.noticeFee',
  demand: 'activity.debt.salary',
  heavy: 'activity.debt.heavySalary',
};

function Figures({ step }: { step: DebtStep }) {
  const label = ADDED_LABEL[step.id];
  const rows: [string, number, string?][] = [
    ...(label && step.day !== null ? [[label, step.added] as [string, number]] : []),
    ...(step.interest > 0 && step.day !== null ? [['activity.debt.interest', step.interest] as [string, number]] : []),
    [step.atLeast ? 'activity.debt.owedAtLeast' : 'activity.debt.owed', step.total, 'sum'],
  ];
  return (
    <dl className="debt-figures">
      {rows.map(([id, amount, className]) => (
        <div key={id} className={className}>
          <FormattedMessage id={id} tagName="dt" />
          <dd>{formatAmount(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Where the figures come from, with the school year they were checked for. */
function Sources({ debt }: { debt: DebtContent }) {
  const sources = [debt.purchase.source, debt.deadlines.source, debt.fees.source, debt.salary.source, debt.lateInterest.source, debt.remarkSource];
  return (
    <section aria-labelledby="debt-sources">
      <h2 id="debt-sources">
        <FormattedMessage id="activity.debt.sourcesHeading" />
      </h2>
      <FormattedMessage id="activity.debt.schoolYear" values={{ year: debt.schoolYear }} tagName="p" />
      <ul className="debt-sources">
        {sources.map((source) => (
          <li key={source.url}>
            <a href={source.url}>{source.name}</a> ({source.year})
          </li>
        ))}
      </ul>
    </section>
  );
}

/** O3F: the O3A purchase bought with «kjøp nå – betal senere» and never paid, step by step; the check question is the answer. */
export function DebtActivity({ activity, seed, value, onChange, objects: { creditPurchase: item }, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  const question = <CheckQuestion name={activity.activity_code} question={activity.question} seed={seed} value={value} onChange={onChange} />;
  if (data?.kind !== 'debt' || !item) {
    return (
      <div className="debt">
        <DataState failed={dataFailed} onRetry={onRetry} />
        {question}
      </div>
    );
  }

  const { debt } = data;
  const steps = debtTimeline(item.price, debt);
  const rate = formatPercent(debt.lateInterest.rate, 0);
  const from = intl.formatDate(debt.lateInterest.from, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <div className="debt">
      <p className="feedback">
        <FormattedMessage id="activity.debt.purchase" values={{ title: item.title, price: formatAmount(item.price), days: debt.purchase.dueAfterDays }} />
      </p>
      <section aria-labelledby="debt-timeline">
        <h2 id="debt-timeline">
          <FormattedMessage id="activity.debt.timelineHeading" />
        </h2>
        <ol className="debt-timeline">
          {steps.map((step) => {
            const text = debt.steps.find((s) => s.id === step.id);
            return (
              <li key={step.id} className={`debt-step-${step.id}`}>
                <h3>{text?.title}</h3>
                <p className="debt-day">
                  {step.day === null ? <FormattedMessage id="activity.debt.noDate" /> : <FormattedMessage id="activity.debt.day" values={{ day: step.day }} />}
                </p>
                <p>{text?.text}</p>
                {step.id === 'due' && (
                  <FormattedMessage id="activity.debt.rate" values={{ rate, date: from }} tagName="p" />
                )}
                <Figures step={step} />
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="debt-facts">
        <h2 id="debt-facts">
          <FormattedMessage id="activity.debt.factsHeading" />
        </h2>
        <ul className="debt-facts">
          {debt.facts.map((fact) => (
            <li key={fact.id}>
              <h3>{fact.title}</h3>
              <p>{fact.text}</p>
              <p className="muted">
                <FormattedMessage id="activity.source" values={{ name: fact.source.name, year: fact.source.year }} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <Sources debt={debt} />
      {question}
    </div>
  );
}
