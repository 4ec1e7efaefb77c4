import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatAmount } from '../domain/amount';

export interface SummaryBarProps {
  /** Kroner left each month; negative when the budget spends more than the income. */
  remaining: number;
  /** The save state (SaveStatusView), so it is in view where the pupil types. */
  saveStatus?: ReactNode;
}

/**
 * Money left and save state, sticky while the budget is in view (src/styles/mobile.css). Below zero it says «I minus»
 * in words; the colour only repeats that. Not a live region: the budget's status announces changes.
 */
export function SummaryBar({ remaining, saveStatus }: SummaryBarProps) {
  const intl = useIntl();
  const deficit = remaining < 0;
  return (
    <div className="okt-bar summary-bar" role="group" aria-label={intl.formatMessage({ id: 'summaryBar.label' })}>
      <p className={deficit ? 'summary-left deficit' : 'summary-left'}>
        {intl.formatMessage({ id: deficit ? 'summaryBar.deficit' : 'summaryBar.left' }, { amount: formatAmount(Math.abs(remaining)) })}
      </p>
      {saveStatus}
    </div>
  );
}
