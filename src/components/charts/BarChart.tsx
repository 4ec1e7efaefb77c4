import type { ReactNode } from 'react';
import { ChartFrame, ChartLegend, type ChartTable } from './ChartFrame';
import { BAR_GEOMETRY, barChartHeight } from './geometry';
import { percent, share } from './scale';

/** How a series is drawn: a filled bar in the theme colour, a white bar with a grey outline, or a tick mark across the bars (a reference). */
export type BarStyle = 'solid' | 'outline' | 'tick';

export interface BarSeries {
  name: string;
  style: BarStyle;
}

export interface BarGroup {
  label: string;
  /** One value per series, in kroner; null where there is none (an empty line, no reference figure). */
  values: readonly (number | null)[];
  texts: readonly string[];
}

export interface BarChartProps {
  title: ReactNode;
  /** The key comparison in words: the chart's accessible name. */
  summary: string;
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
  rowHeader: string;
  legend?: boolean;
  /** Draws the bars this many times their size, for bigger text beside them (the board, across a classroom). */
  scale?: number;
}

/** Past this share of the width the value is written inside the bar's end, so it never runs off the chart. */
const INSIDE_FROM = 0.62;

/** Horizontal bars, a group per row and a bar per series, on one scale from 0; negative values draw as 0 (the table has the figure). */
export function BarChart({ title, summary, series, groups, rowHeader, legend = true, scale = 1 }: BarChartProps) {
  const [LABEL, BAR, GAP, GROUP_GAP] = [BAR_GEOMETRY.label, BAR_GEOMETRY.bar, BAR_GEOMETRY.gap, BAR_GEOMETRY.groupGap].map((px) => px * scale) as [number, number, number, number];
  const max = Math.max(0, ...groups.flatMap((g) => g.values.map((v) => v ?? 0)));
  const bars = series.map((s, i) => ({ ...s, index: i })).filter((s) => s.style !== 'tick');
  const ticks = series.map((s, i) => ({ ...s, index: i })).filter((s) => s.style === 'tick');
  const groupHeight = LABEL + bars.length * (BAR + GAP) - GAP;
  const height = barChartHeight(groups.length, bars.length, scale);
  const table: ChartTable = { rowHeader, columns: series.map((s) => s.name), rows: groups.map((g) => ({ label: g.label, cells: g.texts })) };

  return (
    <ChartFrame title={title} legend={legend && <ChartLegend items={series} />} table={table}>
      <svg className="chart-svg" width="100%" height={height} role="img" aria-label={summary}>
        {groups.map((group, g) => {
          const top = g * (groupHeight + GROUP_GAP);
          const placed = bars.map((bar, b) => {
            const value = group.values[bar.index] ?? null;
            // A little short of the full width, so an outlined bar's right edge is not cut off.
            const fraction = value === null ? 0 : share(value, max) * 0.985;
            return { ...bar, fraction, y: top + LABEL + b * (BAR + GAP), inside: fraction > INSIDE_FROM };
          });
          return (
            <g key={group.label}>
              <text className="chart-label" x="0" y={top + 15 * scale}>
                {group.label}
              </text>
              {placed.map(
                (bar) =>
                  bar.fraction > 0 && <rect key={bar.name} className={`chart-bar-${bar.style}`} x="1" y={bar.y} width={percent(bar.fraction)} height={BAR} rx="2" />,
              )}
              {ticks.map((tick) => {
                const value = group.values[tick.index] ?? null;
                if (value === null) return null;
                const fraction = share(value, max) * 0.985;
                return (
                  <rect
                    key={tick.name}
                    className="chart-tick"
                    x={percent(fraction)}
                    y={top + LABEL - 4}
                    width="4"
                    height={bars.length * (BAR + GAP) - GAP + 8}
                    // Drawn to the left of a reference past the middle, so one at the maximum stays inside the chart.
                    transform={fraction > 0.5 ? 'translate(-4 0)' : undefined}
                  />
                );
              })}
              {placed.map((bar) => (
                <text
                  key={bar.name}
                  className={bar.inside && bar.style === 'solid' ? 'chart-value chart-value-inverse' : 'chart-value'}
                  x={percent(bar.fraction)}
                  y={bar.y + 13.5 * scale}
                  dx={bar.inside ? -6 : 6}
                  textAnchor={bar.inside ? 'end' : 'start'}
                >
                  {group.texts[bar.index] || '–'}
                </text>
              ))}
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
