import { describe, expect, it } from 'vitest';
import { nextTakingPlace } from '../../src/lib/event-timing';
import { statusLabel, takesPlace } from '../../src/lib/trip-status';
import { calendarStatus, schemaOrgStatus, statusSentence } from '../../src/lib/trip-status-outputs';

describe('trip status rules', () => {
  it('names every status in Hungarian words', () => {
    expect(statusLabel).toEqual({
      full: 'Betelt',
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
    expect(statusSentence({ status: 'full' })).toBe('Betelt');
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
