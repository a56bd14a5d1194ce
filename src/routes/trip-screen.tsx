/** The trip screen, loaded with its route (src/routes/trip-routes.tsx) so the home page does not carry it. */
import { useQuery } from '@tanstack/react-query';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { club } from '../data/club';
import { PlaceholderView } from '../components/placeholder-view';
import { TripPage } from '../components/trip-page';
import { useDocumentTitle } from '../components/use-document-title';
import { eventDateToIso, formatLongDate } from '../lib/dates';
import { tripMetaDescription } from '../lib/trip-facts';
import { eventPageKey, tripPageKey } from '../lib/seasons';
import { keyEventsQueryOptions } from '../data/events';
import type { TripScreenData } from './trip-routes';

/**
 * The page was chosen from the events its loader had: on a prerendered page the
 * app took over, the ones the build knew (src/main.tsx), dated as stale. Read
 * here, stale events are read again at once; when the live ones differ (a date
 * moved, a trip cancelled since the build), the loader runs again with them and
 * the page shows them in place. An unchanged read keeps the same list (TanStack
 * Query's structural sharing), so nothing is redrawn.
 */
function useLiveEvents({ key, season, used }: TripScreenData['events']) {
  const router = useRouter();
  const { data } = useQuery({ ...keyEventsQueryOptions(key, season), enabled: used !== null });
  useEffect(() => {
    if (used !== null && data !== undefined && data !== used) void router.invalidate();
  }, [router, data, used]);
}

export function TripScreen() {
  // Both trip addresses (`#/program3`, `#/2025/program3`) load the same content.
  const { content, events } = useLoaderData({ strict: false }) as TripScreenData;
  useLiveEvents(events);
  const event = content.event;
  const eventDay = event ? eventDateToIso(event.date) : null;
  useDocumentTitle(
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
