/** Chart heights apart from the drawing code, so a chart's place is held before its chunk arrives (src/activities/charts/lazyChart.tsx). */

/** The line chart's height in px (CumulativeChart.tsx). */
export const CUMULATIVE_HEIGHT = 250;

/** The bar chart's geometry (BarChart.tsx). */
export const BAR_GEOMETRY = { label: 20, bar: 18, gap: 4, groupGap: 14 } as const;

/** The SVG height of a bar chart of `groups` rows with `bars` bars each (tick series not counted), drawn `scale` times its size. */
export function barChartHeight(groups: number, bars: number, scale = 1): number {
  const [label, bar, gap, groupGap] = [BAR_GEOMETRY.label, BAR_GEOMETRY.bar, BAR_GEOMETRY.gap, BAR_GEOMETRY.groupGap].map((px) => px * scale) as [number, number, number, number];
  const groupHeight = label + bars * (bar + gap) - gap;
  return groups * (groupHeight + groupGap) - groupGap + 4 * scale;
}
