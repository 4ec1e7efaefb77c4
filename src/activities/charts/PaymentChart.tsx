import { useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import type { PaymentComparison } from '../../domain/saving';
import { CumulativeChart, type CumulativeLine } from '../../components/charts/CumulativeChart';
import { durationText } from '../savingMonthly/saving';

export interface PaymentChartProps {
  title: string;
  comparison: PaymentComparison;
  monthlySaving: number;
  /** Etableringsgebyr: what credit costs on the day you get the thing. */
  establishmentFee: number;
}

/** With no end to the saving, the chart still shows this many months of it (or the loan's period, if longer). */
const NEVER_SHOWN_MONTHS = 24;

/** O3D: kroner paid month by month, saving (solid) and on credit (dashed, fee on day one), with the month you can buy marked. */
export function PaymentChart({ title, comparison, monthlySaving, establishmentFee }: PaymentChartProps) {
  const intl = useIntl();
  const { saveMonths, creditMonths, savePaid, creditPaid, extraCostOfCredit } = comparison;
  const months = (n: number) => intl.formatMessage({ id: 'chart.months' }, { months: n });
  const savingEnd = saveMonths ?? Math.max(creditMonths, NEVER_SHOWN_MONTHS);
  const saving: CumulativeLine = {
    name: intl.formatMessage({ id: 'chart.payment.save' }),
    style: 'line',
    points: [
      { month: 0, amount: 0 },
      { month: savingEnd, amount: saveMonths === null ? monthlySaving * savingEnd : savePaid },
    ],
    marker:
      saveMonths === null ? null : { month: saveMonths, amount: savePaid, shape: 'circle', label: intl.formatMessage({ id: 'chart.payment.buyAfter' }, { time: durationText(intl, saveMonths) }) },
  };
  const credit: CumulativeLine = {
    name: intl.formatMessage({ id: 'chart.payment.credit' }),
    style: 'dashed',
    points: [
      { month: 0, amount: establishmentFee },
      { month: creditMonths, amount: creditPaid },
    ],
    marker: { month: 0, amount: establishmentFee, shape: 'square', label: intl.formatMessage({ id: 'chart.payment.buyNow' }) },
  };
  const values = {
    title,
    credit: formatAmount(creditPaid),
    save: formatAmount(savePaid),
    extra: formatAmount(extraCostOfCredit),
    monthly: formatAmount(monthlySaving),
    time: saveMonths === null ? '' : durationText(intl, saveMonths),
  };
  const summaryId =
    saveMonths === null ? 'chart.payment.summaryNever' : Math.round(extraCostOfCredit) > 0 ? 'chart.payment.summary' : 'chart.payment.summaryNoExtra';

  return (
    <CumulativeChart
      title={intl.formatMessage({ id: 'chart.payment.title' })}
      summary={intl.formatMessage({ id: summaryId }, values)}
      lines={[saving, credit]}
      monthText={(n) => (n === 0 ? '0' : months(n))}
      amountText={formatAmount}
      table={{
        // Sparing and Kreditt side by side, as in O3D's own table: three columns fit at 320 px.
        rowHeader: '',
        columns: [saving.name, credit.name],
        rows: [
          {
            label: intl.formatMessage({ id: 'chart.payment.getIt' }),
            cells: [saveMonths === null ? intl.formatMessage({ id: 'chart.payment.never' }) : durationText(intl, saveMonths), intl.formatMessage({ id: 'chart.payment.now' })],
          },
          { label: intl.formatMessage({ id: 'chart.payment.paid' }), cells: [saveMonths === null ? '–' : formatAmount(savePaid), formatAmount(creditPaid)] },
          {
            label: intl.formatMessage({ id: 'chart.payment.doneAfter' }),
            cells: [saveMonths === null ? '–' : durationText(intl, saveMonths), durationText(intl, creditMonths)],
          },
        ],
      }}
    />
  );
}
