/**
 * Which lists on an organiser's phone the page reads again to let them go: those whose trip is
 * more than 30 days past, as the nightly step deletes them; never one still kept.
 */
import { describe, expect, it } from 'vitest';
import { listsPastKeeping, type ListOnPhone } from '../../../organisers/trip-list/closed-lists.ts';

/** A server time as the copy holds it. */
const at = (iso: string) => ({ toDate: () => new Date(iso) });
const call = { name: 'Kiss Ákos', takenAt: at('2026-02-01T09:00:00Z') };

const lists = new Map<string, ListOnPhone>([
  ['2026-3', { event: { id: 3, date: '2026.03.01' }, written: [call] }],
  [
    '2026-4',
    {
      event: { id: 4, date: '2026.03.01', status: 'postponed', newDate: '2026.04.10' },
      written: [call],
    },
  ],
  // A trip removed (the copy holds no event): its list by the last write.
  ['2026-5', { event: undefined, written: [call, { updatedAt: at('2026-02-10T22:30:00Z') }] }],
  // A call taken with no signal, its server time not yet known, for a trip the copy never held.
  ['2026-6', { event: undefined, written: [{ name: 'Varga Zsófia', takenAt: null }] }],
]);

describe('the lists past keeping on a phone', () => {
  it('keeps a list to the 30th day after its trip and lets it go the day after', () => {
    expect(listsPastKeeping(lists, '2026-03-31')).toEqual(['2026-5', '2026-6']);
    expect(listsPastKeeping(lists, '2026-04-01')).toEqual(['2026-3', '2026-5', '2026-6']);
  });

  it("counts a postponed trip's days from its new day", () => {
    expect(listsPastKeeping(lists, '2026-05-10')).not.toContain('2026-4');
    expect(listsPastKeeping(lists, '2026-05-11')).toContain('2026-4');
  });

  it("counts a removed trip's list from its last write, on Budapest's day", () => {
    // Written at 23:30 in Budapest on 10 February: kept to 12 March.
    expect(listsPastKeeping(lists, '2026-03-12')).not.toContain('2026-5');
    expect(listsPastKeeping(lists, '2026-03-13')).toContain('2026-5');
  });

  it('reads again a list with no day at all: the server decides', () => {
    expect(listsPastKeeping(new Map([['x', { event: undefined, written: [] }]]), '2026-01-01')).toEqual([
      'x',
    ]);
  });
});
