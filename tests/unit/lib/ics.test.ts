/**
 * The .ics files, parsed with a second, independent library (ical.js): what
 * a calendar application will read, not what our writer meant to write.
 */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Trip } from '../../../schema/trip.ts';
import { shipped } from '../../support/shipped-trip.ts';
import type { ClubEvent } from '../../../schema/event.ts';
import bundledEvents from '../../../src/content/events/2025.json';
import { club } from '../../../src/data/club.ts';
import { loadTripDocument, tripDocuments, tripForEvent, tripPageChoice } from '../../../src/data/trips.ts';
import { clubEventOf } from '../../../src/data/club-event.ts';
import {
  calendarUid,
  eventCalendar,
  tripCalendar,
  yearCalendar,
  yearFileName,
  type CalendarContext,
} from '../../../src/lib/ics.ts';
import program7 from '../../../trips/2025/program7.json';

const events: ClubEvent[] = bundledEvents.map(clubEventOf);
const context: CalendarContext = {
  club,
  now: new Date('2025-03-10T06:00:00Z'),
  pageUrl: (key) => `https://turak.example.hu/${key}/`,
};

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevents = calendar.getAllSubcomponents('vevent');
  return { calendar, vevents, events: vevents.map((vevent) => new ICAL.Event(vevent)) };
}

function only(text: string) {
  const { calendar, events: parsed, vevents } = parse(text);
  expect(parsed).toHaveLength(1);
  return { calendar, event: parsed[0]!, vevent: vevents[0]! };
}

/** The alarm's moment: the start moved by the (negative) TRIGGER duration. */
function alarmInstant(vevent: ICAL.Component): Date {
  const alarm = vevent.getFirstSubcomponent('valarm');
  expect(alarm, 'VALARM').not.toBeNull();
  expect(alarm!.getFirstPropertyValue('action')).toBe('DISPLAY');
  const trigger = alarm!.getFirstPropertyValue('trigger') as ICAL.Duration;
  expect(trigger).toBeInstanceOf(ICAL.Duration);
  const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
  return new Date(start.toJSDate().getTime() + trigger.toSeconds() * 1000);
}

/** Budapest wall-clock time of an instant, via Intl (independent of the code under test). */
function budapestWallClock(date: Date): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Budapest',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/** A trip with the given date and times, otherwise program7 (fixed facts for hand-checked instants). */
function fixtureTrip(startDate: string, departures: string[], returnTime: string, endDate?: string): Trip {
  const trip = shipped(program7);
  return {
    ...trip,
    key: 'program90',
    startDate,
    endDate,
    returnTime,
    departures: departures.map((time, index) => ({ point: index === 0 ? 'benzinkut' : 'parkolo', time })),
  };
}

async function allTrips(): Promise<Trip[]> {
  return Promise.all(tripDocuments().map(({ season, key }) => loadTripDocument(season, key)));
}

async function yearEntries() {
  const trips = await Promise.all(events.map(tripForEvent));
  return events.map((event, index) => ({ event, trip: trips[index] ?? null }));
}

