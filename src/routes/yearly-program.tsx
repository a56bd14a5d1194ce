import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { eventsQueryOptions } from '../data/events';
import { rootRoute } from './root';

export const yearlyProgramRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/evesprogram',
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(eventsQueryOptions());
  },
  // The screen's code (program list, calendar, sharing) loads with the route, not with the home page.
  component: lazyRouteComponent(() => import('./yearly-program-screen'), 'YearlyProgramScreen'),
});
