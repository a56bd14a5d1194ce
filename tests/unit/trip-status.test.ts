import { describe, expect, it } from 'vitest';
import { nextTakingPlace, statusLabel, takesPlace } from '../../src/lib/trip-status';
import { calendarStatus, schemaOrgStatus, statusSentence } from '../../src/lib/trip-status-outputs';

describe('trip status rules', () => {
  it('names every status in Hungarian words', () => {
    expect(statusLabel).toEqual({ full: 'Betelt', cancelled: 'Elmarad', postponed: 'Elhalasztva' });
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

  it('maps to schema.org event statuses', () => {
    expect(schemaOrgStatus({})).toBe('https://schema.org/EventScheduled');
    expect(schemaOrgStatus({ status: 'full' })).toBe('https://schema.org/EventScheduled');
    expect(schemaOrgStatus({ status: 'cancelled' })).toBe('https://schema.org/EventCancelled');
    expect(schemaOrgStatus({ status: 'postponed' })).toBe('https://schema.org/EventPostponed');
  });
});
