/**
 * Every write of an event the rules accept is accounted for: a history entry of its own,
 * under a name no entry has had, and the marker moved in the same batch; creating an event
 * again, changing it or removing it again by naming an entry that already exists is refused.
 * Each refused batch differs from an accepted one (the page's own, organisers/events/event-writes.ts)
 * by the one thing it breaks. Raw batches with the client SDK, in the real emulator.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setLogLevel,
  writeBatch,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addEntry,
  bumpMarker,
  entryRef,
  eventRef,
  newChangeId,
} from '../../../organisers/events/change-batch.ts';
import { readEvent } from '../../../organisers/events/event-reads.ts';
import { writePart, writeRemoval } from '../../../organisers/events/event-writes.ts';
import { removalEntryId } from '../../../schema/changes.ts';
import type { StoredEvent } from '../../../schema/event.ts';
import { firestoreEmulator, writeDocuments, rulesTestEnvironment } from '../../support/firestore-emulator.ts';
import { organiserClients } from '../../support/organiser-clients.ts';
import {
  EVENTS_COLLECTION,
  HISTORY_COLLECTION,
  MARKER_COLLECTION,
  MARKER_DOCUMENT,
} from '../../../schema/collections.ts';

const PROJECT = 'demo-accounted';
const ANNA = 'kovacs.anna@example.hu';
const SLOW = 60_000;
const szadelo = (JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[]).find(
  (event) => event.id === 7,
)!;
// Ids of earlier changes, as a removed event's history holds them.
const CREATED = 'C'.repeat(20);
const STATUS_SET = 'S'.repeat(20);

describe('every accepted write of an event has its own entry and moves the marker', { timeout: SLOW }, () => {
  let rules: RulesTestEnvironment;
  const clients = organiserClients(PROJECT);
  const db = () => clients.club(ANNA).db;

  /** The story so far: 2025-7 created (CREATED), its status set (STATUS_SET), removed. */
  const history = {
    [CREATED]: { event: '2025-7', kind: 'create', base: null, by: ANNA, before: null, after: {} },
    [STATUS_SET]: { event: '2025-7', kind: 'status', base: CREATED, by: ANNA, before: {}, after: {} },
    [removalEntryId('2025-7', STATUS_SET)]: {
      event: '2025-7',
      kind: 'remove',
      base: STATUS_SET,
      by: ANNA,
      before: {},
      after: null,
    },
  };
  async function seed(event: Record<string, unknown> | null) {
    const { origin } = firestoreEmulator();
    await writeDocuments(origin, PROJECT, 'organisers', [{ id: ANNA, data: {} }]);
    await writeDocuments(
      origin,
      PROJECT,
      HISTORY_COLLECTION,
      Object.entries(history).map(([id, data]) => ({ id, data })),
    );
    if (event) await writeDocuments(origin, PROJECT, EVENTS_COLLECTION, [{ id: '2025-7', data: event }]);
  }
  const marker = async () =>
    (await getDoc(doc(clients.visitor(), MARKER_COLLECTION, MARKER_DOCUMENT))).data() ?? null;

  beforeAll(async () => {
    setLogLevel('silent');
    rules = await rulesTestEnvironment(PROJECT);
  }, SLOW);
  beforeEach(() => rules.clearFirestore(), SLOW);
  afterEach(() => clients.close());
  afterAll(() => rules?.cleanup());

  /** The page's creation batch at `changeId`; `entry` false leaves its entry out (it exists). */
  function creation(changeId: string, entry: boolean, moved = true) {
    const client = db();
    const document = {
      ...szadelo,
      updatedAt: serverTimestamp(),
      statusChange: changeId,
      detailsChange: changeId,
      lastChange: changeId,
    };
    const batch = writeBatch(client);
    batch.set(eventRef(client, '2025-7'), document);
    if (entry)
      batch.set(entryRef(client, changeId), {
        event: '2025-7',
        kind: 'create',
        base: null,
        by: ANNA,
        at: serverTimestamp(),
        before: null,
        after: document,
      });
    if (moved)
      batch.set(
        doc(client, MARKER_COLLECTION, MARKER_DOCUMENT),
        {
          visibleAt: serverTimestamp(),
          staticAt: serverTimestamp(),
          removals: increment(0),
          lastChange: changeId,
        },
        { merge: true },
      );
    return batch.commit();
  }

  it('refuses creating a removed event again under an entry that exists; takes it under a new one', async () => {
    await seed(null);
    // Without an entry of its own, and so without the marker (or with it).
    await expect(creation(CREATED, false, false)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(creation(CREATED, false)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await marker()).toBeNull();
    const fresh = newChangeId(db());
    await creation(fresh, true);
    expect((await marker())?.lastChange).toBe(fresh);
  });

  it('refuses a change naming an entry that exists, or its own stored change id; takes a new one', async () => {
    // As a creation again under CREATED would have left it, had it been taken.
    const stored = { ...szadelo, statusChange: CREATED, detailsChange: CREATED, lastChange: CREATED };
    await seed(stored);
    const status = (changeId: string, entry: boolean) => {
      const client = db();
      const batch = writeBatch(client);
      batch.update(eventRef(client, '2025-7'), {
        status: 'full',
        statusNote: deleteField(),
        statusChange: changeId,
        lastChange: changeId,
        updatedAt: serverTimestamp(),
      });
      if (entry)
        batch.set(entryRef(client, changeId), {
          event: '2025-7',
          kind: 'status',
          base: CREATED,
          by: ANNA,
          at: serverTimestamp(),
          before: {},
          after: { status: 'full' },
        });
      return batch.commit();
    };
    // STATUS_SET's entry names CREATED as its base, as the stored part does: the old loophole.
    await expect(status(STATUS_SET, false)).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(status(CREATED, false)).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await getDoc(doc(clients.visitor(), EVENTS_COLLECTION, '2025-7'))).get('status')).toBeUndefined();
    // The page's own change, which moves the marker, is taken; a replay of it is harmless.
    const held = { documentId: '2025-7', stored };
    const changeId = newChangeId(db());
    const record = { ...szadelo, status: 'full' as const };
    await writePart(db(), held, 'status', record, ANNA, changeId);
    const moved = await marker();
    expect(moved?.lastChange).toBe(changeId);
    await writePart(db(), held, 'status', record, ANNA, changeId);
    expect(await marker()).toEqual(moved);
  });

  it('refuses removing again under a removal entry that exists; takes a removal after a new change', async () => {
    const stored = { ...szadelo, statusChange: STATUS_SET, detailsChange: CREATED, lastChange: STATUS_SET };
    await seed(stored);
    const client = db();
    // The removal batch without its entry (the entry of that name exists), alone or with the marker.
    for (const withMarker of [false, true]) {
      const batch = writeBatch(client);
      batch.delete(eventRef(client, '2025-7'));
      if (withMarker)
        batch.set(
          doc(client, MARKER_COLLECTION, MARKER_DOCUMENT),
          {
            visibleAt: serverTimestamp(),
            staticAt: serverTimestamp(),
            removals: increment(1),
            lastChange: removalEntryId('2025-7', STATUS_SET),
          },
          { merge: true },
        );
      await expect(batch.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    }
    expect((await getDoc(doc(clients.visitor(), EVENTS_COLLECTION, '2025-7'))).exists()).toBe(true);
    // A change first gives the event a last change no removal has named.
    const changed = await writePart(db(), { documentId: '2025-7', stored }, 'status', szadelo, ANNA);
    const read = (await readEvent(clients.club(ANNA), '2025-7'))!;
    // The removal with its entry, but the marker not counting it: the static pages would miss it.
    const uncounted = writeBatch(client);
    const named = removalEntryId('2025-7', changed.changeId);
    uncounted.delete(eventRef(client, '2025-7'));
    addEntry(uncounted, client, named, {
      event: '2025-7',
      kind: 'remove',
      base: changed.changeId,
      by: ANNA,
      before: read.stored,
      after: null,
    });
    bumpMarker(uncounted, client, named, 0);
    await expect(uncounted.commit()).rejects.toMatchObject({ code: 'permission-denied' });
    const entryId = await writeRemoval(db(), read, ANNA);
    expect(entryId).toBe(removalEntryId('2025-7', changed.changeId));
    expect((await getDoc(doc(clients.visitor(), EVENTS_COLLECTION, '2025-7'))).exists()).toBe(false);
    expect(await marker()).toMatchObject({ lastChange: entryId, removals: 1 });
  });
});
