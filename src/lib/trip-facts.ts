import type { ClubSettings, DeparturePoint } from '../../schema/club.ts';
import type { FeeTier, RouteLevel, Trip } from '../../schema/trip.ts';
import { budapestInstant } from './budapest-time.ts';
import { addIsoDays, formatDateRange } from './dates.ts';
import { formatForint } from './numbers.ts';

/*
 * Facts about a trip that the page, the calendar file and the structured data
 * all state, computed in one place so they cannot disagree.
 */

export const routeLevelName: Record<RouteLevel, string> = {
  short: 'Rövid táv',
  medium: 'Közepes táv',
  long: 'Hosszú táv',
};

export function tierLabel(tier: FeeTier): string {
  if (tier.groupSize === undefined) return 'Részvételi díj';
  return tier.orMore ? `${tier.groupSize} fő vagy több esetén` : `${tier.groupSize} fős létszám esetén`;
}

export interface DepartureFact {
  time: string;
  pointId: string;
  point: DeparturePoint | undefined;
}

function departuresByTime(trip: Trip): Trip['departures'] {
  return [...trip.departures].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** The departures in time order: the coach's first stop first. */
export function departuresInOrder(trip: Trip, club: ClubSettings): DepartureFact[] {
  return departuresByTime(trip).map((departure) => ({
    time: departure.time,
    pointId: departure.point,
    point: club.departurePoints.find((point) => point.id === departure.point),
  }));
}

/** `Benzinkút, Minta utca 1.`: a departure point as one line, name and address. */
export function departurePlace(departure: DepartureFact): string {
  return departure.point ? `${departure.point.name}, ${departure.point.address}` : departure.pointId;
}

/** From the first departure on the first day to the return on the last. */
export function tripInterval(trip: Trip): { start: Date; end: Date } {
  const firstTime = departuresByTime(trip)[0]?.time ?? '00:00';
  const start = budapestInstant(trip.startDate, firstTime);
  const lastDay = trip.endDate ?? trip.startDate;
  let end = budapestInstant(lastDay, trip.returnTime);
  // A coach back after midnight (return "01:00" on a one-day trip) arrives the next day.
  if (end.getTime() <= start.getTime()) end = budapestInstant(addIsoDays(lastDay, 1), trip.returnTime);
  return { start, end };
}

/** The lowest and highest price per person. */
export function priceRange(trip: Trip): { low: number; high: number } {
  const prices = trip.fee.tiers.map((tier) => tier.price);
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/** Cut at a word boundary so the text fits `max` characters, with an ellipsis when cut. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/** A trip page's meta description: the facts first (date, departure, fee), then the summary. */
export function tripMetaDescription(trip: Trip, club: ClubSettings): string {
  const first = departuresInOrder(trip, club)[0];
  const { low, high } = priceRange(trip);
  const fee = low === high ? formatForint(low) : `${formatForint(low)}–${formatForint(high)}`;
  const facts = [
    formatDateRange(trip.startDate, trip.endDate),
    first ? `indulás ${first.time}` : null,
    `részvételi díj ${fee}/fő.`,
  ]
    .filter(Boolean)
    .join(', ');
  return shortenText(`${facts} ${trip.summary}`, 160);
}
