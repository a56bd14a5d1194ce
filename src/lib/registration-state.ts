/*
 * What a trip's page says about registering, from its event and today: one
 * rule for the written page and the placeholder, for the block's words and for
 * where the organisers' numbers go (the block that invites a call, or else the
 * footer). Today passed in, like every rule here.
 */
import { eventDateToIso } from './dates.ts';
import { isOver } from './event-timing.ts';
import { seasonOf } from './seasons.ts';
import type { StatusInfo } from './trip-status.ts';

export type RegistrationState =
  | { kind: 'open' }
  | { kind: 'full' }
  | { kind: 'cancelled' }
  /** `newDay`: the day it moves to (`YYYY-MM-DD`), null while the club does not know. */
  | { kind: 'postponed'; newDay: string | null }
  /** `day`: the day it took place (`YYYY-MM-DD`). */
  | { kind: 'past'; day: string };

export interface RegistrationFacts extends StatusInfo {
  /** A postponed trip's new day, `2025.05.10`. */
  newDate?: string | undefined;
}

/**
 * The state of a trip's registration on `today`. `event` is absent when the
 * program could not be read; then the trip document's first day (`startDay`)
 * still tells whether it is over. A trip is over from the day after it starts,
 * as everywhere else on the site (isOver); a postponed trip with a new date
 * from the day after that. A called-off trip stays called off after its day.
 */
export function registrationState(
  event: RegistrationFacts | undefined,
  startDay: string | null,
  today: string,
): RegistrationState {
  const status = event?.status;
  if (status === 'cancelled') return { kind: 'cancelled' };
  const postponed = status === 'postponed';
  // A postponed trip's day is its new one, if it has one.
  const date = postponed ? event?.newDate : event?.date;
  const day = (date ? eventDateToIso(date) : null) ?? (postponed ? null : startDay);
  if (day !== null && isOver(day, today)) return { kind: 'past', day };
  return postponed ? { kind: 'postponed', newDay: day } : { kind: status === 'full' ? 'full' : 'open' };
}

/** Whether the page asks the visitor to phone: then its block carries the organisers' numbers. */
export function invitesCall(state: RegistrationState): boolean {
  return state.kind === 'open' || state.kind === 'full' || state.kind === 'postponed';
}

/** The same trip next season, for a past trip's page to link to. */
export interface NextSeasonTrip {
  key: string;
  season: number;
  /** Its day, `YYYY-MM-DD`. */
  day: string | null;
}

/** The same trip in the season after `season` (`/2026/program3/` for a past 2025 trip), if the club announced one. */
export function nextSeasonTrip(
  events: readonly { key: string; date: string }[],
  key: string,
  season: number,
): NextSeasonTrip | null {
  const event = events.find((candidate) => candidate.key === key && seasonOf(candidate.date) === season + 1);
  return event ? { key, season: season + 1, day: eventDateToIso(event.date) } : null;
}
