import { lazyChart } from './lazyChart';

// O2B is a first-load route (server/build/firstLoad.ts): its chart comes in a chunk of its own, after the page shows.
export const LazyBudgetChart = lazyChart(() => import('./BudgetChart').then((m) => m.BudgetChart));
