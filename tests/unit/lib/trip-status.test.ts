import { describe, expect, it, vi } from 'vitest';
import { parseEventRecords } from '../../../src/data/parse-events.ts';
import { nextTakingPlace } from '../../../src/lib/event-timing.ts';
import { clubEventOf, isFull } from '../../../src/data/club-event.ts';
import { seatsLeft, seatsText, statusLabel, takesPlace } from '../../../src/lib/trip-status.ts';
import { calendarStatus, schemaOrgStatus, statusSentence } from '../../../src/lib/trip-status-outputs.ts';

describe('trip status rules', () => {
  it('names every status in Hungarian words', () => {
    expect(statusLabel).toEqual({
      full: 'Megtelt',
      cancelled: 'Elmarad',
      postponed: 'Elhalasztva',
      tentative: 'Az időjárástól függ',
    });
  });

  it('a full trip takes place; a cancelled or postponed one does not', () => {
    expect(takesPlace({})).toBe(true);
    expect(takesPlace({ status: 'full' })).toBe(true);
    expect(takesPlace({ status: 'cancelled' })).toBe(false);
    expect(takesPlace({ status: 'postponed' })).toBe(false);
  });

  it('never marks a cancelled trip as the next one: the mark moves to the first that takes place', () => {
    const items = [
      {},
      { status: 'cancelled' as const },
      { status: 'postponed' as const },
      { status: 'full' as const },
      {},
    ];
    expect(nextTakingPlace(items, 1)).toBe(3);
    expect(nextTakingPlace(items, 0)).toBe(0);
    expect(nextTakingPlace(items, null)).toBeNull();
    expect(nextTakingPlace([{ status: 'cancelled' }], 0)).toBeNull();
  });

  it('joins the label and the note into one sentence', () => {
    expect(statusSentence({})).toBeNull();
    expect(statusSentence({ status: 'full' })).toBe('Megtelt');
    expect(statusSentence({ status: 'cancelled', statusNote: ' Kevés jelentkező miatt elmarad. ' })).toBe(
      'Elmarad: Kevés jelentkező miatt elmarad.',
    );
  });

  it('gives a cancelled trip STATUS:CANCELLED with a higher SEQUENCE than a trip on as planned', () => {
    const planned = calendarStatus({});
    const cancelled = calendarStatus({ status: 'cancelled' });
    expect(planned).toEqual({ status: 'CONFIRMED', sequence: 0 });
    expect(calendarStatus({ status: 'full' })).toEqual(planned);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(planned.sequence);
    // Cancelled after being postponed still updates the calendar.
    expect(cancelled.sequence).toBeGreaterThan(calendarStatus({ status: 'postponed' }).sequence);
  });

  it('a tentative trip is TENTATIVE above a planned one, and every outcome the club decides is above that', () => {
    const planned = calendarStatus({});
    const tentative = calendarStatus({ status: 'tentative', decisionBy: '2025.06.20 18:00' });
    expect(tentative.status).toBe('TENTATIVE');
    expect(tentative.sequence).toBeGreaterThan(planned.sequence);
    // The decision made, decisionBy kept: on as planned, full, postponed or cancelled.
    const decided = { decisionBy: '2025.06.20 18:00' };
    expect(calendarStatus(decided).status).toBe('CONFIRMED');
    expect(calendarStatus({ ...decided, status: 'full' }).status).toBe('CONFIRMED');
    expect(calendarStatus({ ...decided, status: 'postponed' }).status).toBe('TENTATIVE');
    expect(calendarStatus({ ...decided, status: 'cancelled' }).status).toBe('CANCELLED');
    for (const status of [undefined, 'full', 'postponed', 'cancelled'] as const) {
      expect(calendarStatus({ ...decided, status }).sequence, status).toBeGreaterThan(tentative.sequence);
    }
    // Gone ahead, then cancelled or postponed after all: still rising.
    expect(calendarStatus({ ...decided, status: 'cancelled' }).sequence).toBeGreaterThan(
      calendarStatus({ ...decided, status: 'postponed' }).sequence,
    );
    expect(calendarStatus({ ...decided, status: 'postponed' }).sequence).toBeGreaterThan(
      calendarStatus(decided).sequence,
    );
    // A trip never tentative keeps the numbers calendars already have.
    expect(calendarStatus({ status: 'postponed' }).sequence).toBe(1);
    expect(calendarStatus({ status: 'cancelled' }).sequence).toBe(2);
  });

  it('maps to schema.org event statuses', () => {
    expect(schemaOrgStatus({})).toBe('https://schema.org/EventScheduled');
    expect(schemaOrgStatus({ status: 'full' })).toBe('https://schema.org/EventScheduled');
    expect(schemaOrgStatus({ status: 'cancelled' })).toBe('https://schema.org/EventCancelled');
    expect(schemaOrgStatus({ status: 'postponed' })).toBe('https://schema.org/EventPostponed');
    // schema.org has no status for "depends on the weather": it is still scheduled.
    expect(schemaOrgStatus({ status: 'tentative' })).toBe('https://schema.org/EventScheduled');
  });
});

describe("a trip's list's counts, as visitors read them", () => {
  const event = (seats: { capacity: number | null; taken: number; waiting: number }, status?: 'cancelled') =>
    clubEventOf({
      id: 3,
      date: '2026.03.21',
      name: 'Pilis',
      picture: 'pilis.svg',
      pdf: 'program3',
      seats,
      ...(status ? { status } : {}),
    });

  it('says the seats left while the coach has room and nobody waits', () => {
    expect(seatsLeft(event({ capacity: 50, taken: 45, waiting: 0 }))).toBe(5);
    expect(seatsText(5)).toBe('Még 5 hely');
    expect(event({ capacity: 50, taken: 45, waiting: 0 }).status).toBeUndefined();
  });

  it('makes the trip full once every seat is taken, or while anyone waits for a freed one', () => {
    for (const seats of [
      { capacity: 50, taken: 50, waiting: 0 },
      { capacity: 50, taken: 49, waiting: 1 },
    ]) {
      expect(event(seats).status).toBe('full');
      expect(seatsLeft(event(seats))).toBeNull();
    }
  });

  it('says nothing of seats without a number of seats, nor over what the club said', () => {
    expect(seatsLeft(event({ capacity: null, taken: 12, waiting: 0 }))).toBeNull();
    expect(event({ capacity: null, taken: 12, waiting: 0 }).status).toBeUndefined();
    const off = event({ capacity: 50, taken: 50, waiting: 3 }, 'cancelled');
    expect(off.status).toBe('cancelled');
    expect(seatsLeft(off)).toBeNull();
    expect(isFull(undefined)).toBe(false);
  });
});

describe("the reader and a trip's counts", () => {
  const record = { id: 3, date: '2026.03.21', name: 'Pilis', picture: 'pilis.svg', pdf: 'program3' };

  it('reads the counts the list wrote, and leaves out counts typed wrong with a warning, the trip still shown', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const [good, bad] = parseEventRecords([
      { docId: '2026-3', data: { ...record, seats: { capacity: 50, taken: 50, waiting: 2 } } },
      { docId: '2026-4', data: { ...record, id: 4, seats: { capacity: 50, taken: -1, waiting: 0 } } },
    ]);
    expect(good).toMatchObject({ seats: { capacity: 50, taken: 50, waiting: 2 }, status: 'full' });
    expect(bad).toMatchObject({ id: 4, name: 'Pilis' });
    expect(bad).not.toHaveProperty('seats');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2026-4'));
    warn.mockRestore();
  });
});
