import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BudgetCategory, BudgetCategoryInfo } from '../../contracts/budget';
import { Button } from '../../design/Button';
import { formatAmount } from '../../domain/amount';
import type { Lines } from '../../domain/livedBudget';

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
