import { useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import type { BudgetLine, LineStatus } from '../../domain/budget';

const STATUS_TEXT: Record<LineStatus, string> = {
  empty: 'activity.budget.status.empty',
  noReference: 'activity.budget.status.noReference',
  below: 'activity.budget.status.below',
  near: 'activity.budget.status.near',
  above: 'activity.budget.status.above',
};

/** How one line compares with its reference, in words (colour only repeats what the words say). */
export function LineNote({ line }: { line: BudgetLine }) {
  const intl = useIntl();
  const difference = line.difference === null ? '' : formatAmount(Math.abs(line.difference));
  return <span className={`line-status status-${line.status}`}>{intl.formatMessage({ id: STATUS_TEXT[line.status] }, { amount: difference })}</span>;
}
