/** The trip screen, loaded with its routes (src/routes/trip-routes.tsx) so the home page does not carry it. */
import { getRouteApi } from '@tanstack/react-router';
import { club } from '../data/club.ts';
import { registrationOf } from '../data/trip-page.ts';
import { useTripPage } from '../data/use-trip-page.ts';
import type { TripPageContent } from '../data/trips.ts';
import { NotFoundView } from '../components/shared/not-found-view.tsx';
import { PlaceholderView } from '../components/trip/placeholder-view.tsx';
import { PAST_HEADING, type Registration } from '../components/trip/registration-block.tsx';
import { TripPage } from '../components/trip/trip-page.tsx';
import { usePageHead } from '../components/shared/use-page-head.ts';
import { eventDateToIso, formatLongDate } from '../lib/dates.ts';
import { statusLabel } from '../lib/trip-status.ts';
import { tripMetaDescription } from '../lib/trip-facts.ts';
import { eventPageKey, tripPageKey } from '../lib/page-choice.ts';
import type { TripLoaderData } from './trip-loader.ts';

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
function Trip({ address, day, phonesInPage }: TripLoaderData) {
  const { content, nextSeason } = useTripPage(address, day);
  if (!content) return <NotFoundView />;
  const registration: Registration = { state: registrationOf(content, day), phonesInPage, nextSeason };
  return <TripContent content={content} registration={registration} />;
}

function TripContent({ content, registration }: { content: TripPageContent; registration: Registration }) {
  const event = content.event;
  const eventDay = event ? eventDateToIso(event.date) : null;
  usePageHead(
    content.kind === 'trip' ? content.trip.title : (event?.name ?? 'Túraprogram'),
    content.kind === 'trip'
      ? tripMetaDescription(content.trip, club)
      : `${event ? `${event.name}${eventDay ? `, ${formatLongDate(eventDay)}` : ''}. ` : ''}${
          registration.state.kind === 'open'
            ? 'A túra részletes programja hamarosan elkészül; érdeklődni és jelentkezni telefonon lehet a szervezőknél.'
            : // Full, postponed or cancelled: the word the cards and the program use for it.
              `${registration.state.kind === 'past' || !event?.status ? PAST_HEADING : statusLabel[event.status]}.`
        }`,
    content.kind === 'trip' ? tripPageKey(content.trip) : event ? eventPageKey(event) : null,
  );

  return content.kind === 'trip' ? (
    <TripPage trip={content.trip} club={club} event={event ?? undefined} registration={registration} />
  ) : (
    <PlaceholderView event={event ?? undefined} club={club} registration={registration} />
  );
}
