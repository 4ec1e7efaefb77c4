import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';

// A file of its own: O2B and O2E both show it, and O2E must not load the whole O2B activity for it.
/** Where the budget stands against the income, in words: every krone placed, some left to place, or too much spent. */
export function UnplacedStatus({ remaining }: { remaining: number }) {
  const intl = useIntl();
  if (remaining === 0) {
    return (
      <p className="feedback correct">
        <FormattedMessage id="activity.budget.balanced" />
      </p>
    );
  }
  if (remaining < 0) {
    return (
      <>
        <p className="feedback deficit">
          <FormattedMessage id="activity.budget.deficitFlag" tagName="strong" />{' '}
          {intl.formatMessage({ id: 'activity.budget.deficit' }, { amount: formatAmount(-remaining) })}
        </p>
        <p className="explain">
          <FormattedMessage id="activity.budget.deficitAdvice" />
        </p>
      </>
    );
  }
  return <p className="feedback unplaced">{intl.formatMessage({ id: 'activity.budget.left' }, { amount: formatAmount(remaining) })}</p>;
}
