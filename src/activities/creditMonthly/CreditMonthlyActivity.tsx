import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CreditOffer } from '../../contracts/credit';
import { formatAmount, formatPercent } from '../../domain/amount';
import { creditChoice, creditFrom, loanCost, loanTermsOf } from '../../domain/credit';
import { ChoiceCards } from '../../design/ChoiceCards';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { FigureRow, FigureTable } from '../../design/FigureTable';

const KIND_TEXT: Record<CreditOffer['kind'], string> = { instalment: 'activity.credit.instalment', 'credit-card': 'activity.credit.creditCard' };

/** O3C: the item on credit: an offer and a period (`{ offerId, months }`), with what the law says an advert must show. */
export function CreditMonthlyActivity({ activity, value, onChange, objects, data, dataFailed, onRetry }: ActivityProps) {
  // Present: otherwise ActivityGate (prerequisites.ts) shows what to do first.
  const item = objects.creditPurchase!;
  const intl = useIntl();
  if (data?.kind !== 'credit') return <DataState failed={dataFailed} onRetry={onRetry} />;

  const { offers } = data.terms;
  const answer = creditFrom(value);
  const offer = offers.find((o) => o.id === answer?.offerId);
  const months = offer && answer && offer.termsMonths.includes(answer.months) ? answer.months : null;
  const cost = offer && months ? loanCost(loanTermsOf(offer, item.price, months)) : null;
  const code = activity.activity_code;

  let status: ReactNode = <FormattedMessage id="activity.credit.chooseOffer" />;
  if (cost && months) {
    status = (
      <FormattedMessage
        id="activity.credit.summary"
        values={{ monthly: formatAmount(cost.monthlyTotal), months, total: formatAmount(cost.totalPaid), rate: formatPercent(cost.effectiveRate) }}
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
                values={{ rate: formatPercent(o.nominalRate), fee: formatAmount(o.establishmentFee), monthlyFee: formatAmount(o.monthlyFee) }}
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
          <FormattedMessage id="activity.credit.termsLegend" tagName="legend" />
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
            <FormattedMessage id="activity.credit.caption" values={{ offer: offer.title, months }} tagName="caption" />
            <tbody>
              <FigureRow id="activity.credit.principal" values={{ title: item.title }}>{formatAmount(item.price)}</FigureRow>
              <FigureRow id="activity.credit.nominalRate">{formatPercent(offer.nominalRate)}</FigureRow>
              <FigureRow id="activity.credit.establishmentFee">{formatAmount(offer.establishmentFee)}</FigureRow>
              <FigureRow id="activity.credit.monthlyFee">{formatAmount(offer.monthlyFee)}</FigureRow>
              <FigureRow id="activity.credit.monthlyTotal">{formatAmount(cost.monthlyTotal)}</FigureRow>
              <FigureRow className="sum" id="activity.credit.totalPaid">{formatAmount(cost.totalPaid)}</FigureRow>
              <FigureRow className="sum" id="activity.credit.totalCost">{formatAmount(cost.totalCost)}</FigureRow>
              <FigureRow className="sum" id="activity.credit.effectiveRate">{formatPercent(cost.effectiveRate)}</FigureRow>
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
