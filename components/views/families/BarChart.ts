import { lazy } from '@/components/lazy';

/** The chart's code comes with the first list that draws one. */
export const BarChart = lazy(() => import('../BarChart').then((module) => module.BarChart));
