import { eventDateToIso } from '../../schema/dates';
import type { ClubSettings } from '../../schema/club';
import type { ClubEvent } from '../../schema/event';
import type { TripInput } from '../../schema/trip';

/**
 * Marks the template's sample sentences. The document is valid with them, so
 * it renders at once; `trips:check` lists each one as a reminder (not an error).
 */
export const TEMPLATE_MARK = '[kitöltendő]';

export const TRIP_SCHEMA_REF = '../../schema/trip.schema.json';

function addMinutes(time: string, minutes: number): string {
  const [hours = 0, mins = 0] = time.split(':').map(Number);
  const total = hours * 60 + mins + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A valid starting document for `key`: date, name and picture come from the
 * event whose `pdf` is `key` (the yearly program already shows them), the
 * rest is clearly marked sample text. `today` (YYYY-MM-DD) is the date when
 * no event names the trip yet.
 */
export function newTripDocument(
  key: string,
  { events, club, today }: { events: readonly ClubEvent[]; club: ClubSettings; today: string },
): TripInput {
  const event = events.find((candidate) => candidate.pdf === key);
  const startDate = (event && eventDateToIso(event.date)) ?? today;
  const title = event?.name ?? `${TEMPLATE_MARK} A túra címe`;
  return {
    $schema: TRIP_SCHEMA_REF,
    key,
    title,
    region: `${TEMPLATE_MARK} Ország, tájegység`,
    startDate,
    picture: event?.picture ?? 'default.svg',
    summary: `${TEMPLATE_MARK} Néhány mondat a túráról: hová megyünk, mit nézünk meg, mennyire nehéz.`,
    departures: club.departurePoints.map((point, index) => ({
      point: point.id,
      time: addMinutes('06:00', 15 * index),
    })),
    returnTime: '19:30',
    days: [
      {
        title,
        description: `${TEMPLATE_MARK} A nap menete: hová és mikor érkezik a busz, hol találkozunk, mikor indulunk haza.`,
        routes: [
          {
            level: 'medium',
            distanceKm: 10,
            elevationGainM: 300,
            durationHours: 4,
            description: `${TEMPLATE_MARK} Az útvonal: honnan hová megyünk, milyen jelzésen, mit látunk útközben.`,
          },
        ],
      },
    ],
    fee: {
      tiers: [{ price: 9000 }],
      deposit: 4000,
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
