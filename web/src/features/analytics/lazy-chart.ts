import { preloadableLazy } from '../../lib/preloadable-lazy.tsx';

/** The monthly chart's code (the chart library) loads apart from the screens that show it. */
export const LazyMonthlyChart = preloadableLazy(async () => (await import('./MonthlyChart.tsx')).MonthlyChart);
