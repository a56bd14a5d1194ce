import { eventDateToIso } from '../schema/dates.ts';
import type { ClubSettings } from '../schema/club.ts';
import type { StoredEvent } from '../schema/event.ts';
import type { Trip, TripInput } from '../schema/trip.ts';
import { stringsIn } from './content-rules.ts';
import type { Path } from './report-lines.ts';

/**
 * Marks the template's sample sentences. The document is valid with them, so
 * a draft renders at once in the development server; `trips:check` lists each
 * one as left to fill while the page is a draft, and as an error once it is not.
 */
export const TEMPLATE_MARK = '[kitöltendő]';

/**
 * The template's made-up numbers: valid, so the draft renders, but chosen so
 * that no real trip has them (the club's real fees include 9 000 Ft with a
 * 4 000 Ft deposit). Each is recognised only as the whole group the template
 * writes (the one price with this deposit; every departure on the template's
 * schedule with this return; a single route of these three numbers).
 */
export const TEMPLATE_EXAMPLES = {
  price: 12345,
  deposit: 1234,
  firstDeparture: '05:55',
  /** Minutes between the departure points, in the club settings' order. */
  departureStep: 15,
  returnTime: '20:05',
  route: { level: 'medium', distanceKm: 12.3, elevationGainM: 456, durationHours: 4.5 },
} as const;

export const TRIP_SCHEMA_REF = '../../schema/trip.schema.json';

function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The template's departure time at the `index`th departure point. */
function templateDepartureTime(index: number): string {
  return addMinutes(TEMPLATE_EXAMPLES.firstDeparture, TEMPLATE_EXAMPLES.departureStep * index);
}

/**
 * Where a trip still holds what the template wrote rather than the volunteer:
 * every text with the marker, and each of the template's example numbers
 * (only as the whole group it was written in). Field paths, in document order.
 */
export function leftToFill(raw: unknown, trip: Trip): Path[] {
  const paths: Path[] = [];
  for (const [path, text] of stringsIn(raw)) if (text.includes(TEMPLATE_MARK)) paths.push(path);
  const examples = TEMPLATE_EXAMPLES;
  const onSchedule =
    trip.departures.every((departure, index) => departure.time === templateDepartureTime(index)) &&
    trip.returnTime === examples.returnTime;
  if (onSchedule) {
    paths.push(...trip.departures.map((_, index) => ['departures', index, 'time']), ['returnTime']);
  }
  const [day, ...otherDays] = trip.days;
  const [route, ...otherRoutes] = day?.routes ?? [];
  const example = examples.route;
  if (
    route &&
    otherDays.length === 0 &&
    otherRoutes.length === 0 &&
    route.level === example.level &&
    route.distanceKm === example.distanceKm &&
    route.elevationGainM === example.elevationGainM &&
    route.durationHours === example.durationHours
  ) {
    for (const field of ['distanceKm', 'elevationGainM', 'durationHours'])
      paths.push(['days', 0, 'routes', 0, field]);
  }
  const [tier, ...otherTiers] = trip.fee.tiers;
  if (
    tier &&
    otherTiers.length === 0 &&
    tier.groupSize === undefined &&
    tier.price === examples.price &&
    trip.fee.deposit === examples.deposit
  ) {
    paths.push(['fee', 'tiers', 0, 'price'], ['fee', 'deposit']);
  }
  return paths;
}

/**
 * A valid starting document for `key`: date, name and picture come from the
 * event whose `pdf` is `key` (the yearly program already shows them), the
 * rest is clearly marked sample text. `today` (YYYY-MM-DD) is the date when
 * no event names the trip yet.
 */
export function newTripDocument(
  key: string,
  { events, club, today }: { events: readonly StoredEvent[]; club: ClubSettings; today: string },
): TripInput {
  const event = events.find((candidate) => candidate.pdf === key);
  const startDate = (event && eventDateToIso(event.date)) ?? today;
  const title = event?.name ?? `${TEMPLATE_MARK} A túra címe`;
  const examples = TEMPLATE_EXAMPLES;
  return {
    $schema: TRIP_SCHEMA_REF,
    draft: true,
    key,
    title,
    region: `${TEMPLATE_MARK} Ország, tájegység`,
    startDate,
    picture: event?.picture ?? 'default.svg',
    summary: `${TEMPLATE_MARK} Néhány mondat a túráról: hová megyünk, mit nézünk meg, mennyire nehéz.`,
    departures: club.departurePoints.map((point, index) => ({
      point: point.id,
      time: templateDepartureTime(index),
    })),
    returnTime: examples.returnTime,
    days: [
      {
        title,
        description: `${TEMPLATE_MARK} A nap menete: hová és mikor érkezik a busz, hol találkozunk, mikor indulunk haza.`,
        routes: [
          {
            ...examples.route,
            description: `${TEMPLATE_MARK} Az útvonal: honnan hová megyünk, milyen jelzésen, mit látunk útközben.`,
          },
        ],
      },
    ],
    fee: {
      tiers: [{ price: examples.price }],
      deposit: examples.deposit,
      included: ['Autóbuszos utazás oda-vissza', 'Túravezetés'],
      notIncluded: ['Étkezés', 'Belépőjegyek'],
    },
    equipment: [
      'Jól tapadó talpú túracipő vagy bakancs',
      'Réteges öltözet és esőkabát',
      'Legalább másfél liter ital és elemózsia egész napra',
    ],
    notices: [
      'A túrán mindenki saját felelősségére vesz részt. A szervezők a túra során bekövetkező balesetekért, sérülésekért felelősséget nem vállalnak.',
      'Kérjük, mindenki kövesse a túravezető utasításait, és a csoporttól csak szólva váljon el.',
      'A TAJ-kártyát mindenki hozza magával.',
    ],
  };
}
