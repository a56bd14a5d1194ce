import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { eventsQueryOptions } from '../data/events';
import { rootRoute } from './root';

/** `#/program1` … `#/program27`; `program{$n}` also matches `#/program`, hence the checks. */
export const tripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/program{$n}',
  loader: async ({ params, context }) => {
    if (!/^[1-9]\d*$/.test(params.n)) throw notFound();
    // Loaded with the trip route only, so the home page does not carry the trip list.
    const { loadTripPage } = await import('../data/trips');
    const content = await loadTripPage(`program${params.n}`);
    if (!content) throw notFound();
    if (content.kind === 'placeholder') {
      // A placeholder names its trip from the event list: wait for it, so the name and date do
      // not push the page down after the first paint. Without it the page still shows.
      await context.queryClient.ensureQueryData(eventsQueryOptions()).catch(() => undefined);
    }
    return content;
  },
  // The screen's code (trip page, calendar, sharing) loads with the route, not with the home page.
  component: lazyRouteComponent(() => import('./trip-screen'), 'TripScreen'),
});
