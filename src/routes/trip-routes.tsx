import { createRoute, lazyRouteComponent, notFound } from '@tanstack/react-router';
import { rootRoute } from './root.tsx';
import type { TripLoaderArguments } from './trip-loader.ts';

// The loader comes with the trip list it reads (src/data/trips.ts), in a chunk of their own that
// the trip page loads beside its screen: the home page and the yearly program do not carry it.
const loadTripAddress = (...args: TripLoaderArguments) =>
  import('./trip-loader.ts').then((loader) => loader.loadTripAddress(...args));

const tripNumber = (n: string) => {
  if (!/^[1-9]\d*$/.test(n)) throw notFound();
  return `program${n}`;
};

// The screen's code (trip page, calendar, sharing) loads with the route, not with the home page.
const tripScreen = (name: 'TripScreen' | 'SeasonTripScreen') =>
  lazyRouteComponent(() => import('./trip-screen.tsx'), name);

/** `/program1/` … `/program27/`; `program{$n}` also matches `/program/`, hence the checks. */
export const tripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/program{$n}',
  loader: ({ params, context }) => loadTripAddress({ key: tripNumber(params.n) }, context),
  component: tripScreen('TripScreen'),
});

/** `/2025/program3/`: that season's trip, for ever; shared links and calendars use it. */
export const seasonTripRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/$year/program{$n}',
  loader: ({ params, context }) => {
    if (!/^\d{4}$/.test(params.year)) throw notFound();
    return loadTripAddress({ key: tripNumber(params.n), season: Number(params.year) }, context);
  },
  component: tripScreen('SeasonTripScreen'),
});
