import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditOffer } from '../../contracts/credit';
import { formatAmount } from '../../domain/amount';
import { loanCost } from '../../domain/credit';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { creditChoice, creditFrom, formatRate, loanTermsOf } from './credit';
import { FigureTable } from '../../design/FigureTable';

const KIND_TEXT: Record<CreditOffer['kind'], string> = { instalment: 'activity.credit.instalment', 'credit-card': 'activity.credit.creditCard' };

/**
 * O3C: buying the chosen item on credit. The pupil picks an offer and a repayment period, and sees what
 * Norwegian law requires an advert to show, the effective rate included. The answer is `{ offerId, months }`.
 */
export function CreditMonthlyActivity({ activity, value, onChange, objects, data, dataFailed, onRetry }: ActivityProps) {
  // Shown only once it is there: the activity frame shows what to do first otherwise (ActivityGate, prerequisites.ts).
  const item = objects.creditPurchase!;
  const intl = useIntl();
  if (data?.kind !== 'credit') return <DataState failed={dataFailed} onRetry={onRetry} />;

  const { offers } = data.terms;
  const answer = creditFrom(value);
  const offer = offers.find((o) => o.id === answer?.offerId);
  const months = offer && answer && offer.termsMonths.includes(answer.months) ? answer.months : null;
  const cost = offer && months ? loanCost(loanTermsOf(offer, item.price, months)) : null;
  const code = activity.activity_code;
  const rows: { id: string; values?: Record<string, string>; shown: string; sum?: boolean }[] =
    offer && cost
      ? [
          { id: 'activity.credit.principal', values: { title: item.title }, shown: formatAmount(item.price) },
          { id: 'activity.credit.nominalRate', shown: formatRate(offer.nominalRate) },
          { id: 'activity.credit.establishmentFee', shown: formatAmount(offer.establishmentFee) },
          { id: 'activity.credit.monthlyFee', shown: formatAmount(offer.monthlyFee) },
          { id: 'activity.credit.monthlyTotal', shown: formatAmount(cost.monthlyTotal) },
          { id: 'activity.credit.totalPaid', shown: formatAmount(cost.totalPaid), sum: true },
          { id: 'activity.credit.totalCost', shown: formatAmount(cost.totalCost), sum: true },
          { id: 'activity.credit.effectiveRate', shown: formatRate(cost.effectiveRate), sum: true },
        ]
      : [];

  let status: ReactNode = <FormattedMessage id="activity.credit.chooseOffer" />;
  if (cost && months) {
    status = (
      <FormattedMessage
        id="activity.credit.summary"
        values={{ monthly: formatAmount(cost.monthlyTotal), months, total: formatAmount(cost.totalPaid), rate: formatRate(cost.effectiveRate) }}
      />
    );
  }

  return (
    <div className="credit-monthly">
      <ChoiceCards
        name={code}
        legend={activity.prompt ?? intl.formatMessage({ id: 'activity.credit.legend' })}
        items={offers}
        idOf={(o) => o.id}
        selected={offer?.id ?? null}
        onSelect={(o) => onChange(creditChoice(o, answer))}
        render={(o) => (
          <>
            <span className="choice-facts">
              <FormattedMessage id={KIND_TEXT[o.kind]} />
            </span>
            <span className="choice-title">{o.title}</span>
            <span className="choice-text">{o.description}</span>
            <span className="choice-facts">
              <FormattedMessage
                id="activity.credit.facts"
                values={{ rate: formatRate(o.nominalRate), fee: formatAmount(o.establishmentFee), monthlyFee: formatAmount(o.monthlyFee) }}
              />
            </span>
            <span className="choice-source">
              <FormattedMessage id="activity.source" values={{ name: o.source.name, year: o.source.year }} />
            </span>
          </>
        )}
      />
      {offer && (
        <fieldset className="mode-switch">
          <legend>
            <FormattedMessage id="activity.credit.termsLegend" />
          </legend>
          {offer.termsMonths.map((term) => (
            <label key={term} className={term === months ? 'mode-option selected' : 'mode-option'}>
              <input type="radio" name={`${code}-months`} value={term} checked={term === months} onChange={() => onChange({ offerId: offer.id, months: term })} />
              <FormattedMessage id="activity.credit.term" values={{ months: term }} />
            </label>
          ))}
        </fieldset>
      )}
      <p role="status" className="feedback">
        {status}
      </p>
      {offer && cost && months && (
        <>
          <FigureTable>
            <caption>
              <FormattedMessage id="activity.credit.caption" values={{ offer: offer.title, months }} />
            </caption>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className={row.sum ? 'sum' : undefined}>
                  <th scope="row">
                    <FormattedMessage id={row.id} values={row.values} />
                  </th>
                  <td>{row.shown}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
          <p className="explain">
            <FormattedMessage id="activity.credit.explain" />
          </p>
        </>
      )}
    </div>
  );
}