describe('one trip', () => {
  it('runs from the first departure to the return as UTC instants of Budapest summer time', () => {
    // 5 April 2025 is in summer time (UTC+2): 06:15 in Budapest is 04:15 UTC.
    const { event, vevent } = only(
      tripCalendar(fixtureTrip('2025-04-05', ['06:15', '06:30'], '19:30'), context),
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-04-05T04:15:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-04-05T17:30:00.000Z');
    expect(event.startDate.zone).toBe(ICAL.Timezone.utcTimezone);
    // 18:00 on the evening before, Budapest summer time.
    expect(alarmInstant(vevent).toISOString()).toBe('2025-04-04T16:00:00.000Z');
  });

  it('uses winter time in January', () => {
    const { event, vevent } = only(
      tripCalendar(fixtureTrip('2025-01-18', ['05:45', '06:00'], '21:00'), context),
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-01-18T04:45:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-01-18T20:00:00.000Z');
    expect(alarmInstant(vevent).toISOString()).toBe('2025-01-17T17:00:00.000Z');
  });

  it('keeps the reminder at 18:00 across the change to and from summer time', () => {
    // Clocks go forward in the night before 30 March 2025: the evening before is winter time.
    const spring = only(tripCalendar(fixtureTrip('2025-03-30', ['06:00'], '20:00'), context));
    expect(spring.event.startDate.toJSDate().toISOString()).toBe('2025-03-30T04:00:00.000Z');
    expect(alarmInstant(spring.vevent).toISOString()).toBe('2025-03-29T17:00:00.000Z');
    // And back in the night before 26 October 2025.
    const autumn = only(tripCalendar(fixtureTrip('2025-10-26', ['06:00'], '20:00'), context));
    expect(autumn.event.startDate.toJSDate().toISOString()).toBe('2025-10-26T05:00:00.000Z');
    expect(alarmInstant(autumn.vevent).toISOString()).toBe('2025-10-25T16:00:00.000Z');
  });

  it('spans every day of a multi-day trip and starts at the earliest departure whatever the order', () => {
    const { event } = only(
      tripCalendar(fixtureTrip('2025-04-18', ['06:15', '06:00'], '21:00', '2025-04-21'), context),
    );
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-04-18T04:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-04-21T19:00:00.000Z');
    expect(event.location).toContain('Parkoló');
  });

  it('ends the next morning when the coach is back after midnight', () => {
    const { event } = only(tripCalendar(fixtureTrip('2025-06-07', ['05:00'], '01:30'), context));
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-06-07T23:30:00.000Z');
  });

  it('describes every trip file: departure point, routes, fee, deposit and both phone numbers', async () => {
    const trips = await allTrips();
    expect(trips.length).toBeGreaterThanOrEqual(9);
    for (const trip of trips) {
      const { event, calendar, vevent } = only(tripCalendar(trip, context));
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toMatch(/Zöld Ösvény/);
      expect(event.uid).toBe(`${trip.key}-2025@zoldosveny`);
      expect(event.summary).toBe(trip.title);

      const first = [...trip.departures].sort((a, b) => a.time.localeCompare(b.time))[0]!;
      const point = club.departurePoints.find((candidate) => candidate.id === first.point)!;
      expect(budapestWallClock(event.startDate.toJSDate())).toBe(`${trip.startDate} ${first.time}`);
      expect(budapestWallClock(event.endDate.toJSDate())).toBe(
        `${trip.endDate ?? trip.startDate} ${trip.returnTime}`,
      );
      expect(budapestWallClock(alarmInstant(vevent))).toMatch(/ 18:00$/);
      expect(event.location).toBe(`${point.name}, ${point.address}`);

      const description = event.description.replace(/\u00a0/g, ' ');
      for (const day of trip.days) {
        for (const route of day.routes) {
          expect(description).toContain(route.title ?? route.description);
          expect(description).toContain(`${route.distanceKm.toLocaleString('hu-HU')} km`);
        }
      }
      for (const tier of trip.fee.tiers) {
        expect(description).toContain(
          `${new Intl.NumberFormat('hu-HU').format(tier.price)} Ft/fő`.replace(/\u00a0/g, ' '),
        );
      }
      if (trip.fee.deposit !== undefined) {
        expect(description).toMatch(
          new RegExp(
            `Előleg jelentkezéskor: ${trip.fee.deposit.toLocaleString('hu-HU').replace(/\s/g, '\\s')} Ft`,
          ),
        );
      }
      for (const organiser of club.organisers) {
        const spaced = organiser.phone.replace(/^\+36(\d{2})(\d{3})(\d+)$/, '+36 $1 $2 $3');
        expect(description).toContain(`${organiser.name}: ${spaced}`);
      }
      for (const departure of trip.departures) expect(description).toContain(departure.time);
      expect(description).toContain(`kb. ${trip.returnTime}`);
      expect(vevent.getFirstPropertyValue('url')).toBe(
        `https://turak.example.hu/${trip.startDate.slice(0, 4)}/${trip.key}/`,
      );
    }
  });

  it('writes a standards-conforming file: CRLF lines of at most 75 octets, a DTSTAMP', () => {
    const text = tripCalendar(shipped(program7), context);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) {
      expect(line).not.toContain('\n');
      expect(new TextEncoder().encode(line).length, line).toBeLessThanOrEqual(75);
    }
    const { vevent } = only(text);
    expect((vevent.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2025-03-10T06:00:00.000Z',
    );
  });

  it('keeps the UID when the file is made again later, so a re-import updates the entry', () => {
    const trip = shipped(program7);
    const first = only(tripCalendar(trip, context));
    const later = only(tripCalendar(trip, { ...context, now: new Date('2025-04-01T10:00:00Z') }));
    expect(later.event.uid).toBe(first.event.uid);
    expect(later.event.uid).toBe(calendarUid('program7', '2025-04-05', 'zoldosveny'));
    expect(later.event.startDate.toJSDate()).toEqual(first.event.startDate.toJSDate());
  });
});

describe('an event without a trip page', () => {
  const event = events.find((candidate) => candidate.key === 'program11')!;

  it('is an all-day entry on its date with a reminder at 18:00 the evening before', () => {
    const { event: parsed, vevent } = only(eventCalendar(event, context));
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe('2025-01-04');
    // DTEND of an all-day entry is the (exclusive) next day.
    expect(parsed.endDate.toString()).toBe('2025-01-05');
    expect(parsed.summary).toBe(event.name);
    expect(parsed.uid).toBe('program11-2025@zoldosveny');
    const alarm = vevent.getFirstSubcomponent('valarm')!;
    const trigger = alarm.getFirstPropertyValue('trigger') as ICAL.Duration;
    expect(trigger.toSeconds()).toBe(-6 * 3600);
    for (const organiser of club.organisers) expect(parsed.description).toContain(organiser.name);
  });
});

describe('the whole year', () => {
  it('holds all 24 events, trips with their times and the rest all-day, each with a reminder', async () => {
    const entries = await yearEntries();
    const text = yearCalendar(entries, context, 'Zöld Ösvény: Éves program 2025');
    const { calendar, events: parsed, vevents } = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Zöld Ösvény: Éves program 2025');
    expect(parsed).toHaveLength(24);
    expect(new Set(parsed.map((event) => event.uid)).size).toBe(24);

    entries.forEach(({ event, trip }, index) => {
      const entry = parsed[index]!;
      expect(entry.startDate.toString().slice(0, 10)).toBe(event.date.replaceAll('.', '-'));
      expect(entry.startDate.isDate).toBe(!trip);
      expect(vevents[index]!.getFirstSubcomponent('valarm')).not.toBeNull();
    });
    const withPages = entries.filter((entry) => entry.trip).length;
    expect(withPages).toBe(9);
  });

  it('gives each entry the UID of its own single file, so both imports update one entry', async () => {
    const entries = await yearEntries();
    const year = parse(yearCalendar(entries, context, 'Éves program'));
    for (const [index, { event, trip }] of entries.entries()) {
      const single = only(trip ? tripCalendar(trip, context) : eventCalendar(event, context));
      expect(year.events[index]!.uid).toBe(single.event.uid);
      expect(year.events[index]!.startDate.toString()).toBe(single.event.startDate.toString());
    }
  });

  it('makes one entry of two events that lead to one trip (program1 and program2)', async () => {
    const tatra = events.find((event) => event.key === 'program1')!;
    // program2 is an alias: its page is program1's trip document.
    const page = tripPageChoice({ key: 'program2' }, events, '2025-01-01');
    expect(page).toMatchObject({ kind: 'trip', season: 2025, key: 'program1' });
    const trip = await loadTripDocument(2025, 'program1');
    const entries = [
      { event: tatra, trip },
      { event: { ...tatra, id: 99, key: 'program2' }, trip },
    ];
    expect(parse(yearCalendar(entries, context, 'x')).events).toHaveLength(1);
  });

  it('is named after its year', () => {
    expect(yearFileName(events)).toBe('turaprogram-2025.ics');
  });
});

describe('a trip the club cancelled, postponed or filled', () => {
  const trip: Trip = shipped(program7);
  const planned = only(tripCalendar(trip, context)).vevent;

  it('a cancelled trip: STATUS:CANCELLED, a higher SEQUENCE, the same UID, and the note first', () => {
    const cancelled = { status: 'cancelled' as const, statusNote: 'Kevés jelentkező miatt elmarad.' };
    const { vevent, event } = only(tripCalendar(trip, context, cancelled));
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(vevent.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(planned.getFirstPropertyValue('sequence') ?? 0),
    );
    expect(event.uid).toBe(planned.getFirstPropertyValue('uid'));
    expect(event.summary).toBe(`ELMARAD: ${trip.title}`);
    expect(event.description.split('\n')[0]).toBe('Elmarad: Kevés jelentkező miatt elmarad.');
  });

  it('the yearly file carries the same status for the same UID; an event without a page too', () => {
    const [withTrip, withoutTrip] = events.filter(
      (event) => event.key === 'program7' || event.key === 'program12',
    );
    const { vevents } = parse(
      yearCalendar(
        [
          { event: { ...withTrip!, status: 'cancelled' }, trip },
          { event: { ...withoutTrip!, status: 'cancelled' }, trip: null },
        ],
        context,
        'Év',
      ),
    );
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('status'))).toEqual([
      'CANCELLED',
      'CANCELLED',
    ]);
    expect(vevents[0]!.getFirstPropertyValue('uid')).toBe(planned.getFirstPropertyValue('uid'));
    expect(
      only(eventCalendar({ ...withoutTrip!, status: 'cancelled' }, context)).vevent.getFirstPropertyValue(
        'status',
      ),
    ).toBe('CANCELLED');
  });

  it('a full trip stays confirmed and unchanged for calendars, with the word in the description', () => {
    const { vevent, event } = only(tripCalendar(trip, context, { status: 'full' }));
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(event.description.split('\n')[0]).toBe('Megtelt');
  });
});

