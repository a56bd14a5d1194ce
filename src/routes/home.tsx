import { useQuery } from '@tanstack/react-query';
import { createRoute, Link } from '@tanstack/react-router';
import { eventsQueryOptions } from '../data/events.ts';
import { EventCarousel } from '../components/home/event-carousel.tsx';
import { homeHeading, homeWindow } from '../lib/carousel-window.ts';
import { CarouselSkeleton } from '../components/home/events-skeleton.tsx';
import { EventsLoadError, EventsRefreshError } from '../components/shared/status-views.tsx';
import { usePageHead } from '../components/shared/use-page-head.ts';
import { HOME_TITLE } from '../lib/site-head.ts';
import { club } from '../data/club.ts';
import { useToday } from '../components/shared/use-today.ts';
import { rootRoute } from './root.tsx';

function HomeScreen() {
  usePageHead(HOME_TITLE, club.description, '');
  const today = useToday();
  const events = useQuery(eventsQueryOptions());
  // Derived from the events on every render, so a newer list (the live read replacing the one the
  // page started with) shows at once, in the heading as in the carousel.
  const first = events.data && homeWindow(events.data, today);

  return (
    <div className="home">
      <h1 className="home-title">{homeHeading(first)}</h1>
      <div className="carousel-area">
        {events.isPending ? (
          <CarouselSkeleton />
        ) : !first ? (
          <EventsLoadError onRetry={() => void events.refetch()} retrying={events.isFetching} />
        ) : (
          <EventCarousel first={first} today={today} />
        )}
      </div>
      <p className="landscape-hint" role="note">
        Fordítsa a telefont álló helyzetbe!
      </p>
      <div className="button-row home-actions">
        <Link to="/evesprogram/" className="button button-large">
          Éves prog
        </Link>
      </div>
      {events.isError && events.data ? (
        <EventsRefreshError onRetry={() => void events.refetch()} retrying={events.isFetching} />
      ) : null}
    </div>
  );
}

/** Starts the event load with the route, without holding the screen back for it. */
const prefetchEvents = ({
  context,
}: {
  context: { queryClient: import('@tanstack/react-query').QueryClient };
}) => {
  void context.queryClient.prefetchQuery(eventsQueryOptions());
};

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: prefetchEvents,
  component: HomeScreen,
});

/** `/home/`, the home page's other address (`#/home` before paths): the same screen as `/`. */
export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  loader: prefetchEvents,
  component: HomeScreen,
});
