import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../domain/amount';
import { chosenIds, insuranceMonthlyTotal, insurancesAnswer, insuranceYearlyTotal, toggleInsurance } from '../../domain/insurance';
import { BudgetComparison } from './BudgetComparison';
import { DataState } from '../DataState';
import type { ActivityProps } from '../types';
import { baseLine, budgetInUse, storedChange } from '../../domain/budget';
import { PayFrom } from '../budget/lazyLineChoice';
import { StatusMessage } from '../../design/StatusMessage';
import { Button } from '../../design/Button';
import { CheckboxCards } from '../../design/ChoiceCards';
import { FigureRow, FigureTable } from '../../design/FigureTable';

/** O5B: the insurances chosen set the budget's forsikring line; locked once O5C is drawn (cover bought after the event pays nothing). */
export function InsurancesActivity({ lang, activity, value, onChange, responses, data, dataFailed, onRetry }: ActivityProps) {
  const intl = useIntl();
  if (data?.kind !== 'insurance') return <DataState failed={dataFailed} onRetry={onRetry} />;
  const { products } = data.insurance;
  const chosen = chosenIds(products, value);
  const answered = insurancesAnswer(value) !== null;
  const yearly = insuranceYearlyTotal(products, chosen);
  const monthly = insuranceMonthlyTotal(products, chosen);
  const name = `insurances-${activity.activity_code}`;
  const budget = budgetInUse(responses);
  // The insurance line before økt 5: no earlier change may take from it (PayFrom does not offer it before O5B).
  const line = baseLine(responses, 'forsikring');
  const { from } = storedChange(value);
  const deltaOf = (ids: string[]) => (line === null ? 0 : insuranceMonthlyTotal(products, ids) - line);
  const locked = typeof responses.O5C === 'object' && responses.O5C !== null && typeof (responses.O5C as { scenarioId?: unknown }).scenarioId === 'string';

  const store = (next: string[], nextFrom = from) => onChange({ chosen: next, delta: deltaOf(next), from: nextFrom });

  return (
    <div className="insurances">
      <p className="explain">
        <FormattedMessage id="activity.insurance.terms" />
      </p>
      {locked && (
        <StatusMessage variant="warning">
          <FormattedMessage id="activity.insurance.locked" />
        </StatusMessage>
      )}
      <CheckboxCards
        disabled={locked}
        name={name}
        legend={activity.prompt ?? activity.title}
        items={products}
        idOf={(product) => product.id}
        checked={(product) => chosen.includes(product.id)}
        onToggle={(product, checked) => store(toggleInsurance(products, value, product.id, checked).chosen)}
        render={(product) => (
          <>
            <span className="choice-title">{product.title}</span>
            {product.mandatory && (
              <span className="insurance-mandatory">
                <FormattedMessage id="activity.insurance.mandatory" tagName="strong" />{' '}
                <FormattedMessage id="activity.insurance.mandatoryWhen" />
              </span>
            )}
            <span className="choice-text">{product.description}</span>
            <span className="choice-text">
              <FormattedMessage id="activity.insurance.covers" values={{ covers: product.covers }} />
            </span>
            <span className="choice-amount">
              {intl.formatMessage(
                { id: 'activity.insurance.premium' },
                { yearly: formatAmount(product.yearlyPremium), monthly: formatAmount(insuranceMonthlyTotal([product], [product.id])) },
              )}
            </span>
            <span className="choice-facts">
              {intl.formatMessage({ id: 'activity.insurance.deductible' }, { amount: formatAmount(product.deductible) })}
            </span>
            <span className="choice-source">
              <FormattedMessage id="activity.source" values={{ name: product.source.name, year: product.source.year }} />
            </span>
          </>
        )}
      />
      <p>
        <Button variant="secondary" disabled={locked} onClick={() => store([])}>
          <FormattedMessage id="activity.insurance.none" />
        </Button>
      </p>

      <div role="status" className="insurance-total">
        {!answered ? (
          <p className="hint">
            <FormattedMessage id="activity.insurance.notChosen" />
          </p>
        ) : chosen.length === 0 ? (
          <FormattedMessage id="activity.insurance.chosenNone" tagName="p" />
        ) : (
          <p>
            <FormattedMessage
              id="activity.insurance.total"
              values={{ count: chosen.length, yearly: formatAmount(yearly), monthly: formatAmount(monthly) }}
            />
          </p>
        )}
        {answered && <BudgetComparison lang={lang} monthly={monthly} line={line ?? budget?.budget.forsikring ?? null} budgetCode={budget?.code ?? 'O2B'} />}
      </div>
      {answered && !locked && data.categories && (
        <PayFrom
          idPrefix={activity.activity_code}
          responses={responses}
          step="O5B"
          change={{ target: 'forsikring', delta: deltaOf(chosen) }}
          from={from}
          categories={data.categories}
          onFrom={(line) => store(chosen, line)}
        />
      )}
      {answered && chosen.length > 0 && (
        <FigureTable>
          <FormattedMessage id="activity.insurance.tableCaption" tagName="caption" />
          <tbody>
            {products
              .filter((p) => chosen.includes(p.id))
              .map((p) => (
                <FigureRow key={p.id} label={p.title}>{formatAmount(p.yearlyPremium)}</FigureRow>
              ))}
            <FigureRow className="sum" id="activity.insurance.yearly">{formatAmount(yearly)}</FigureRow>
            <FigureRow className="sum" id="activity.insurance.monthly">{formatAmount(monthly)}</FigureRow>
          </tbody>
        </FigureTable>
      )}
    </div>
  );
}
