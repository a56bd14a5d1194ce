import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { rootRoute } from './root';

/** `#/program1` … `#/program27`; `program{$n}` also matches `#/program`, hence the checks. */
export const tripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/program{$n}',
  loader: async ({ params }) => {
    if (!/^[1-9]\d*$/.test(params.n)) throw notFound();
    // Loaded with the trip route only, so the home page does not carry the trip list.
    const { loadTripPage } = await import('../data/trips');
    const content = await loadTripPage(`program${params.n}`);
    if (!content) throw notFound();
    return content;
  },
  // The screen's code (trip page, calendar, sharing) loads with the route, not with the home page.
  component: lazyRouteComponent(() => import('./trip-screen'), 'TripScreen'),
});
