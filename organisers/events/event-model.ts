/**
 * What the organisers' page decides without the network: which trips come first and what a status
 * choice writes; what the event schema says of a record is beside it (event-problems.ts).
 */
import type { StoredEvent } from '../../schema/event.ts';
import { addIsoDays, eventDateToIso, isoToEventDate } from '../../src/lib/dates.ts';
import { sortEvents } from '../../src/lib/seasons.ts';

/** The five choices, in the order an organiser reads them; `ok` writes no status. */
export const STATUS_CHOICES = ['ok', 'full', 'cancelled', 'postponed', 'tentative'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export const choiceLabel: Record<StatusChoice, string> = {
  ok: 'rendben',
  full: 'megtelt',
  cancelled: 'elmarad',
  postponed: 'elhalasztva',
  tentative: 'időjárásfüggő',
};

/** Hikers must be told why a trip does not take place on its day. */
export const needsReason = (choice: StatusChoice) => choice === 'cancelled' || choice === 'postponed';

/**
 * The statuses that ask for more (a reason, a decision time, a new date): a tap opens their
 * form, which sends. The others (rendben, megtelt) say all there is: a tap saves.
 */
export const needsForm = (choice: StatusChoice) =>
  choice === 'cancelled' || choice === 'postponed' || choice === 'tentative';

export const choiceOf = (event: Pick<StoredEvent, 'status'>): StatusChoice => event.status ?? 'ok';

/** The stored fields of an event: what the page reads, without the reader's document id. */
export type EventRecord = Omit<StoredEvent, 'firestoreId'>;

export interface StatusInput {
  choice: StatusChoice;
  /** The reason; empty text = none. */
  note: string;
  /** For `tentative`: `2025.06.20 18:00`. */
  decisionBy: string;
  /** For `postponed`: the day it moves to, `2025.05.10`; empty text = not known yet. */
  newDate?: string;
}

/**
 * The record after a status choice: the status, its reason, and for a
 * weather-dependent trip its decision time. A decision time already set is
 * kept when the trip is then decided: calendars read from it that the status
 * changed (src/lib/trip-status-outputs.ts).
 */
export function withStatus(event: EventRecord, input: StatusInput): EventRecord {
  const rest: EventRecord = { ...event };
  delete rest.status;
  delete rest.statusNote;
  delete rest.decisionBy;
  delete rest.newDate;
  const note = input.note.trim();
  const decision = input.choice === 'tentative' ? input.decisionBy.trim() : event.decisionBy;
  // A new date belongs to a postponement only: any other choice drops it.
  const newDate = input.choice === 'postponed' ? input.newDate?.trim() : undefined;
  return {
    ...rest,
    ...(input.choice === 'ok' ? {} : { status: input.choice }),
    ...(note && input.choice !== 'ok' ? { statusNote: note } : {}),
    ...(decision ? { decisionBy: decision } : {}),
    ...(newDate ? { newDate } : {}),
  };
}

/** The record of an event the page holds, without what the reader and the page add to it. */
export function recordOf(event: StoredEvent & { documentId?: string; stored?: unknown }): EventRecord {
  const record: StoredEvent & { documentId?: string; stored?: unknown } = { ...event };
  delete record.firestoreId;
  delete record.documentId;
  delete record.stored;
  return record;
}

/** `2025.06.20`: the day before the trip, 18:00, the club's usual decision time. */
export function defaultDecisionTime(eventDate: string): string {
  const iso = eventDateToIso(eventDate);
  return iso ? `${isoToEventDate(addIsoDays(iso, -1))} 18:00` : '';
}

export type Horizon = 'today' | 'week' | 'later';

export const horizonHeading: Record<Horizon, string> = {
  today: 'Ma',
  week: 'A következő hét napban',
  later: 'Később',
};

/**
 * The coming events (today's included) grouped as an organiser looks for them
 * on a trip morning: today's, the week's, the rest; each group by date.
 * `today` is Budapest's day, `YYYY-MM-DD`.
 */
export function comingEvents<T extends Pick<StoredEvent, 'date' | 'id'>>(
  events: readonly T[],
  today: string,
): { horizon: Horizon; events: T[] }[] {
  const weekEnd = addIsoDays(today, 7);
  const groups: Record<Horizon, T[]> = { today: [], week: [], later: [] };
  for (const event of sortEvents(events)) {
    const day = eventDateToIso(event.date);
    if (day === null || day < today) continue;
    groups[day === today ? 'today' : day < weekEnd ? 'week' : 'later'].push(event);
  }
  return (['today', 'week', 'later'] as const)
    .map((horizon) => ({ horizon, events: groups[horizon] }))
    .filter((group) => group.events.length > 0);
}