describe('a trip that depends on the weather', () => {
  const trip: Trip = shipped(program7);
  const event = events.find((candidate) => candidate.key === 'program7')!;
  // 5 April 2025 is a Saturday; the club decides on the Friday evening.
  const tentative = { ...event, status: 'tentative' as const, decisionBy: '2025.04.04 18:00' };
  const planned = only(tripCalendar(trip, context, event)).vevent;
  const sequence = (vevent: ICAL.Component) => Number(vevent.getFirstPropertyValue('sequence') ?? 0);

  it('is TENTATIVE, says so in its title, and says when the club decides', () => {
    const { vevent, event: parsed } = only(tripCalendar(trip, context, tentative));
    expect(vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(sequence(vevent)).toBeGreaterThan(sequence(planned));
    expect(parsed.uid).toBe(planned.getFirstPropertyValue('uid'));
    expect(parsed.summary).toBe(`AZ IDŐJÁRÁSTÓL FÜGG: ${trip.title}`);
    expect(parsed.description.split('\n')[0]).toBe('Az időjárástól függ – döntés: péntek 18:00');
  });

  it('updates the same entry when the club decides: on as planned, or cancelled', () => {
    const imported = only(tripCalendar(trip, context, tentative)).vevent;
    // The club removes the status and keeps decisionBy.
    const goesAhead = { ...tentative, status: undefined };
    const confirmed = only(tripCalendar(trip, context, goesAhead));
    expect(confirmed.vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(sequence(confirmed.vevent)).toBeGreaterThan(sequence(imported));
    expect(confirmed.event.uid).toBe(imported.getFirstPropertyValue('uid'));
    expect(confirmed.event.summary).toBe(trip.title);

    const cancelled = only(tripCalendar(trip, context, { ...tentative, status: 'cancelled' }));
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(sequence(cancelled.vevent)).toBeGreaterThan(sequence(imported));
    expect(cancelled.event.uid).toBe(imported.getFirstPropertyValue('uid'));
  });

  it('the yearly file and an event without a page carry it too', () => {
    const withoutPage = events.find((candidate) => candidate.key === 'program12')!;
    const tentativeWithoutPage = { ...withoutPage, status: 'tentative' as const };
    const { vevents } = parse(
      yearCalendar(
        [
          { event: tentative, trip },
          { event: tentativeWithoutPage, trip: null },
        ],
        context,
        'Év',
      ),
    );
    expect(vevents.map((vevent) => vevent.getFirstPropertyValue('status'))).toEqual([
      'TENTATIVE',
      'TENTATIVE',
    ]);
    expect(vevents[0]!.getFirstPropertyValue('uid')).toBe(planned.getFirstPropertyValue('uid'));
    const single = only(eventCalendar(tentativeWithoutPage, context));
    expect(single.vevent.getFirstPropertyValue('status')).toBe('TENTATIVE');
    expect(single.event.summary).toBe(`AZ IDŐJÁRÁSTÓL FÜGG: ${withoutPage.name}`);
  });
});
