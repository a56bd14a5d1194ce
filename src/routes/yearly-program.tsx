import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { eventsQueryOptions } from '../data/events';
import { parseProgramFilters } from '../lib/program-filters';
import { rootRoute } from './root';

export const yearlyProgramRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/evesprogram',
  // The filters live in the address (`?honap=4`); a value that makes no sense is dropped, not an error.
  validateSearch: parseProgramFilters,
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(eventsQueryOptions());
  },
  // The screen's code (program list, calendar, sharing) loads with the route, not with the home page.
  component: lazyRouteComponent(() => import('./yearly-program-screen'), 'YearlyProgramScreen'),
});
