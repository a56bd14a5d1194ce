/**
 * What the site's reads cost, in Firestore's own bill: each read asks the change marker
 * (`meta/changes`) first and reads events only when it moved (src/data/change-gate.ts).
 * Against Google's Firestore emulator with the project's rules, through the relay
 * (tests/support/firestore-relay.ts), which counts the documents each answer returns;
 * the organisers' changes are written as their page's batch leaves them, the marker
 * moved in the same commit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../../schema/event.ts';
import { keyCoveredBy, type MarkedList } from '../../../src/data/change-marker.ts';
import { createLiveEventsReader } from '../../../src/data/firestore-events.ts';
import { budapestDay } from '../../../src/lib/dates.ts';
import { readSnapshot } from '../../../vite-plugins/vite-events-snapshot.ts';
import {
  clearFirestore,
  firestoreEmulator,
  writeDocuments,
  writeOrganiserChange,
} from '../../support/firestore-emulator.ts';
import type { StoredDocument } from '../../support/firestore-handlers.ts';
import { startFirestoreRelay, type FirestoreRelay } from '../../support/firestore-relay.ts';

/** A project of its own in the run's shared emulator. */
const PROJECT = 'demo-change-gate';
const today = budapestDay(new Date());
const year = Number(today.slice(0, 4));

/** Last season, this one and the next, four events each, as a console would have typed them. */
const stored: StoredDocument[] = [year - 1, year, year + 1].flatMap((season) =>
  [1, 2, 3, 4].map((id) => ({
    id: `${season}-${id}`,
    data: {
      id,
      date: `${season}.0${id + 2}.1${id}`,
      name: `Túra ${season}/${id}`,
      picture: 'default.svg',
      pdf: `program${id}`,
    },
  })),
);

let relay: FirestoreRelay;
beforeAll(async () => {
  relay = await startFirestoreRelay(firestoreEmulator().origin);
});
afterAll(() => relay.close());
beforeEach(async () => {
  await clearFirestore(firestoreEmulator().origin, PROJECT);
  await writeDocuments(firestoreEmulator().origin, PROJECT, 'event', stored);
  await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { write: [stored[4]!] });
});

/** A visitor's page: its own reader, through the relay. */
const visitor = () => createLiveEventsReader({ projectId: PROJECT, emulatorHost: relay.host });

/** What the next reads cost: from here, the relay counts afresh. */
function bill() {
  Object.assign(relay.state, { billed: 0, documents: [], queries: [] });
  return relay.state;
}

const names = (list: { events: ClubEvent[] }) => list.events.map((event) => event.name).sort();

describe('the recent list (home page, current program), read again each minute', () => {
  it('with the marker unchanged, one document: the marker, and no event', async () => {
    const reader = visitor();
    const first = await reader.recent(today);
    // This season and the next, and last season's last three trips: not its first.
    expect(first.events).toHaveLength(11);
    expect(names(first)).not.toContain(stored[0]!.data.name);

    const wire = bill();
    const again = await reader.recent(today, [first]);
    expect(wire.documents).toEqual(['meta/changes']);
    expect(wire.billed).toBe(1);
    expect(again.events).toEqual(first.events);
  });

  it('after one changed event, only that document is read, merged by its document id', async () => {
    const reader = visitor();
    const first = await reader.recent(today);
    const renamed = { ...stored[5]!, data: { ...stored[5]!.data, name: 'Átnevezett túra' } };
    await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { write: [renamed] });

    const wire = bill();
    const again = await reader.recent(today, [first]);
    expect(wire.documents).toEqual(['meta/changes', `event/${renamed.id}`]);
    expect(wire.billed).toBe(2);
    // A query on `updatedAt` the rules allow (it carries the limit) and Firestore needs no index for.
    expect(wire.queries).toHaveLength(1);
    expect(names(again)).toEqual(
      names(first)
        .map((name) => (name === stored[5]!.data.name ? 'Átnevezett túra' : name))
        .sort(),
    );
    expect(again.events).toHaveLength(11);
    expect(again.marker.visibleAt! > first.marker.visibleAt!).toBe(true);
  });

  it("last season's last trips take their changes; one before them, read, is left out", async () => {
    const reader = visitor();
    const first = await reader.recent(today);
    const renamed = { ...stored[3]!, data: { ...stored[3]!.data, name: 'Júniusi túra' } };
    const earlier = { ...stored[0]!, data: { ...stored[0]!.data, name: 'Márciusi túra' } };
    await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { write: [renamed, earlier] });

    const wire = bill();
    const again = await reader.recent(today, [first]);
    expect(wire.billed).toBe(1 + 2);
    expect(names(again)).toContain('Júniusi túra');
    expect(names(again)).not.toContain('Márciusi túra');
    expect(again.events).toHaveLength(11);
  });

  it('a changed event of a season the list does not cover is read, and left out', async () => {
    const reader = visitor();
    const first = await reader.recent(today);
    const older = { id: `${year - 2}-9`, data: { ...stored[0]!.data, id: 9, date: `${year - 2}.05.01` } };
    await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { write: [older] });

    const wire = bill();
    const again = await reader.recent(today, [first]);
    expect(wire.documents).toEqual(['meta/changes', `event/${older.id}`]);
    expect(names(again)).toEqual(names(first));
  });

  it('after a removal, the whole list is read again (a query on `updatedAt` cannot see one)', async () => {
    const reader = visitor();
    const first = await reader.recent(today);
    await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { remove: [stored[6]!.id] });

    const wire = bill();
    const again = await reader.recent(today, [first]);
    // This season's three left, the next season's four, last season's last three.
    expect(wire.billed).toBe(1 + 10);
    expect(again.marker.removals).toBe(first.marker.removals + 1);
    expect(names(again)).toEqual(names(first).filter((name) => name !== stored[6]!.data.name));
  });

  it('the first read of a page whose build read the list with the same marker: no event read', async () => {
    const built = await readSnapshot(
      { VITE_FIREBASE_PROJECT_ID: PROJECT, VITE_FIRESTORE_EMULATOR_HOST: relay.host },
      process.cwd(),
    );
    const buildList: MarkedList = { events: built.events, ...built.marked! };

    const wire = bill();
    const first = await visitor().recent(today, [buildList, null]);
    expect(wire.documents).toEqual(['meta/changes']);
    expect(first).toBe(buildList);

    // Of two lists read with the marker as it is, the later: the one this phone saved after the build.
    const saved: MarkedList = {
      ...buildList,
      events: buildList.events.slice(1),
      readAt: new Date().toISOString(),
    };
    await expect(visitor().recent(today, [buildList, saved])).resolves.toBe(saved);

    // With the marker moved since the build, only the change is read.
    await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { write: [stored[7]!] });
    bill();
    const later = await visitor().recent(today, [buildList, null]);
    expect(wire.documents).toEqual(['meta/changes', `event/${stored[7]!.id}`]);
    expect(names(later)).toEqual(names(buildList));
  });
});

