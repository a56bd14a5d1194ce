/** The trip screen, loaded with its routes (src/routes/trip-routes.tsx) so the home page does not carry it. */
import { getRouteApi } from '@tanstack/react-router';
import { club } from '../data/club';
import { useTripPage } from '../data/use-trip-page';
import type { TripPageContent } from '../data/trips';
import { NotFoundView } from '../components/shared/not-found-view';
import { PlaceholderView } from '../components/trip/placeholder-view';
import { TripPage } from '../components/trip/trip-page';
import { usePageHead } from '../components/shared/use-page-head';
import { eventDateToIso, formatLongDate } from '../lib/dates';
import { tripMetaDescription } from '../lib/trip-facts';
import { eventPageKey, tripPageKey } from '../lib/page-choice';
import type { TripLoaderData } from './trip-loader';

// The routes (src/routes/trip-routes.tsx) load this screen lazily; it reads their loader's data
// through their ids, typed by them, without importing them back.
const tripRoute = getRouteApi('/program{$n}');
const seasonTripRoute = getRouteApi('/$year/program{$n}');

/** `/program3/`: the key's next trip, or its latest. */
export function TripScreen() {
  return <Trip {...tripRoute.useLoaderData()} />;
}

/** `/2025/program3/`: that season's trip. */
export function SeasonTripScreen() {
  return <Trip {...seasonTripRoute.useLoaderData()} />;
}

/** The page of an address as of the loader's day, following the live events of its key. */
function Trip({ address, day }: TripLoaderData) {
  const content = useTripPage(address, day);
  return content ? <TripContent content={content} /> : <NotFoundView />;
}

function TripContent({ content }: { content: TripPageContent }) {
  const event = content.event;
  const eventDay = event ? eventDateToIso(event.date) : null;
  usePageHead(
    content.kind === 'trip' ? content.trip.title : (event?.name ?? 'Túraprogram'),
    content.kind === 'trip'
      ? tripMetaDescription(content.trip, club)
      : `${event ? `${event.name}${eventDay ? `, ${formatLongDate(eventDay)}` : ''}. ` : ''}A túra részletes programja hamarosan elkészül; érdeklődni és jelentkezni telefonon lehet a szervezőknél.`,
    content.kind === 'trip' ? tripPageKey(content.trip) : event ? eventPageKey(event) : null,
  );

  return content.kind === 'trip' ? (
    <TripPage trip={content.trip} club={club} event={event ?? undefined} />
  ) : (
    <PlaceholderView event={event ?? undefined} club={club} />
  );
}
