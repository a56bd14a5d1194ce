/** Which page a trip address shows (src/data/trips.ts over the rules of src/lib/seasons.ts). */
import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../../schema/event.ts';
import events2025 from '../../../src/content/events/2025.json';
import { loadTripDocument, tripPageChoice, tripPageContent } from '../../../src/data/trips.ts';
import { clubEventOf } from '../../../src/data/club-event.ts';

const events: ClubEvent[] = events2025.map(clubEventOf);
const program3 = events.find((event) => event.key === 'program3')!;
/** The 2025 program3 document's page, for `event`. */
const program3Page = (event: ClubEvent | null) => ({ kind: 'trip', key: 'program3', season: 2025, event });

describe('a trip address', () => {
  it("shows its season's trip document for the event of that season", () => {
    expect(tripPageChoice({ key: 'program3', season: 2025 }, events, '2025-01-01')).toEqual(
      program3Page(program3),
    );
    // An alias shows its target's page.
    expect(tripPageChoice({ key: 'program2' }, events, '2025-01-01')).toMatchObject({ key: 'program1' });
  });

  it('without any events read, shows the permanent address of a season that has the document, and nothing else', () => {
    expect(tripPageChoice({ key: 'program3', season: 2025 }, null, '2025-01-01')).toEqual(program3Page(null));
    expect(tripPageChoice({ key: 'program2', season: 2025 }, null, '2025-01-01')).toMatchObject({
      key: 'program1',
    });
    // The short address needs the events to know which season it means; a season without the document has no page.
    expect(tripPageChoice({ key: 'program3' }, null, '2025-01-01')).toBeNull();
    expect(tripPageChoice({ key: 'program3', season: 2024 }, null, '2025-01-01')).toBeNull();
  });

  it('shows the placeholder instead of a document that does not start on the day of its event', async () => {
    const trip = await loadTripDocument(2025, 'program3');
    const moved = { ...program3, date: '2025.02.08' };
    const choice = tripPageChoice({ key: 'program3', season: 2025 }, [moved], '2025-01-01')!;
    expect(tripPageContent(choice, trip)).toEqual({ kind: 'placeholder', key: 'program3', event: moved });
    expect(tripPageContent({ ...choice, event: program3 }, trip)).toMatchObject({ kind: 'trip', trip });
  });
});
