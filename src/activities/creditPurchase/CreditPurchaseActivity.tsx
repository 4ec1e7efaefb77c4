import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import { ChoiceList } from '../ChoiceList';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';

/**
 * O3A: choose something to buy. The answer is the item's id; the item itself becomes the stored
 * creditPurchase object, which saving up (O3B), credit (O3C) and the choice between them (O3D) build on.
 */
export function CreditPurchaseActivity({ activity, value, onChange, objects, onObjectSet, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  const items = data?.kind === 'creditItems' ? data.items : null;
  const chosenId = typeof value === 'string' && value !== '' ? value : null;
  const chosen = items?.find((item) => item.id === chosenId) ?? null;
  const objectMissing = chosen !== null && objects.creditPurchase?.id !== chosen.id;

  useEffect(() => {
    // The answer was given on another device, whose object this one does not have: later activities need the item.
    if (objectMissing) onObjectSet({ key: 'creditPurchase', value: chosen });
  }, [objectMissing, chosen, onObjectSet]);

  if (!items) return <DataState failed={dataFailed} onRetry={onRetry} />;
  return (
    <div className="credit-purchase">
      <ChoiceList
        name={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.creditPurchase.legend' })}
        items={items}
        idOf={(item) => item.id}
        selected={chosenId}
        onSelect={(item) => {
          onChange(item.id);
          onObjectSet({ key: 'creditPurchase', value: item });
        }}
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
          <p className="notice">
            <FormattedMessage id="activity.creditPurchase.chosen" values={{ title: chosen.title, price: formatAmount(chosen.price) }} />
          </p>
        )}
      </div>
    </div>
  );
}
