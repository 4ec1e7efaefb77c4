import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { formatAmount } from '../../domain/amount';
import { netPay } from '../../domain/tax';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { StatusMessage } from '../../design/StatusMessage';
import { FigureTable } from '../../design/FigureTable';

type Option = 'gross' | 'net' | 'low';
const roundToHundred = (n: number) => Math.round(n / 100) * 100;
const percent = (rate: number) => `${(rate * 100).toLocaleString('nb-NO', { maximumFractionDigits: 1 })} %`;

/**
 * O1E: what the chosen job pays after tax (2026 rules, simplified), every part shown, and one check
 * question: how much reaches your account each month? The answer is the option chosen and whether it was right.
 */
export function NetPayActivity({ lang, activity, value, onChange, objects: { job }, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  if (!job) {
    return (
      <StatusMessage>
        <FormattedMessage id="activity.netPay.chooseJobFirst" />{' '}
        <Link href={`/${lang}/okt/1/O1D`}>
          <FormattedMessage id="activity.netPay.toJob" />
        </Link>
      </StatusMessage>
    );
  }
  if (data?.kind !== 'tax') return <DataState failed={dataFailed} onRetry={onRetry} />;
  const tax = data.tax;
  const pay = netPay(job.grossYearlySalary, tax);
  const options: { id: Option; amount: number }[] = [
    { id: 'gross', amount: roundToHundred(pay.gross / 12) },
    { id: 'net', amount: roundToHundred(pay.netMonthly) },
    { id: 'low', amount: roundToHundred(pay.netMonthly * 0.7) },
  ];
  const answer = value && typeof value === 'object' ? (value as { choice?: Option }).choice : undefined;
  const rows: { id: string; amount: number; values?: Record<string, string> }[] = [
    { id: 'activity.netPay.ordinaryTax', amount: pay.ordinaryIncomeTax, values: { rate: percent(tax.ordinaryIncomeRate) } },
    { id: 'activity.netPay.socialSecurity', amount: pay.socialSecurity, values: { rate: percent(tax.socialSecurityRate) } },
    { id: 'activity.netPay.bracketTax', amount: pay.bracketTax },
  ];

  return (
    <div className="net-pay">
      <FigureTable>
        <caption>
          <FormattedMessage id="activity.netPay.caption" values={{ job: job.title, year: tax.year }} />
        </caption>
        <tbody>
          <tr>
            <th scope="row">
              <FormattedMessage id="activity.netPay.gross" />
            </th>
            <td>{formatAmount(pay.gross)}</td>
          </tr>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <FormattedMessage id={row.id} values={row.values} />
              </th>
              <td>− {formatAmount(row.amount)}</td>
            </tr>
          ))}
          <tr className="sum">
            <th scope="row">
              <FormattedMessage id="activity.netPay.totalTax" values={{ rate: percent(pay.averageTaxRate) }} />
            </th>
            <td>{formatAmount(pay.totalTax)}</td>
          </tr>
          <tr className="sum">
            <th scope="row">
              <FormattedMessage id="activity.netPay.netYearly" />
            </th>
            <td>{formatAmount(pay.netYearly)}</td>
          </tr>
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
