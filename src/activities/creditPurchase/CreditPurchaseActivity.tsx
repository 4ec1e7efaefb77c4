import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { StatusMessage } from '../../design/StatusMessage';

/** O3A: something to buy; its id is the answer, and O3B–O3D build on it. */
export function CreditPurchaseActivity({ activity, value, onChange, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  const items = data?.kind === 'creditItems' ? data.items : null;
  const chosenId = typeof value === 'string' && value !== '' ? value : null;
  const chosen = items?.find((item) => item.id === chosenId) ?? null;

  if (!items) return <DataState failed={dataFailed} onRetry={onRetry} />;
  return (
    <div className="credit-purchase">
      <ChoiceCards
        name={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.creditPurchase.legend' })}
        items={items}
        idOf={(item) => item.id}
        selected={chosenId}
        onSelect={(item) => onChange(item.id)}
        render={(item) => (
          <>
            <span className="choice-title">{item.title}</span>
            <span className="choice-text">{item.description}</span>
            <span className="choice-amount">{intl.formatMessage({ id: 'activity.creditPurchase.price' }, { amount: formatAmount(item.price) })}</span>
            <span className="choice-source">
              <FormattedMessage id="activity.source" values={{ name: item.source.name, year: item.source.year }} />
            </span>
          </>
        )}
      />
      <div role="status">
        {chosen && (
          <StatusMessage>
            <FormattedMessage id="activity.creditPurchase.chosen" values={{ title: chosen.title, price: formatAmount(chosen.price) }} />
          </StatusMessage>
        )}
      </div>
    </div>
  );
}
