/*
 * The plain-text descriptions of the calendar entries (src/lib/ics.ts): what a
 * visitor needs on the coach, in the order they read it, with whom to phone.
 */
import type { ClubSettings } from '../../schema/club.ts';
import type { ClubEvent } from '../../schema/event.ts';
import type { Trip } from '../../schema/trip.ts';
import { formatDateRange, formatLongDate, formatShortDate } from './dates.ts';
import { eventPageKey, tripPageKey } from './page-choice.ts';
import { formatForint, formatNumber } from './numbers.ts';
import { formatPhone } from './phone.ts';
import { lastsSeveralDays } from './trip-days.ts';
import { departurePlace, departuresInOrder, routeLevelName, tierLabel } from './trip-facts.ts';

export interface CalendarContext {
  club: ClubSettings;
  /** Generation time, written as DTSTAMP (lib code does not read the clock). */
  now: Date;
  /** The public address of a route key (`program7`), written as URL and into the description. */
  pageUrl?: (key: string) => string;
}

function phoneLines(club: ClubSettings): string[] {
  return club.organisers.map((organiser) => `${organiser.name}: ${formatPhone(organiser.phone)}`);
}

/** The plain-text description: what a visitor needs on the coach, in reading order. */
export function tripDescription(trip: Trip, context: CalendarContext): string {
  const { club } = context;
  const lines: string[] = [];
  if (trip.subtitle) lines.push(trip.subtitle);
  lines.push(formatDateRange(trip.startDate, trip.endDate), '');

  lines.push('Indulás:');
  for (const departure of departuresInOrder(trip, club)) {
    lines.push(`${departure.time} – ${departurePlace(departure)}`);
  }
  lines.push(
    `Várható visszaérkezés: kb. ${trip.returnTime}${lastsSeveralDays(trip) && trip.endDate ? ` (${formatShortDate(trip.endDate)})` : ''}`,
    '',
  );

  const days = trip.days.filter((day) => day.routes.length > 0);
  if (days.length > 0) {
    lines.push('Útvonalak:');
    for (const day of days) {
      if (trip.days.length > 1) lines.push(`${day.date ? `${formatShortDate(day.date)}: ` : ''}${day.title}`);
      for (const route of day.routes) {
        const distance = formatNumber(route.distanceKm);
        const title = route.title ? `: ${route.title}` : '';
        lines.push(
          `${routeLevelName[route.level]}${title} (${distance} km, ${route.elevationGainM} m szint)`,
        );
      }
    }
    lines.push('');
  }

  for (const tier of trip.fee.tiers) {
    lines.push(`${tierLabel(tier)}: ${formatForint(tier.price)}/fő`);
  }
  if (trip.fee.deposit !== undefined) {
    lines.push(`Előleg jelentkezéskor: ${formatForint(trip.fee.deposit)}/fő`);
  }
  lines.push('', 'Jelentkezés telefonon:', ...phoneLines(club));
  if (context.pageUrl) lines.push('', `Részletek: ${context.pageUrl(tripPageKey(trip))}`);
  return lines.join('\n');
}

/** An event without a trip page: its day, what is not known yet, and whom to phone. */
export function eventDescription(event: ClubEvent, isoDate: string, context: CalendarContext): string {
  const lines = [
    formatLongDate(isoDate),
    '',
    'A részletes program még nem készült el. Az indulás idejéről és helyéről, valamint a díjról a szervezők telefonon adnak tájékoztatást.',
    '',
    'Jelentkezés telefonon:',
    ...phoneLines(context.club),
  ];
  if (context.pageUrl) lines.push('', `Részletek: ${context.pageUrl(eventPageKey(event))}`);
  return lines.join('\n');
}
