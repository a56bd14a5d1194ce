import { describe, expect, it } from 'vitest';
import { invitesCall, nextSeasonTrip, registrationState } from '../../../src/lib/registration-state.ts';

const trip = { date: '2025.02.01' };

describe("a trip's registration state", () => {
  it('is open until its day and past from the day after, with the day it took place', () => {
    expect(registrationState(trip, null, '2025-02-01')).toEqual({ kind: 'open' });
    expect(registrationState(trip, null, '2025-02-02')).toEqual({ kind: 'past', day: '2025-02-01' });
  });

  it('full until its day, then past', () => {
    expect(registrationState({ ...trip, status: 'full' }, null, '2025-01-31')).toEqual({ kind: 'full' });
    expect(registrationState({ ...trip, status: 'full' }, null, '2025-02-02').kind).toBe('past');
  });

  it('a weather-dependent trip is open', () => {
    expect(registrationState({ ...trip, status: 'tentative' }, null, '2025-01-31')).toEqual({ kind: 'open' });
  });

  it('cancelled stays cancelled after its day', () => {
    expect(registrationState({ ...trip, status: 'cancelled' }, null, '2025-03-01')).toEqual({
      kind: 'cancelled',
    });
  });

  it('postponed with its new day, past from the day after that; without one, postponed for ever', () => {
    const postponed = { ...trip, status: 'postponed' as const, newDate: '2025.03.08' };
    expect(registrationState(postponed, null, '2025-02-05')).toEqual({
      kind: 'postponed',
      newDay: '2025-03-08',
    });
    expect(registrationState(postponed, null, '2025-03-08').kind).toBe('postponed');
    expect(registrationState(postponed, null, '2025-03-09')).toEqual({ kind: 'past', day: '2025-03-08' });
    expect(registrationState({ ...trip, status: 'postponed' }, null, '2026-01-01')).toEqual({
      kind: 'postponed',
      newDay: null,
    });
  });

  it("without the event (the program could not be read), the document's first day decides", () => {
    expect(registrationState(undefined, '2025-02-01', '2025-02-01')).toEqual({ kind: 'open' });
    expect(registrationState(undefined, '2025-02-01', '2025-02-02')).toEqual({
      kind: 'past',
      day: '2025-02-01',
    });
    expect(registrationState(undefined, null, '2099-01-01')).toEqual({ kind: 'open' });
  });

  it('invites a call when open, full or postponed only', () => {
    expect(invitesCall({ kind: 'open' })).toBe(true);
    expect(invitesCall({ kind: 'full' })).toBe(true);
    expect(invitesCall({ kind: 'postponed', newDay: null })).toBe(true);
    expect(invitesCall({ kind: 'cancelled' })).toBe(false);
    expect(invitesCall({ kind: 'past', day: '2025-02-01' })).toBe(false);
  });
});

describe('the same trip next season', () => {
  const events = [
    { key: 'program3', date: '2025.02.01' },
    { key: 'program4', date: '2026.02.14' },
    { key: 'program3', date: '2027.01.30' },
    { key: 'program3', date: '2026.01.31' },
  ];
  it("is the key's event of the season after, never a later one", () => {
    expect(nextSeasonTrip(events, 'program3', 2025)).toEqual({
      key: 'program3',
      season: 2026,
      day: '2026-01-31',
    });
    expect(nextSeasonTrip(events, 'program4', 2024)).toBeNull();
    expect(nextSeasonTrip(events.slice(0, 3), 'program3', 2025)).toBeNull();
  });
});
