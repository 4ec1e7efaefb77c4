import type { ReactNode } from 'react';
import type { BudgetCategory, BudgetCategoryInfo } from '../../contracts/budget';
import { BUDGET_CATEGORIES } from '../../contracts/budgetCategories';
import type { Job, TaxRules } from '../../contracts/curriculum';
import type { BudgetResponse } from '../../contracts/responses';
import { AmountField } from '../../design/AmountField';
import { FigureRow, FigureTable } from '../../design/FigureTable';
import { formatAmount, formatSignedAmount } from '../../domain/amount';
import type { BudgetSummary } from '../../domain/budget';
import { netPay } from '../../domain/tax';

// Shared by O2B and O2E, so O2E does not load the whole O2B activity.

export function perCategory<T>(valueOf: (category: BudgetCategory) => T): Record<BudgetCategory, T> {
  return Object.fromEntries(BUDGET_CATEGORIES.map((category) => [category, valueOf(category)])) as Record<BudgetCategory, T>;
}

export interface BudgetLinesProps {
  idPrefix: string;
  legend: ReactNode;
  categories: readonly BudgetCategoryInfo[];
  budget: BudgetResponse;
  /** Announced with each field (reference figure, advice, the original amount). */
  hints: Record<BudgetCategory, ReactNode>;
  /** Shown under each field: how the line compares, in words. */
  notes: Record<BudgetCategory, ReactNode>;
  extra?: Partial<Record<BudgetCategory, ReactNode>>;
  onLineChange: (category: BudgetCategory, amount: number | null) => void;
}

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

export function BudgetTable({ summary, caption }: { summary: BudgetSummary; caption: ReactNode }) {
  return (
    <FigureTable className="budget-table">
      <caption>{caption}</caption>
      <tbody>
        <FigureRow id="activity.budget.incomeRow">{formatAmount(summary.income)}</FigureRow>
        <FigureRow id="activity.budget.spentRow">− {formatAmount(summary.spent)}</FigureRow>
        <FigureRow className={summary.remaining < 0 ? 'sum deficit' : 'sum'} id="activity.budget.remainingRow">{formatSignedAmount(summary.remaining)}</FigureRow>
      </tbody>
    </FigureTable>
  );
}

/** The budget's income: the chosen job's net pay a month after tax, in whole kroner. */
export function monthlyIncome(job: Job, tax: TaxRules): number {
  return Math.round(netPay(job.grossYearlySalary, tax).netMonthly);
}
