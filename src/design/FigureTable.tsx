import type { ReactNode, TableHTMLAttributes } from 'react';
import { FormattedMessage } from 'react-intl';

export interface FigureTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** Below 30 rem each row becomes a card, its cells labelled by `data-label` (src/styles/responsive-table.css). */
  stack?: boolean;
}

/** A table of amounts: labels left, amounts right-aligned in tabular figures, sums in bold (`tr.sum`). */
export function FigureTable({ stack = false, className, ...rest }: FigureTableProps) {
  return <table className={['figures', stack ? 'stack' : null, className].filter(Boolean).join(' ')} {...rest} />;
}

/** One row of a FigureTable: its label (a message id with values, or shown as given) and the figure beside it. */
export function FigureRow({ id, values, label, className, children }: { id?: string; values?: Record<string, ReactNode>; label?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <tr className={className}>
      <th scope="row">{id ? <FormattedMessage id={id} values={values} /> : label}</th>
      <td>{children}</td>
    </tr>
  );
}
