import { type ReactNode, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FigureTable } from '../../design/FigureTable';
import './charts.css';

export interface ChartTable {
  /** Header of the first column (what each row is); '' leaves the corner empty. */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly { label: string; cells: readonly string[] }[];
}

/** A chart with title, legend and table alternative; the table renders only while open, so the page's own tables stay the only ones. */
export function ChartFrame({ title, legend, table, children }: { title: ReactNode; legend?: ReactNode; table: ChartTable; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <figure className="chart">
      <figcaption className="chart-title">{title}</figcaption>
      {legend}
      {children}
      <details className="chart-table" onToggle={(e) => setOpen(e.currentTarget.open)}>
        <FormattedMessage id="chart.showTable" tagName="summary" />
        {open && (
          <FigureTable>
            <thead>
              <tr>
                {table.rowHeader ? <th scope="col">{table.rowHeader}</th> : <td />}
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </FigureTable>
        )}
      </details>
    </figure>
  );
}

export type SwatchStyle = 'solid' | 'outline' | 'tick' | 'line' | 'dashed';

/** The key to a chart's series: a small drawing of each style beside its name, so colour is never the only cue. */
export function ChartLegend({ items }: { items: readonly { name: string; style: SwatchStyle }[] }) {
  return (
    <ul className="chart-legend">
      {items.map((item) => (
        <li key={item.name}>
          <svg className="chart-swatch" width="28" height="14" aria-hidden="true" focusable="false">
            {item.style === 'solid' && <rect className="chart-bar-solid" x="0" y="1" width="28" height="12" />}
            {item.style === 'outline' && <rect className="chart-bar-outline" x="0.75" y="1.75" width="26.5" height="10.5" />}
            {item.style === 'tick' && <rect className="chart-tick" x="12" y="0" width="4" height="14" />}
            {item.style === 'line' && <line className="chart-line" x1="0" y1="7" x2="28" y2="7" />}
            {item.style === 'dashed' && <line className="chart-line chart-line-dashed" x1="0" y1="7" x2="28" y2="7" />}
          </svg>
          {item.name}
        </li>
      ))}
    </ul>
  );
}
