/**
 * Last year's trip as this year's draft: what `npm run trips:new -- 2026/program5
 * --from 2025/program5` writes, and what the editor at /admin/ saves when a
 * volunteer copies a trip. Pure: the old document and the new event's day in,
 * the new document and the lines to check out.
 */
import type { TripInput } from '../schema/trip.ts';
import { formatPath, type Path } from './report-lines.ts';
import { TRIP_SCHEMA_REF } from './trip-template.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function shiftDay(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Last year's document without the two lines the copy writes itself. */
function withoutSchemaRef(trip: TripInput): TripInput {
  const rest = { ...trip };
  delete rest.$schema;
  delete rest.draft;
  return rest;
}

export interface CopiedTrip {
  document: TripInput;
  /** Last year's fees, deposit and times, one line each (`fee.tiers[0].price: 9000 Ft (40 fő)`): to check. */
  check: string[];
  /** The same, each field apart with last year's value (`9000 Ft`), for the editor to name by its label. */
  checkFields: Array<{ path: Path; value: string }>;
  /** The GPX files its routes name, beside last year's document: the copy names them too. */
  tracks: Array<{ path: Path; file: string }>;
}

/**
 * `old` moved onto the event of `key` on `eventDay` (`2026-02-28`): every date by
 * the same number of days, a draft until a volunteer has checked last year's
 * figures.
 */
export function copyTripOntoEvent(old: TripInput, key: string, eventDay: string): CopiedTrip {
  const offset = Math.round((Date.parse(eventDay) - Date.parse(old.startDate)) / DAY_MS);
  const document: TripInput = {
    $schema: TRIP_SCHEMA_REF,
    // Last year's fees and times are this year's only once a volunteer has checked them.
    draft: true,
    ...withoutSchemaRef(old),
    key,
    startDate: eventDay,
    ...(old.endDate ? { endDate: shiftDay(old.endDate, offset) } : {}),
    days: old.days.map((day) => (day.date ? { ...day, date: shiftDay(day.date, offset) } : day)),
  };
  // Each with what the command's line adds in brackets: the tier's group, the departure's point.
  const checked: Array<{ path: Path; value: string; about?: string }> = [
    ...old.fee.tiers.map((tier, index) => ({
      path: ['fee', 'tiers', index, 'price'],
      value: `${tier.price} Ft`,
      ...(tier.groupSize ? { about: `${tier.groupSize} fő${tier.orMore ? ' felett' : ''}` } : {}),
    })),
    ...(old.fee.deposit ? [{ path: ['fee', 'deposit'], value: `${old.fee.deposit} Ft` }] : []),
    ...old.departures.map((departure, index) => ({
      path: ['departures', index, 'time'],
      value: departure.time,
      about: departure.point,
    })),
    { path: ['returnTime'], value: old.returnTime },
  ];
  const tracks = old.days.flatMap((day, dayIndex) =>
    (day.routes ?? []).flatMap((route, routeIndex) =>
      route.track ? [{ path: ['days', dayIndex, 'routes', routeIndex, 'track'], file: route.track }] : [],
    ),
  );
  return {
    document,
    check: checked.map(
      ({ path, value, about }) => `${formatPath(path)}: ${value}${about ? ` (${about})` : ''}`,
    ),
    checkFields: checked.map(({ path, value }) => ({ path, value })),
    tracks,
  };
}
