import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import type { Lang } from '../../contracts/lang';
import { formatAmount } from '../../domain/amount';
import { StatusMessage } from '../../design/StatusMessage';

// A file of its own: the summary (O5D) shows it too, and must not load the whole insurances activity for it.
/** How the monthly total compares with the budget's forsikring line (null while empty), in words: never colour alone. */
export function BudgetComparison({ lang, monthly, line, budgetCode }: { lang: Lang; monthly: number; line: number | null; budgetCode: 'O2B' | 'O2E' }) {
  if (line === null) {
    return (
      <StatusMessage>
        <FormattedMessage id="activity.insurance.noBudgetLine" />{' '}
        <Link href={`/${lang}/okt/2/${budgetCode}`}>
          <FormattedMessage id="activity.insurance.toBudget" />
        </Link>
      </StatusMessage>
    );
  }
  // What the line has to spare (positive) or lacks (negative).
  const difference = line - monthly;
  const values = { line: formatAmount(line), difference: formatAmount(Math.abs(difference)), total: formatAmount(monthly) };
  const id = difference > 0 ? 'activity.insurance.budgetOver' : difference === 0 ? 'activity.insurance.budgetExact' : 'activity.insurance.budgetShort';
  return (
    <p className={difference < 0 ? 'feedback' : 'feedback correct'}>
      <FormattedMessage id={id} values={values} />
    </p>
  );
}
