import type { ReactNode } from 'react';
import { ChartFrame, ChartLegend, type ChartTable } from './ChartFrame';
import { CUMULATIVE_HEIGHT as HEIGHT } from './geometry';
import { niceCeiling, percent, share, ticks } from './scale';

export interface CumulativeLine {
  name: string;
  style: 'line' | 'dashed';
  /** Amount paid in all by the end of each point's month, in kroner; straight between points. */
  points: readonly { month: number; amount: number }[];
  /** The month the pupil gets the thing, drawn as a marker on the line with its label; none when never. */
  marker: { month: number; amount: number; label: string; shape: 'circle' | 'square' } | null;
}

export interface CumulativeChartProps {
  title: ReactNode;
  summary: string;
  lines: readonly CumulativeLine[];
  monthText: (months: number) => string;
  amountText: (amount: number) => string;
  table: ChartTable;
}

const TOP = 30;
const BOTTOM = HEIGHT - 30;
/** Percent kept free at the left and right, for the markers and the labels of the first and last month. */
const INSET = 5;
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120, 240, 600];

/** Amount paid over months, a line per way of paying (saving, credit), with the month you get the thing marked on each. */
export function CumulativeChart({ title, summary, lines, monthText, amountText, table }: CumulativeChartProps) {
  const lastMonth = Math.max(1, ...lines.flatMap((l) => l.points.map((p) => p.month)));
  const top = niceCeiling(Math.max(0, ...lines.flatMap((l) => l.points.map((p) => p.amount))));
  const x = (month: number) => percent(share(month, lastMonth), INSET);
  const y = (amount: number) => BOTTOM - share(amount, top) * (BOTTOM - TOP);
  const gridlines = [0.25, 0.5, 0.75, 1].map((f) => f * top);

  return (
    <ChartFrame title={title} legend={<ChartLegend items={lines} />} table={table}>
      <svg className="chart-svg" width="100%" height={HEIGHT} role="img" aria-label={summary}>
        {gridlines.map((amount) => (
          <line key={amount} className="chart-grid" x1="0" x2="100%" y1={y(amount)} y2={y(amount)} />
        ))}
        <line className="chart-axis" x1="0" x2="100%" y1={BOTTOM} y2={BOTTOM} />
        {ticks(lastMonth, MONTH_STEPS).map((month, i, all) => (
          <text
            key={month}
            className="chart-axis-text"
            x={x(month)}
            y={BOTTOM + 20}
            textAnchor={i === 0 ? 'start' : i === all.length - 1 && share(month, lastMonth) > 0.9 ? 'end' : 'middle'}
          >
            {monthText(month)}
          </text>
        ))}
        {lines.map((line) =>
          line.points.slice(1).map((point, i) => {
            const from = line.points[i]!;
            return (
              <line
                key={`${line.name}-${point.month}`}
                className={line.style === 'dashed' ? 'chart-line chart-line-dashed' : 'chart-line'}
                x1={x(from.month)}
                y1={y(from.amount)}
                x2={x(point.month)}
                y2={y(point.amount)}
              />
            );
          }),
        )}
        {/* The amounts after the lines, so a line crossing one passes under its white halo. */}
        {gridlines.map((amount) => (
          <text key={amount} className="chart-axis-text" x="0" y={y(amount) - 4}>
            {amountText(amount)}
          </text>
        ))}
        {lines.map(({ name, marker }) => {
          if (!marker) return null;
          const at = share(marker.month, lastMonth);
          // Labels keep to the side of the marker that has room, and sit below a marker near the top.
          const anchor = at > 0.6 ? 'end' : 'start';
          const labelY = y(marker.amount) < TOP + 24 ? y(marker.amount) + 24 : y(marker.amount) - 12;
          return (
            <g key={name}>
              {marker.shape === 'circle' ? (
                <circle className="chart-marker" cx={x(marker.month)} cy={y(marker.amount)} r="6" />
              ) : (
                <rect className="chart-marker" x={x(marker.month)} y={y(marker.amount)} width="12" height="12" transform="translate(-6 -6)" />
              )}
              <text className="chart-value" x={x(marker.month)} y={labelY} dx={anchor === 'end' ? 4 : -4} textAnchor={anchor}>
                {marker.label}
              </text>
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
