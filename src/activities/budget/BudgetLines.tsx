import type { ReactNode } from 'react';
import type { BudgetCategory, BudgetCategoryInfo } from '../../contracts/budget';
import { BUDGET_CATEGORIES } from '../../contracts/budgetCategories';
import type { BudgetResponse } from '../../contracts/responses';
import { AmountField } from '../../design/AmountField';

/** One value per budget category, e.g. the hint of each field. */
export function perCategory<T>(valueOf: (category: BudgetCategory) => T): Record<BudgetCategory, T> {
  return Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, valueOf(category)])) as Record<BudgetCategory, T>;
}

export interface BudgetLinesProps {
  /** Prefix of the fields' ids: the activity code. */
  idPrefix: string;
  legend: ReactNode;
  categories: readonly BudgetCategoryInfo[];
  budget: BudgetResponse;
  /** Announced with each field (reference figure, advice, the original amount). */
  hints: Record<BudgetCategory, ReactNode>;
  /** Shown under each field: how the line compares, in words. */
  notes: Record<BudgetCategory, ReactNode>;
  /** Extra facts after a line, e.g. rents beside boutgifter. */
  extra?: Partial<Record<BudgetCategory, ReactNode>>;
  onLineChange: (category: BudgetCategory, amount: number | null) => void;
}

/** The eight budget lines as amount fields, one group, each labelled with its category's title. */
export function BudgetLines({ idPrefix, legend, categories, budget, hints, notes, extra, onLineChange }: BudgetLinesProps) {
  return (
    <fieldset className="budget-lines">
      <legend>{legend}</legend>
      {categories.map((info) => (
        <div key={info.id} className="budget-line">
          <AmountField
            id={`${idPrefix}-${info.id}`}
            label={info.title}
            hint={hints[info.id]}
            value={budget[info.id]}
            onChange={(amount) => onLineChange(info.id, amount)}
          />
          <p className="line-note">{notes[info.id]}</p>
          {extra?.[info.id]}
        </div>
      ))}
    </fieldset>
  );
}
