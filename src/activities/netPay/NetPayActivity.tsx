import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount, formatPercent } from '../../domain/amount';
import { netPay } from '../../domain/tax';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { FigureRow, FigureTable } from '../../design/FigureTable';

type Option = 'gross' | 'net' | 'low';
const roundToHundred = (n: number) => Math.round(n / 100) * 100;

/** O1E: the job's pay after tax (simplified rules), every part shown, and how much reaches the account each month. */
export function NetPayActivity({ activity, value, onChange, objects, data, dataFailed, onRetry }: ActivityProps) {
  // Present: otherwise ActivityGate (prerequisites.ts) shows what to do first.
  const job = objects.job!;
  const intl = useIntl();
  if (data?.kind !== 'tax') return <DataState failed={dataFailed} onRetry={onRetry} />;
  const tax = data.tax;
  const pay = netPay(job.grossYearlySalary, tax);
  const options: { id: Option; amount: number }[] = [
    { id: 'gross', amount: roundToHundred(pay.gross / 12) },
    { id: 'net', amount: roundToHundred(pay.netMonthly) },
    { id: 'low', amount: roundToHundred(pay.netMonthly * 0.7) },
  ];
  const answer = value && typeof value === 'object' ? (value as { choice?: Option }).choice : undefined;

  return (
    <div className="net-pay">
      <FigureTable>
        <FormattedMessage id="activity.netPay.caption" values={{ job: job.title, year: tax.year }} tagName="caption" />
        <tbody>
          <FigureRow id="activity.netPay.gross">{formatAmount(pay.gross)}</FigureRow>
          <FigureRow id="activity.netPay.ordinaryTax" values={{ rate: formatPercent(tax.ordinaryIncomeRate, 0) }}>− {formatAmount(pay.ordinaryIncomeTax)}</FigureRow>
          <FigureRow id="activity.netPay.socialSecurity" values={{ rate: formatPercent(tax.socialSecurityRate, 0) }}>− {formatAmount(pay.socialSecurity)}</FigureRow>
          <FigureRow id="activity.netPay.bracketTax">− {formatAmount(pay.bracketTax)}</FigureRow>
          <FigureRow className="sum" id="activity.netPay.totalTax" values={{ rate: formatPercent(pay.averageTaxRate, 0) }}>{formatAmount(pay.totalTax)}</FigureRow>
          <FigureRow className="sum" id="activity.netPay.netYearly">{formatAmount(pay.netYearly)}</FigureRow>
        </tbody>
      </FigureTable>
      <p className="explain">
        <FormattedMessage
          id="activity.netPay.explain"
          values={{ deduction: formatAmount(pay.minimumDeduction), allowance: formatAmount(pay.personalAllowance) }}
        />
      </p>
      <p className="explain">
        <FormattedMessage id="activity.netPay.juneDecember" />
      </p>
      <p className="choice-source">
        <FormattedMessage id="activity.netPay.simplified" />{' '}
        {tax.sources.map((source, i) => (
          <span key={source.url}>
            {i > 0 && ', '}
            <a href={source.url}>{`${source.name} (${source.year})`}</a>
          </span>
        ))}
      </p>

      <ChoiceCards
        name={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.netPay.question' })}
        items={options}
        idOf={(o) => o.id}
        selected={answer ?? null}
        onSelect={(o) => onChange({ choice: o.id, correct: o.id === 'net' })}
        render={(o) => <span className="choice-title">{intl.formatMessage({ id: 'activity.netPay.perMonth' }, { amount: formatAmount(o.amount) })}</span>}
      />
      {answer && (
        <p className={answer === 'net' ? 'feedback correct' : 'feedback'} role="status">
          <FormattedMessage
            id={answer === 'net' ? 'activity.netPay.right' : answer === 'gross' ? 'activity.netPay.wrongGross' : 'activity.netPay.wrongLow'}
            values={{ amount: formatAmount(roundToHundred(pay.netMonthly)) }}
          />
        </p>
      )}
    </div>
  );
}
