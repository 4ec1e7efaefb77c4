import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategory, BudgetCategoryInfo } from '../../contracts/budget';
import { Button } from '../../design/Button';
import { formatAmount } from '../../domain/amount';
import { changeProblem, type LaterChangeCode, type LineChange, linesBefore, type Lines } from '../../domain/livedBudget';
import { StatusMessage } from '../../design/StatusMessage';
import { withLaterTexts } from '../../i18n/LaterTexts';

export interface LineSelectProps {
  id: string;
  label: string;
  categories: readonly BudgetCategoryInfo[];
  value: BudgetCategory | null;
  /** Each line's amount now, shown beside its title. */
  lines?: Lines;
  /** The line being changed, which cannot pay for itself. */
  exclude?: BudgetCategory | null;
  onChange: (line: BudgetCategory | null) => void;
}

/** One budget line chosen from a list: where money comes from, or where the rest goes. */
export function LineSelect({ id, label, categories, value, lines, exclude, onChange }: LineSelectProps) {
  const intl = useIntl();
  return (
    <div className="field line-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value ?? ''} onChange={(e) => onChange((categories.find((c) => c.id === e.target.value)?.id ?? null) as BudgetCategory | null)}>
        <option value="">{intl.formatMessage({ id: 'lineChoice.chooseLine' })}</option>
        {categories
          .filter((info) => info.id !== exclude)
          .map((info) => (
            <option key={info.id} value={info.id}>
              {lines ? `${info.title} (${formatAmount(lines[info.id])})` : info.title}
            </option>
          ))}
      </select>
    </div>
  );
}

/** What is not placed yet, and a button giving all of it to one line (the chosen line is this view's own until then). */
function PlaceRestView({ idPrefix, rest, categories, onPlace }: { idPrefix: string; rest: number; categories: readonly BudgetCategoryInfo[]; onPlace: (line: BudgetCategory) => void }) {
  const intl = useIntl();
  const [line, setLine] = useState<BudgetCategory | null>('sparing');
  if (rest === 0) return null;
  return (
    <div className="place-rest">
      <LineSelect
        id={`${idPrefix}-rest-line`}
        label={intl.formatMessage({ id: rest > 0 ? 'lineChoice.restTo' : 'lineChoice.restFrom' }, { amount: formatAmount(Math.abs(rest)) })}
        categories={categories}
        value={line}
        onChange={setLine}
      />
      <p>
        <Button variant="secondary" disabled={line === null} onClick={() => line && onPlace(line)}>
          <FormattedMessage id={rest > 0 ? 'lineChoice.placeRest' : 'lineChoice.takeBack'} values={{ amount: formatAmount(Math.abs(rest)) }} />
        </Button>
      </p>
    </div>
  );
}

/** The line a later change to the lived budget is paid from; the insurance line is offered only in økt 5, where premiums decide it. */
function PayFromView({ idPrefix, responses, step, change, from, categories, onFrom }: { idPrefix: string; responses: Record<string, unknown>; step: LaterChangeCode; change: LineChange; from: BudgetCategory | null; categories: readonly BudgetCategoryInfo[]; onFrom: (line: BudgetCategory | null) => void }) {
  const intl = useIntl();
  const lines = linesBefore(responses, step);
  if (change.delta === 0 || !lines) return null;
  const offered = step === 'O5B' ? categories : categories.filter((c) => c.id !== 'forsikring');
  const amount = formatAmount(Math.abs(change.delta));
  const problem = changeProblem(lines, change, from);
  return (
    <div className="pay-from">
      <LineSelect
        id={`${idPrefix}-from`}
        label={intl.formatMessage({ id: change.delta > 0 ? 'lineChoice.payFrom' : 'lineChoice.giveTo' }, { amount })}
        categories={offered}
        value={from}
        lines={lines}
        exclude={change.target}
        onChange={onFrom}
      />
      <StatusMessage>
        {problem === 'notEnough' && from ? (
          <FormattedMessage id="lineChoice.notEnough" values={{ line: categories.find((c) => c.id === from)?.title ?? from, amount }} />
        ) : problem === 'needsFrom' ? (
          <FormattedMessage id={change.delta > 0 ? 'lineChoice.needFrom' : 'lineChoice.needTo'} values={{ amount }} />
        ) : (
          <FormattedMessage id="lineChoice.changeAddsUp" />
        )}
      </StatusMessage>
    </div>
  );
}

// Their texts come after the page shows (src/i18n/catalogueParts.ts, LATER_PREFIXES).
export const PlaceRest = withLaterTexts(PlaceRestView);
export const PayFrom = withLaterTexts(PayFromView);
