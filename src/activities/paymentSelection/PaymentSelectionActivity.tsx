import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PaymentResponse } from '../../contracts/responses';
import { formatAmount } from '../../domain/amount';
import { creditFrom, loanCost, loanTermsOf } from '../../domain/credit';
import { comparePayment, MAX_REASON_LENGTH, paymentFrom } from '../../domain/saving';
import { ChoiceCards } from '../../design/ChoiceCards';
import { MissingNotice } from '../budget/MissingNotice';
import { lazyChart } from '../charts/lazyChart';
import { CUMULATIVE_HEIGHT } from '../../components/charts/geometry';
import { DataState } from '../DataState';
import { savingFrom } from '../../domain/savingAnswer';
import { durationText } from '../savingMonthly/saving';
import '../../styles/responsive-table.css';
import type { ActivityProps } from '../types';
import { FigureTable } from '../../design/FigureTable';
import { baseLine, storedChange } from '../../domain/budget';
import { PayFrom } from '../budget/lazyLineChoice';
import { TextAnswer } from '../reflection/ReflectionActivity';

// Its chart (lazyChart): the line chart's fixed height, under its legend.
const PaymentChart = lazyChart(
  () => import('../charts/PaymentChart').then((m) => m.PaymentChart),
  () => ({ drawing: CUMULATIVE_HEIGHT, legend: true }),
);

const OPTIONS: { id: PaymentResponse['choice']; text: string }[] = [
  { id: 'save', text: 'activity.payment.chooseSave' },
  { id: 'credit', text: 'activity.payment.chooseCredit' },
];

/** O3D: saving (O3B) against credit (O3C), then the choice and why: `{ choice, reason, delta, from }` (`choice: null` before choosing). */
export function PaymentSelectionActivity({ lang, activity, value, onChange, responses, objects, data, dataFailed, onRetry }: ActivityProps) {
  // Present: otherwise ActivityGate (prerequisites.ts) shows what to do first.
  const item = objects.creditPurchase!;
  const intl = useIntl();
  // Whether the reason field has been left: only then is an empty reason pointed out.
  const [reasonVisited, setReasonVisited] = useState(false);

  const saving = savingFrom(responses.O3B);
  const credit = creditFrom(responses.O3C);
  const needsSaving = !saving?.monthly;
  const offer = data?.kind === 'credit' ? data.terms.offers.find((o) => o.id === credit?.offerId) : undefined;
  const needsCredit = !credit || (data?.kind === 'credit' && !offer);
  if (needsSaving || needsCredit) {
    return (
      <>
        {needsSaving && <MissingNotice messageId="activity.payment.needSaving" linkId="activity.payment.toSaving" href={`/${lang}/okt/3/O3B`} />}
        {needsCredit && <MissingNotice messageId="activity.payment.needCredit" linkId="activity.payment.toCredit" href={`/${lang}/okt/3/O3C`} />}
      </>
    );
  }
  if (data?.kind !== 'credit' || !offer || !credit || !saving?.monthly) return <DataState failed={dataFailed} onRetry={onRetry} />;

  const loan = loanTermsOf(offer, item.price, credit.months);
  const comparison = comparePayment(item.price, saving.monthly, data.terms.savings.rate, loan);
  const { monthlyTotal } = loanCost(loan);
  const saveTime = comparison.saveMonths === null ? null : durationText(intl, comparison.saveMonths);
  const answer = paymentFrom(value);
  const reasonId = `reason-${activity.activity_code}`;
  const hasBudget = baseLine(responses, 'sparing') !== null;
  const { from } = storedChange(value);
  // Whole kroner, as the budget's lines are.
  const creditLine = Math.round(monthlyTotal);
  const deltaOf = (choice: PaymentResponse['choice'] | null) => (hasBudget && choice === 'credit' ? creditLine : 0);
  const store = (choice: PaymentResponse['choice'] | null, reason: string, nextFrom = from) => onChange({ choice, reason, delta: deltaOf(choice), from: nextFrom });
  const reasonMissing = reasonVisited && answer.reason.trim() === '';
  // Each figure's column, shown beside it when the table is a list of cards on a narrow screen.
  const saveLabel = intl.formatMessage({ id: 'activity.payment.save' });
  const creditLabel = intl.formatMessage({ id: 'activity.payment.credit' });
  const rows: [string, ReactNode, ReactNode][] = [
    [
      'activity.payment.when',
      saveTime === null ? <FormattedMessage id="activity.payment.never" /> : <FormattedMessage id="activity.payment.in" values={{ time: saveTime }} />,
      <FormattedMessage id="activity.payment.now" />,
    ],
    ['activity.payment.perMonth', formatAmount(saving.monthly), formatAmount(monthlyTotal)],
    ['activity.payment.totalPaid', formatAmount(comparison.savePaid), formatAmount(comparison.creditPaid)],
  ];

  return (
    <div className="payment-selection">
      {/* A list of cards on a narrow screen (src/styles/responsive-table.css): nothing scrolls sideways. */}
      <div className="comparison-wrap">
        <FigureTable stack className="comparison">
          <FormattedMessage id="activity.payment.caption" values={{ title: item.title }} tagName="caption" />
          <thead>
            <tr>
              <td />
              <th scope="col">{saveLabel}</th>
              <th scope="col">{creditLabel}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([id, save, onCredit]) => (
              <tr key={id} className={id === 'activity.payment.totalPaid' ? 'sum' : undefined}>
                <th scope="row">
                  <FormattedMessage id={id} />
                </th>
                <td data-label={saveLabel}>{save}</td>
                <td data-label={creditLabel}>{onCredit}</td>
              </tr>
            ))}
          </tbody>
        </FigureTable>
      </div>
      <p className="explain">
        <FormattedMessage id="activity.payment.extraCost" values={{ amount: formatAmount(comparison.extraCostOfCredit) }} />{' '}
        {saveTime === null ? (
          <FormattedMessage id="activity.payment.neverSaved" values={{ title: item.title }} />
        ) : (
          <FormattedMessage id="activity.payment.sooner" values={{ title: item.title, time: saveTime }} />
        )}
      </p>
      <PaymentChart title={item.title} comparison={comparison} monthlySaving={saving.monthly} establishmentFee={loan.establishmentFee} />

      <ChoiceCards
        name={activity.activity_code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.payment.legend' })}
        items={OPTIONS}
        idOf={(o) => o.id}
        selected={answer.choice}
        onSelect={(o) => store(o.id, answer.reason)}
        render={(o) => (
          <span className="choice-title">
            <FormattedMessage id={o.text} />
          </span>
        )}
      />
      {hasBudget && data.categories && answer.choice === 'credit' && (
        <>
          <p className="explain">
            <FormattedMessage id="activity.payment.creditLine" values={{ amount: formatAmount(creditLine), months: credit.months }} />
          </p>
          <PayFrom
            idPrefix={activity.activity_code}
            responses={responses}
            step="O3D"
            change={{ target: null, delta: creditLine }}
            from={from}
            categories={data.categories}
            onFrom={(line) => store(answer.choice, answer.reason, line)}
          />
        </>
      )}
      <TextAnswer
        id={reasonId}
        className="reason"
        label={<FormattedMessage id="activity.payment.reasonLabel" />}
        hintId="activity.payment.reasonHint"
        errorId={reasonMissing ? 'activity.payment.reasonMissing' : null}
        rows={4}
        maxLength={MAX_REASON_LENGTH}
        value={answer.reason}
        onChange={(reason) => store(answer.choice, reason)}
        onBlur={() => setReasonVisited(true)}
      />
    </div>
  );
}
