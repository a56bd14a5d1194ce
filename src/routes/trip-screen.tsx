/** The trip screen, loaded with its route (src/routes/trip.tsx) so the home page does not carry it. */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { club } from '../data/club';
import { eventsQueryOptions } from '../data/events';
import { PlaceholderView } from '../components/placeholder-view';
import { TripPage } from '../components/trip-page';
import { useDocumentTitle } from '../components/use-document-title';
import { eventDateToIso, formatLongDate } from '../lib/dates';
import { tripMetaDescription } from '../lib/trip-facts';

const tripRoute = getRouteApi('/program{$n}');

export function TripScreen() {
  const content = tripRoute.useLoaderData();
  // A trip page needs the event too, for its status (full, cancelled, postponed).
  const events = useQuery(eventsQueryOptions());
  const event = events.data?.find((candidate) => candidate.pdf === content.key);
  const eventDay = event ? eventDateToIso(event.date) : null;
  useDocumentTitle(
    content.kind === 'trip' ? content.trip.title : (event?.name ?? 'Túraprogram'),
    content.kind === 'trip'
      ? tripMetaDescription(content.trip, club)
      : `${event ? `${event.name}${eventDay ? `, ${formatLongDate(eventDay)}` : ''}. ` : ''}A túra részletes programja hamarosan elkészül; érdeklődni és jelentkezni telefonon lehet a szervezőknél.`,
  );

  return content.kind === 'trip' ? (
    <TripPage trip={content.trip} club={club} event={event} />
  ) : (
    <PlaceholderView event={event} club={club} />
  );
}
