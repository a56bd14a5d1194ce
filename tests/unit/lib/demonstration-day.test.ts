import { describe, expect, it } from 'vitest';
import records2025 from '../../../src/content/events/2025.json';
import { clubEventOf } from '../../../src/data/club-event.ts';
import { demonstrationDay } from '../../../src/lib/demonstration-day.ts';
import { homeWindow } from '../../../src/lib/carousel-window.ts';
import { nextEvent } from '../../../src/lib/event-timing.ts';

const events2025 = records2025.map(clubEventOf);

describe('demonstrationDay', () => {
  it('once every bundled season is over, is the day after a trip a third into the latest season', () => {
    const day = demonstrationDay(events2025, '2026-11-25');
    expect(day).toBe('2025-04-19');
    // The home page then shows trips ahead: its next trip is the season's ninth.
    expect(nextEvent(events2025, day!)?.date).toBe('2025.05.03');
    expect(homeWindow(events2025, day!)).toMatchObject({ size: 3, seasonOver: false });
  });

  it('is not used while a bundled trip is still ahead, nor on its day', () => {
    expect(demonstrationDay(events2025, '2025-03-10')).toBeNull();
    expect(demonstrationDay(events2025, '2025-12-29')).toBeNull();
    expect(demonstrationDay(events2025, '2025-12-30')).toBe('2025-04-19');
  });

  it('takes the latest season when there are several', () => {
    const next = events2025.map((event) => ({ ...event, date: event.date.replace('2025.', '2026.') }));
    expect(demonstrationDay([...events2025, ...next], '2027-01-02')).toBe('2026-04-19');
  });

  it('follows VITE_DEMO_DAY: off for the clock’s day, a day for that day', () => {
    expect(demonstrationDay(events2025, '2026-11-25', 'off')).toBeNull();
    expect(demonstrationDay(events2025, '2026-11-25', '2025-09-01')).toBe('2025-09-01');
    expect(demonstrationDay([], '2026-11-25')).toBeNull();
  });
});
