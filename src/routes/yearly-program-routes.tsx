import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { eventsQueryOptions, seasonProgramQueryOptions } from '../data/events.ts';
import { parseProgramFilters } from '../lib/program-filters.ts';
import { rootRoute } from './root.tsx';

// The screen's code (program list, calendar, sharing) loads with the route, not with the home page.
const programScreen = lazyRouteComponent(() => import('./yearly-program-screen.tsx'), 'YearlyProgramScreen');

/** `/evesprogram/`: the current season (the next trip's, or the latest). */
export const yearlyProgramRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/evesprogram',
  // The filters live in the address (`?honap=4`); a value that makes no sense is dropped, not an error.
  validateSearch: parseProgramFilters,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(eventsQueryOptions());
  },
  component: programScreen,
});

/** `/evesprogram/2025/`: any season's program, read when opened; a season without events is not found. */
export const seasonProgramRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/evesprogram/$year',
  validateSearch: parseProgramFilters,
  loader: async ({ params, context }) => {
    if (!/^\d{4}$/.test(params.year)) throw notFound();
    const program = await context.queryClient.ensureQueryData(seasonProgramQueryOptions(Number(params.year)));
    if (program.events.length === 0) throw notFound();
  },
  component: programScreen,
});
