import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import { CheckQuestion } from '../checkQuestion/CheckQuestion';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';

/** O2A: the eight budget lines with what a young adult typically spends on each, then a check question. */
export function BudgetIntroActivity({ activity, seed, value, onChange, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  return (
    <div className="budget-intro">
      {data?.kind === 'budget' ? (
        <section aria-labelledby="budget-categories">
          <h2 id="budget-categories">
            <FormattedMessage id="activity.budgetIntro.heading" />
          </h2>
          <ol className="category-list">
            {data.reference.categories.map((info) => (
              <li key={info.id}>
                <h3>{info.title}</h3>
                <p>{info.description}</p>
                <p className="category-reference">
                  {info.reference
                    ? intl.formatMessage(
                        { id: 'activity.budget.reference' },
                        { amount: formatAmount(info.reference.monthly), name: info.reference.source.name, year: info.reference.source.year },
                      )
                    : info.advice}
                </p>
              </li>
            ))}
          </ol>
        </section>
      ) : (
        <DataState failed={dataFailed} onRetry={onRetry} />
      )}
      <CheckQuestion name={activity.activity_code} question={activity.question} seed={seed} value={value} onChange={onChange} />
    </div>
  );
}
