/** The trip screen, loaded with its route (src/routes/trip-routes.tsx) so the home page does not carry it. */
import { useLoaderData } from '@tanstack/react-router';
import { club } from '../data/club';
import { PlaceholderView } from '../components/placeholder-view';
import { TripPage } from '../components/trip-page';
import { useDocumentTitle } from '../components/use-document-title';
import { eventDateToIso, formatLongDate } from '../lib/dates';
import { tripMetaDescription } from '../lib/trip-facts';
import type { TripPageContent } from '../data/trips';

export function TripScreen() {
  // Both trip addresses (`#/program3`, `#/2025/program3`) load the same content.
  const content = useLoaderData({ strict: false }) as TripPageContent;
  const event = content.event;
  const eventDay = event ? eventDateToIso(event.date) : null;
  useDocumentTitle(
    content.kind === 'trip' ? content.trip.title : (event?.name ?? 'Túraprogram'),
    content.kind === 'trip'
      ? tripMetaDescription(content.trip, club)
      : `${event ? `${event.name}${eventDay ? `, ${formatLongDate(eventDay)}` : ''}. ` : ''}A túra részletes programja hamarosan elkészül; érdeklődni és jelentkezni telefonon lehet a szervezőknél.`,
  );

  return content.kind === 'trip' ? (
    <TripPage trip={content.trip} club={club} event={event ?? undefined} />
  ) : (
    <PlaceholderView event={event ?? undefined} club={club} />
  );
}
