import { createEvents, type DateArray, type DateTime, type EventAttributes } from 'ics';
import type { ClubEvent } from '../../schema/event.ts';
import type { Trip } from '../../schema/trip.ts';
import { addIsoDays, eventDateToIso } from './dates.ts';
import { eventPageKey, tripPageKey } from './page-choice.ts';
import { statusLabel, type StatusInfo } from './trip-status.ts';
import { calendarStatus, statusSentence } from './trip-status-outputs.ts';
import { budapestInstant } from './budapest-time.ts';
import { departurePlace, departuresInOrder, tripInterval } from './trip-facts.ts';
import { eventDescription, tripDescription, type CalendarContext } from './ics-descriptions.ts';

/*
 * iCalendar files for the "Naptárba" buttons: one trip, one event without a
 * trip page, or the whole year. Written with the `ics` package; times are UTC
 * instants computed from Budapest wall-clock times (the `ics` package cannot
 * write VTIMEZONE blocks, and a UTC instant is unambiguous in every client).
 */

/** The calendar's PRODID: who wrote the file, by the site's name. */
export function productId(siteName: string): string {
  return `-//${siteName}//Túraprogram//HU`;
}

/** The reminder fires at this Budapest time on the day before: the coach leaves at dawn. */
export const REMINDER_TIME = '18:00';

export type { CalendarContext } from './ics-descriptions.ts';

/** One entry of the yearly file: the event, and its trip document when it has one. */
export interface YearEntry {
  event: ClubEvent;
  trip?: Trip | null;
}

/**
 * `program7-2025@zoldosveny`, ending in the club's calendar id: the same for the trip's own
 * file, its card and the yearly file, so importing again updates the entry instead of adding one.
 */
export function calendarUid(key: string, isoDate: string, calendarId: string): string {
  return `${key}-${isoDate.slice(0, 4)}@${calendarId}`;
}

/** `program7.ics`. */
export function tripFileName(key: string): string {
  return `${key}.ics`;
}

/** `turaprogram-2025.ics` (or `turaprogram-2025-2026.ics` when the list spans years). */
export function yearFileName(events: readonly ClubEvent[]): string {
  const years = [...new Set(events.map((event) => event.date.slice(0, 4)))].sort();
  const span = years.length <= 1 ? (years[0] ?? 'ev') : `${years[0]}-${years.at(-1)}`;
  return `turaprogram-${span}.ics`;
}

/** A DTSTAMP needs whole seconds; `ics` would otherwise write the milliseconds away silently. */
function stamp(now: Date): number {
  return Math.floor(now.getTime() / 1000) * 1000;
}

function dateArray(isoDate: string): DateArray {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return [year, month, day];
}

/** `ics` escapes SUMMARY/DESCRIPTION/LOCATION itself, but not an alarm's DESCRIPTION. */
function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,');
}

/**
 * A status the club set: STATUS and SEQUENCE (so a calendar that imported the
 * entry before updates it), the word in front of the title, the note on top.
 * A tentative trip decided to go ahead has no status left, but its SEQUENCE
 * still rises above the tentative entry's, so calendars confirm it.
 */
function withStatus(attributes: EventAttributes, event: StatusInfo | undefined): EventAttributes {
  if (!event) return attributes;
  const { status, sequence } = calendarStatus(event);
  const sentence = statusSentence(event);
  if (!event.status || !sentence) return sequence === 0 ? attributes : { ...attributes, status, sequence };
  return {
    ...attributes,
    status,
    sequence,
    title: `${statusLabel[event.status].toUpperCase()}: ${attributes.title ?? ''}`,
    description: `${sentence}\n\n${attributes.description ?? ''}`,
  };
}

function tripAttributes(trip: Trip, context: CalendarContext): EventAttributes {
  const { start, end } = tripInterval(trip);
  const first = departuresInOrder(trip, context.club)[0];
  const reminder = budapestInstant(addIsoDays(trip.startDate, -1), REMINDER_TIME);
  // Relative to the start, in exact minutes: across a DST change the evening
  // before is 11 or 13 hours before a 06:00 start, not 12.
  const minutesBefore = Math.round((start.getTime() - reminder.getTime()) / 60_000);
  const alarmText = first
    ? `Holnap: ${trip.title}. Indulás ${first.time}, ${first.point?.name ?? first.pointId}.`
    : `Holnap: ${trip.title}.`;
  return withStamp(context.now, {
    uid: calendarUid(trip.key, trip.startDate, context.club.calendarId),
    title: trip.title,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    location: first ? departurePlace(first) : undefined,
    description: tripDescription(trip, context),
    url: context.pageUrl?.(tripPageKey(trip)),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    categories: ['Túra'],
    alarms: [
      {
        action: 'display',
        description: escapeText(alarmText),
        trigger: { hours: Math.floor(minutesBefore / 60), minutes: minutesBefore % 60, before: true },
      },
    ],
  });
}