describe("a season's program and a trip key's events", () => {
  it('are read again only when the marker moved; reads started together share one marker read', async () => {
    const reader = visitor();
    await Promise.all([reader.season(year), reader.forKey('program2')]);

    let wire = bill();
    const [season, key] = await Promise.all([reader.season(year), reader.forKey('program2')]);
    expect(wire.documents).toEqual(['meta/changes']);
    expect(season.events).toHaveLength(4);
    expect(key).toHaveLength(3);

    await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { write: [stored[5]!] });
    wire = bill();
    await reader.forKey('program2');
    expect(wire.documents.filter((path) => path.startsWith('event/'))).toHaveLength(3);
  });
});

describe("a trip page's first view, from the list the build read", () => {
  /** The recent list as the build read it (this season on, last season's last trips), with its marker. */
  async function builtList(): Promise<MarkedList> {
    const built = await readSnapshot(
      { VITE_FIREBASE_PROJECT_ID: PROJECT, VITE_FIRESTORE_EMULATOR_HOST: relay.host },
      process.cwd(),
    );
    return { events: built.events, ...built.marked! };
  }

  it('with the marker unchanged since the build, the key costs no read; moved, the key is read, every season', async () => {
    const built = await builtList();
    // Three seasons hold program2: the list the build read has them all (last season's among its last trips).
    expect(keyCoveredBy(built, 'program2')).toBe(built);

    let wire = bill();
    const key = await visitor().forKey('program2', built);
    expect(wire.documents).toEqual(['meta/changes']);
    expect(key.map((event) => event.date).sort()).toEqual(
      stored.filter(({ data }) => data.pdf === 'program2').map(({ data }) => data.date),
    );

    await writeOrganiserChange(firestoreEmulator().origin, PROJECT, { write: [stored[5]!] });
    wire = bill();
    await visitor().forKey('program2', built);
    expect(wire.documents.filter((path) => path.startsWith('event/'))).toHaveLength(3);
  });

  it('a season before the list, or a key it lacks, is read from Firestore', () => {
    const list: MarkedList = {
      events: [{ id: 1, date: `${year}.03.14`, name: 'Túra', picture: 'default.svg', key: 'program1' }],
      marker: { visibleAt: null, removals: 0 },
      readAt: new Date().toISOString(),
      from: `${year - 1}.01.01`,
    };
    expect(keyCoveredBy(list, 'program1')).toBe(list);
    expect(keyCoveredBy(list, 'program1', year - 1)).toBe(list);
    expect(keyCoveredBy(list, 'program9', year + 1)).toBe(list);
    expect(keyCoveredBy(list, 'program1', year - 2)).toBeNull();
    // Nothing dated in the range: the list is the latest season, read whole, and covers it.
    const latest: MarkedList = { ...list, from: `${year + 1}.01.01` };
    expect(keyCoveredBy(latest, 'program9', year)).toBe(latest);
    expect(keyCoveredBy(latest, 'program9', year - 1)).toBeNull();
    // Last season's last trips beside the range's are not that season whole.
    const withTail: MarkedList = {
      ...list,
      from: `${year + 1}.01.01`,
      events: [...list.events, { ...list.events[0]!, date: `${year + 1}.02.01` }],
    };
    expect(keyCoveredBy(withTail, 'program9', year)).toBeNull();
    expect(keyCoveredBy(list, 'program9')).toBeNull();
    expect(keyCoveredBy(null, 'program1')).toBeNull();
  });
});
