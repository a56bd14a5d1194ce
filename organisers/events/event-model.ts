/**
 * What the organisers' page decides without the network: which trips come first, what a status
 * choice writes, and what the event schema says of it: one place the page and its tests agree on.
 */
import { EVENT_TEXT_LIMITS } from '../../schema/changes.ts';
import { holdsContact, PUBLIC_TEXT_FIELDS } from '../../schema/public-text.ts';
import type { StoredEvent } from '../../schema/event.ts';
import { StoredEventSchema } from '../../schema/event.ts';
import { addIsoDays, eventDateToIso, isoToEventDate } from '../../src/lib/dates.ts';
import { sortEvents } from '../../src/lib/seasons.ts';
import { describeIssue, type Described } from '../../content-check/zod-messages.ts';

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

const FIELD_LABELS: Record<string, string> = {
  id: 'sorszám',
  date: 'dátum',
  name: 'név',
  picture: 'kép',
  pdf: 'a túra oldala',
  status: 'állapot',
  statusNote: 'indoklás',
  decisionBy: 'döntés ideje',
  newDate: 'új időpont',
};

/** The checker's house format, `mező: mi a baj (várt: …, kapott: …)` (content-check/report-lines.ts). */
export function lineText({ path, message, expected, found }: Described): string {
  const field = String(path[0] ?? '');
  const details = [expected && `várt: ${expected}`, found && `kapott: ${found}`].filter(Boolean);
  return `${FIELD_LABELS[field] ?? 'a túra egy adata'}: ${message}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

/**
 * What is wrong with a record, in the words `npm run trips:check` uses for the same schema, one
 * line a field; empty when it may be saved. Also: a cancelled or postponed trip needs its reason.
 */
export function problemsOf(record: EventRecord): string[] {
  const lines: string[] = [];
  if (record.status && needsReason(record.status) && !record.statusNote?.trim()) {
    lines.push('indoklás: írd meg röviden, miért (a túrázók ezt olvassák)');
  }
  lines.push(...lengthProblems(record), ...contactProblems(record));
  const result = StoredEventSchema.safeParse(record);
  const said = new Set<string>(); // a time in the wrong form is not also said to be no day
  for (const issue of result.success ? [] : result.error.issues) {
    for (const line of describeIssue(issue, record, undefined, undefined)) {
      if (!said.has(String(line.path[0]))) lines.push(lineText(line));
      said.add(String(line.path[0]));
    }
  }
  return lines;
}

/**
 * Texts longer than firestore.rules take (EVENT_TEXT_LIMITS): said before the server
 * refuses them, in the checker's words. The site still shows a longer one typed in the
 * console; `npm run events:check` names it.
 */
export function lengthProblems(record: Partial<Pick<EventRecord, keyof typeof EVENT_TEXT_LIMITS>>): string[] {
  const lines: string[] = [];
  for (const [field, most] of Object.entries(EVENT_TEXT_LIMITS) as [
    keyof typeof EVENT_TEXT_LIMITS,
    number,
  ][]) {
    const text = record[field];
    if (typeof text === 'string' && text.length > most) {
      lines.push(
        lineText({
          path: [field],
          message: 'túl hosszú',
          expected: `legfeljebb ${most} betű`,
          found: `${text.length} betű`,
        }),
      );
    }
  }
  return lines;
}

/**
 * A telephone number or an e-mail address in a text every visitor reads, which the rules
 * refuse (schema/public-text.ts): said before saving, with where such a detail belongs.
 */
export function contactProblems(record: Partial<Pick<EventRecord, 'name' | 'statusNote'>>): string[] {
  return PUBLIC_TEXT_FIELDS.flatMap((field) => {
    const text = record[field];
    if (typeof text !== 'string' || !holdsContact(text)) return [];
    return [
      lineText({
        path: [field],
        message: 'telefonszám vagy e-mail-cím nem lehet benne, mert ezt bárki olvassa',
        expected:
          'a jelentkezők adatai a túra jelentkezési listájára valók; a szervezők telefonszámát a honlap magától kiírja',
      }),
    ];
  });
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
