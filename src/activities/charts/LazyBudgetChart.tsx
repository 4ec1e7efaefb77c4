import { barChartHeight } from '../../components/charts/geometry';
import type { BudgetSummary } from '../../domain/budget';
import { lazyChart } from './lazyChart';

// O2B is a first-load route (server/build/firstLoad.ts): its chart comes in a chunk of its own, after the page
// shows, in a place of its height (one row and one bar per budget line) held for it.
export const LazyBudgetChart = lazyChart(
  () => import('./BudgetChart').then((m) => m.BudgetChart),
  ({ summary }: { summary: BudgetSummary }) => ({ drawing: barChartHeight(summary.lines.length, 1), legend: true }),
);