function allDayAttributes(event: ClubEvent, context: CalendarContext): EventAttributes {
  const isoDate = eventDateToIso(event.date);
  if (!isoDate) throw new Error(`Hibás dátum: ${event.date} (${event.name})`);
  return withStamp(context.now, {
    uid: calendarUid(event.key, isoDate, context.club.calendarId),
    title: event.name,
    start: dateArray(isoDate),
    // DTEND of an all-day entry is exclusive: the next day.
    end: dateArray(addIsoDays(isoDate, 1)),
    description: eventDescription(event, isoDate, context),
    url: context.pageUrl?.(eventPageKey(event)),
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    categories: ['Túra'],
    alarms: [
      {
        action: 'display',
        description: escapeText(`Holnap: ${event.name}.`),
        // An all-day entry starts at local midnight: six hours before is 18:00 the evening before.
        trigger: { hours: 6, before: true },
      },
    ],
  });
}

/** `ics` accepts a DTSTAMP (`timestamp`) but its type declarations omit it. */
function withStamp(now: Date, attributes: EventAttributes): EventAttributes {
  const stamped: EventAttributes & { timestamp: DateTime } = { ...attributes, timestamp: stamp(now) };
  return stamped;
}

function write(events: EventAttributes[], context: CalendarContext, calName?: string): string {
  const { error, value } = createEvents(events, {
    productId: productId(context.club.siteName),
    method: 'PUBLISH',
    ...(calName ? { calName } : {}),
  });
  if (error || !value) throw error ?? new Error('Az iCalendar fájl nem készült el.');
  return refold(value);
}

const encoder = new TextEncoder();

/**
 * RFC 5545 §3.1: content lines are folded at 75 octets. `ics` folds at 75
 * characters, which is too long for lines with accented letters (2 octets
 * each in UTF-8), so the lines are unfolded and folded again by octets,
 * never inside a character.
 */
export function refold(text: string): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      for (const character of line) {
        const size = encoder.encode(character).length;
        // The first line holds 75 octets; continuation lines start with a space, so 74.
        if (octets + size > (parts.length === 0 ? 75 : 74)) {
          parts.push(current);
          current = '';
          octets = 0;
        }
        current += character;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** One trip with a page: from the first departure to the return, in Budapest time. */
export function tripCalendar(trip: Trip, context: CalendarContext, event?: StatusInfo): string {
  return write([withStatus(tripAttributes(trip, context), event)], context);
}

/** An event without a trip page: an all-day entry on its date. */
export function eventCalendar(event: ClubEvent, context: CalendarContext): string {
  return write([withStatus(allDayAttributes(event, context), event)], context);
}

/**
 * Every event of the year in one file; events with a trip page get the
 * trip's times, exactly as in the trip's own file (same UID, same content).
 * Events whose date is not a real day are left out rather than failing the file.
 */
export function yearCalendar(
  entries: readonly YearEntry[],
  context: CalendarContext,
  calName: string,
): string {
  const seen = new Set<string>();
  const events: EventAttributes[] = [];
  for (const { event, trip } of entries) {
    if (!trip && !eventDateToIso(event.date)) continue;
    const attributes = withStatus(
      trip ? tripAttributes(trip, context) : allDayAttributes(event, context),
      event,
    );
    const uid = attributes.uid ?? '';
    const start = JSON.stringify(attributes.start);
    if (seen.has(`${uid} ${start}`)) continue; // program1 and program2 are one trip: one entry
    seen.add(`${uid} ${start}`);
    // Two different dates under one key (a reused placeholder): the date keeps them apart.
    if ([...seen].some((other) => other.startsWith(`${uid} `) && other !== `${uid} ${start}`)) {
      const day = trip?.startDate ?? eventDateToIso(event.date) ?? '';
      attributes.uid = uid.replace('@', `-${day.slice(5).replace('-', '')}@`);
    }
    events.push(attributes);
  }
  return write(events, context, calName);
}
