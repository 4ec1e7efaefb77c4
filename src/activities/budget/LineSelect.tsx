import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategory, BudgetCategoryInfo } from '../../contracts/budget';
import { Button } from '../../design/Button';
import { formatAmount } from '../../domain/amount';
import { changeProblem, type LineChange, type Lines } from '../../domain/livedBudget';
import { StatusMessage } from '../../design/StatusMessage';

export interface LineSelectProps {
  id: string;
  label: string;
  categories: readonly BudgetCategoryInfo[];
  value: BudgetCategory | null;
  /** Each line's amount now, shown beside its title so the pupil sees what there is to take from. */
  lines?: Lines;
  /** The line being changed, which cannot pay for itself. */
  exclude?: BudgetCategory | null;
  onChange: (line: BudgetCategory | null) => void;
}

/** One budget line chosen from a list: where money comes from, or where the rest goes. */
export function LineSelect({ id, label, categories, value, lines, exclude, onChange }: LineSelectProps) {
  const intl = useIntl();
  return (
    <p className="line-select">
      <label htmlFor={id}>{label}</label>{' '}
      <select id={id} value={value ?? ''} onChange={(e) => onChange((categories.find((c) => c.id === e.target.value)?.id ?? null) as BudgetCategory | null)}>
        <option value="">{intl.formatMessage({ id: 'activity.budget.chooseLine' })}</option>
        {categories
          .filter((info) => info.id !== exclude)
          .map((info) => (
            <option key={info.id} value={info.id}>
              {lines ? `${info.title} (${formatAmount(lines[info.id])})` : info.title}
            </option>
          ))}
      </select>
    </p>
  );
}

/**
 * What is not placed yet, and a way to give all of it to one line (saving or a buffer is the usual choice): a
 * zero-based budget gives every krone a job. The chosen line is this view's own until the button places the rest.
 */
export function PlaceRest({ idPrefix, rest, categories, onPlace }: { idPrefix: string; rest: number; categories: readonly BudgetCategoryInfo[]; onPlace: (line: BudgetCategory) => void }) {
  const intl = useIntl();
  const [line, setLine] = useState<BudgetCategory | null>('sparing');
  if (rest === 0) return null;
  return (
    <div className="place-rest">
      <LineSelect
        id={`${idPrefix}-rest-line`}
        label={intl.formatMessage({ id: rest > 0 ? 'activity.budget.restTo' : 'activity.budget.restFrom' }, { amount: formatAmount(Math.abs(rest)) })}
        categories={categories}
        value={line}
        onChange={setLine}
      />
      <p>
        <Button variant="secondary" disabled={line === null} onClick={() => line && onPlace(line)}>
          <FormattedMessage id={rest > 0 ? 'activity.budget.placeRest' : 'activity.budget.takeBack'} values={{ amount: formatAmount(Math.abs(rest)) }} />
        </Button>
      </p>
    </div>
  );
}

/**
 * A later change to the lived budget (more saving, a credit payment, the insurance premiums) and the line it is paid
 * from: nothing to choose while it costs nothing, else a line with enough money, said in words when it has not.
 */
export function PayFrom({ idPrefix, lines, change, from, categories, onFrom }: { idPrefix: string; lines: Lines; change: LineChange; from: BudgetCategory | null; categories: readonly BudgetCategoryInfo[]; onFrom: (line: BudgetCategory | null) => void }) {
  const intl = useIntl();
  if (change.delta === 0) return null;
  const amount = formatAmount(Math.abs(change.delta));
  const problem = changeProblem(lines, change, from);
  return (
    <div className="pay-from">
      <LineSelect
        id={`${idPrefix}-from`}
        label={intl.formatMessage({ id: change.delta > 0 ? 'activity.budget.payFrom' : 'activity.budget.giveTo' }, { amount })}
        categories={categories}
        value={from}
        lines={lines}
        exclude={change.target}
        onChange={onFrom}
      />
      <StatusMessage>
        {problem === 'notEnough' && from ? (
          <FormattedMessage id="activity.budget.notEnough" values={{ line: categories.find((c) => c.id === from)?.title ?? from, amount }} />
        ) : problem === 'needsFrom' ? (
          <FormattedMessage id={change.delta > 0 ? 'activity.budget.needFrom' : 'activity.budget.needTo'} values={{ amount }} />
        ) : (
          <FormattedMessage id="activity.budget.changeAddsUp" />
        )}
      </StatusMessage>
    </div>
  );
}
