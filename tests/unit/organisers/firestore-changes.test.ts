/**
 * The organisers' data model under firestore.rules in the real emulator, written
 * the way the page writes (organisers/events/event-writes.ts, organisers/events/event-saves.ts,
 * with the page's own lite client per organiser) and the ways a client could
 * write around it (raw batches): every write is the event, its history entry and
 * the marker together; a stale write is refused whenever it arrives; a replay is
 * recognised; texts are bounded; history is for organisers only.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  setDoc,
  setLogLevel,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ChangedMeanwhile,
  copySeason,
  removeEvent,
  saveDetails,
  saveStatus,
} from '../../../organisers/events/event-saves.ts';
import { type PageEvent, readEvent, readSeason } from '../../../organisers/events/event-reads.ts';
import { newChangeId } from '../../../organisers/events/change-batch.ts';
import { writeCreation, writePart } from '../../../organisers/events/event-writes.ts';
import { planSeasonCopy } from '../../../organisers/season/season-plan.ts';
import { recordOf, withStatus } from '../../../organisers/events/event-model.ts';
import { EVENT_TEXT_LIMITS } from '../../../schema/changes.ts';
import type { StoredEvent } from '../../../schema/event.ts';
import { firestoreEmulator, writeDocuments, rulesTestEnvironment } from '../../support/firestore-emulator.ts';
import { organiserClients } from '../../support/organiser-clients.ts';
import {
  EVENTS_COLLECTION,
  HISTORY_COLLECTION,
  MARKER_COLLECTION,
  MARKER_DOCUMENT,
} from '../../../schema/collections.ts';

const PROJECT = 'demo-changes';
const ANNA = 'kovacs.anna@example.hu';
const BELA = 'szabo.bela@example.hu';
const SLOW = 60_000;

const PROGRAM_2025 = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];
const szadelo = PROGRAM_2025.find((event) => event.id === 7)!;

describe('the organisers’ data model under the rules', { timeout: SLOW }, () => {
  let rules: RulesTestEnvironment;
  const clients = organiserClients(PROJECT);

  /** Every document of a collection as stored, read with the rules off. */
  async function stored(collectionName: string): Promise<Map<string, Record<string, unknown>>> {
    const documents = new Map<string, Record<string, unknown>>();
    await rules.withSecurityRulesDisabled(async (context) => {
      const snapshot = await context.firestore().collection(collectionName).get();
      for (const document of snapshot.docs) documents.set(document.id, document.data());
    });
    return documents;
  }
  const marker = async () => (await stored(MARKER_COLLECTION)).get(MARKER_DOCUMENT);

  async function held(email: string, documentId = '2025-7'): Promise<PageEvent> {
    const event = await readEvent(clients.club(email), documentId);
    if (!event) throw new Error(`${documentId} missing`);
    return event;
  }

  beforeAll(async () => {
    // The refusals below are expected; the SDK would log each as an error.
    setLogLevel('silent');
    rules = await rulesTestEnvironment(PROJECT);
  }, 60_000);
  beforeEach(async () => {
    await rules.clearFirestore();
    const { origin } = firestoreEmulator();
    // As an older page left it: stamped with an address, with no change ids.
    await writeDocuments(origin, PROJECT, EVENTS_COLLECTION, [
      { id: '2025-7', data: { ...szadelo, updatedBy: ANNA } },
    ]);
    await writeDocuments(origin, PROJECT, 'organisers', [
      { id: ANNA, data: {} },
      { id: BELA, data: {} },
    ]);
  }, SLOW);
  afterEach(() => clients.close());
  afterAll(() => rules?.cleanup());

  it('a status change writes the event without any address, an entry of who and what, and moves the marker', async () => {
    const event = await held(ANNA);
    const saved = await saveStatus(
      clients.club(ANNA),
      event,
      withStatus(recordOf(event), { choice: 'full', note: '', decisionBy: '' }),
      ANNA,
    );
    const document = (await stored(EVENTS_COLLECTION)).get('2025-7')!;
    expect(document.status).toBe('full');
    expect(document.updatedBy).toBeUndefined();
    expect(JSON.stringify(document)).not.toContain('@');
    expect(document.statusChange).toBe(document.lastChange);
    expect(document.detailsChange).toBeUndefined();
    const entry = (await stored(HISTORY_COLLECTION)).get(document.lastChange as string)!;
    expect(entry).toMatchObject({
      event: '2025-7',
      kind: 'status',
      base: null,
      by: ANNA,
      before: {},
      after: { status: 'full' },
    });
    expect(await marker()).toMatchObject({ removals: 0, lastChange: document.lastChange });
    expect(saved.stored.lastChange).toBe(document.lastChange);
    // Undo is a change like any other, based on the one just made; the page holds the trip as it was.
    const undone = await saveStatus(clients.club(ANNA), saved, recordOf(event), ANNA);
    expect(recordOf(undone)).toEqual(recordOf(event));
    expect((await stored(EVENTS_COLLECTION)).get('2025-7')!.status).toBeUndefined();
    expect((await stored(HISTORY_COLLECTION)).get(undone.stored.lastChange as string)).toMatchObject({
      base: document.lastChange,
      before: { status: 'full' },
      after: {},
    });
  });

  it('refuses a stale status write: another organiser’s megtelt stays, and the page is told', async () => {
    const annasView = await held(ANNA);
    const belasView = await held(BELA);
    await saveStatus(clients.club(BELA), belasView, { ...recordOf(belasView), status: 'full' }, BELA);
    const stale = saveStatus(
      clients.club(ANNA),
      annasView,
      { ...recordOf(annasView), status: 'cancelled', statusNote: 'Viharjelzés.' },
      ANNA,
    );
    await expect(stale).rejects.toBeInstanceOf(ChangedMeanwhile);
    await expect(stale).rejects.toMatchObject({ current: { status: 'full' } });
    expect((await stored(EVENTS_COLLECTION)).get('2025-7')!.status).toBe('full');
  });

  it('keeps both a status and a name changed at once from the same reading (different parts)', async () => {
    const annasView = await held(ANNA);
    const belasView = await held(BELA);
    await saveStatus(clients.club(BELA), belasView, { ...recordOf(belasView), status: 'full' }, BELA);
    await saveDetails(
      clients.club(ANNA),
      annasView,
      { ...recordOf(annasView), name: 'Szádelői-völgy, javítva' },
      ANNA,
    );
    const document = (await stored(EVENTS_COLLECTION)).get('2025-7')!;
    expect(document).toMatchObject({ status: 'full', name: 'Szádelői-völgy, javítva' });
    const entries = [...(await stored(HISTORY_COLLECTION)).values()];
    expect(entries.map((entry) => [entry.kind, entry.by]).sort()).toEqual([
      ['details', ANNA],
      ['status', BELA],
    ]);
  });

  it('refuses an offline cancel and its undo queued behind another organiser’s megtelt', async () => {
    const annasView = await held(ANNA);
    const belasView = await held(BELA);
    // Anna's phone made both changes offline, each naming the one before it.
    const cancel = newChangeId(clients.club(ANNA).db);
    await saveStatus(clients.club(BELA), belasView, { ...recordOf(belasView), status: 'full' }, BELA);
    const anna = clients.club(ANNA).db;
    await expect(
      writePart(
        anna,
        annasView,
        'status',
        { ...recordOf(annasView), status: 'cancelled', statusNote: 'Eső.' },
        ANNA,
        cancel,
      ),
    ).rejects.toThrow();
    const afterCancel = {
      ...annasView,
      stored: { ...annasView.stored, statusChange: cancel, lastChange: cancel, status: 'cancelled' },
    };
    await expect(writePart(anna, afterCancel, 'status', recordOf(annasView), ANNA)).rejects.toThrow();
    expect((await stored(EVENTS_COLLECTION)).get('2025-7')!.status).toBe('full');
    expect([...(await stored(HISTORY_COLLECTION)).values()].map((entry) => entry.by)).toEqual([BELA]);
  });

  it('recognises a replay of a change the server took, and applies it once', async () => {
    const view = await held(ANNA);
    const anna = clients.club(ANNA).db;
    const changeId = newChangeId(anna);
    const record = { ...recordOf(view), status: 'full' as const };
    await writePart(anna, view, 'status', record, ANNA, changeId);
    const markerAfterFirst = await marker();
    // The same batch again, as a retry after an answer that never arrived.
    await expect(writePart(anna, view, 'status', record, ANNA, changeId)).resolves.toMatchObject({
      changeId,
    });
    expect((await stored(HISTORY_COLLECTION)).size).toBe(1);
    expect(await marker()).toEqual(markerAfterFirst);
  });

  it('refuses a name or a reason over its bound, and takes one at it', async () => {
    const view = await held(ANNA);
    const anna = clients.club(ANNA);
    const long = (length: number) => 'á'.repeat(length);
    await expect(
      saveDetails(anna, view, { ...recordOf(view), name: long(EVENT_TEXT_LIMITS.name + 1) }, ANNA),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      saveStatus(
        anna,
        view,
        { ...recordOf(view), status: 'cancelled', statusNote: long(EVENT_TEXT_LIMITS.statusNote + 1) },
        ANNA,
      ),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    const named = await saveDetails(
      anna,
      view,
      { ...recordOf(view), name: long(EVENT_TEXT_LIMITS.name) },
      ANNA,
    );
    await saveStatus(
      anna,
      named,
      { ...recordOf(named), status: 'cancelled', statusNote: long(EVENT_TEXT_LIMITS.statusNote) },
      ANNA,
    );
    expect((await stored(EVENTS_COLLECTION)).get('2025-7')).toMatchObject({
      name: long(80),
      status: 'cancelled',
    });
  });

  describe('a write around the page', () => {
    const statusUpdate = (changeId: string) => ({
      status: 'full',
      statusChange: changeId,
      lastChange: changeId,
      updatedAt: serverTimestamp(),
      // The address an older page stamped must go: the rules take no event that keeps it.
      updatedBy: deleteField(),
    });
    const entryOf = (changeId: string, by = ANNA) => ({
      event: '2025-7',
      kind: 'status',
      base: null,
      by,
      at: serverTimestamp(),
      before: {},
      after: { status: 'full' },
    });
    const markerOf = (changeId: string) => ({
      visibleAt: serverTimestamp(),
      staticAt: serverTimestamp(),
      removals: increment(0),
      lastChange: changeId,
    });
    async function commit(
      db: Firestore,
      parts: { event?: boolean; entry?: boolean; marker?: boolean; by?: string },
    ) {
      const changeId = newChangeId(db);
      const batch = writeBatch(db);
      if (parts.event) batch.update(doc(db, EVENTS_COLLECTION, '2025-7'), statusUpdate(changeId));
      if (parts.entry) batch.set(doc(db, HISTORY_COLLECTION, changeId), entryOf(changeId, parts.by));
      if (parts.marker)
        batch.set(doc(db, MARKER_COLLECTION, MARKER_DOCUMENT), markerOf(changeId), { merge: true });
      await batch.commit();
    }

    it('is refused without its history entry, without the marker, or as an entry or a marker alone', async () => {
      const db = clients.club(ANNA).db;
      for (const parts of [
        { event: true },
        { event: true, marker: true },
        { event: true, entry: true },
        { entry: true, marker: true },
        { entry: true },
        { marker: true },
        { event: true, entry: true, marker: true, by: BELA },
      ]) {
        await expect(commit(db, parts), JSON.stringify(parts)).rejects.toMatchObject({
          code: 'permission-denied',
        });
      }
      await commit(db, { event: true, entry: true, marker: true });
      expect((await stored(EVENTS_COLLECTION)).get('2025-7')!.status).toBe('full');
    });

    it('cannot change or delete an entry, nor read history, unless a listed organiser (read only)', async () => {
      const view = await held(ANNA);
      const { changeId } = await writePart(
        clients.club(ANNA).db,
        view,
        'status',
        { ...recordOf(view), status: 'full' },
        ANNA,
      );
      const entry = (db: Firestore) => doc(db, HISTORY_COLLECTION, changeId);
      const anna = clients.club(ANNA).db;
      await expect(getDoc(entry(anna))).resolves.toBeDefined();
      await expect(updateDoc(entry(anna), { by: BELA })).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(deleteDoc(entry(anna))).rejects.toMatchObject({ code: 'permission-denied' });
      await expect(setDoc(entry(anna), { by: BELA })).rejects.toMatchObject({ code: 'permission-denied' });
      for (const db of [
        clients.visitor(),
        clients.club('idegen@example.hu').db,
        clients.club(ANNA, false).db,
      ]) {
        await expect(getDoc(entry(db))).rejects.toMatchObject({ code: 'permission-denied' });
        await expect(getDocs(query(collection(db, HISTORY_COLLECTION), limit(1)))).rejects.toMatchObject({
          code: 'permission-denied',
        });
      }
    });
  });

  it('removes an event whole into its entry, refuses a removal based on an older reading, and restores it', async () => {
    const annasView = await held(ANNA);
    const belasView = await held(BELA);
    await saveStatus(clients.club(BELA), belasView, { ...recordOf(belasView), status: 'full' }, BELA);
    await expect(removeEvent(clients.club(ANNA), annasView, ANNA)).rejects.toBeInstanceOf(ChangedMeanwhile);
    const before = (await stored(EVENTS_COLLECTION)).get('2025-7')!;
    await removeEvent(clients.club(ANNA), await held(ANNA), ANNA);
    expect((await stored(EVENTS_COLLECTION)).has('2025-7')).toBe(false);
    const removal = (await stored(HISTORY_COLLECTION)).get(`2025-7-removed-${before.lastChange as string}`)!;
    expect(removal).toMatchObject({ kind: 'remove', by: ANNA, after: null, before });
    expect(await marker()).toMatchObject({ removals: 1 });
    // Back from its entry, as a change of its own.
    const record = recordOf({ ...(removal.before as StoredEvent) });
    await writeCreation(clients.club(ANNA).db, '2025-7', { ...szadelo, status: 'full' }, ANNA, 'restore');
    const restored = (await stored(EVENTS_COLLECTION)).get('2025-7')!;
    expect(restored).toMatchObject({ ...szadelo, status: 'full' });
    expect(record.name).toBe(szadelo.name);
    expect(await marker()).toMatchObject({ removals: 2 });
  });

  it('copies a full 24-event season a few events a batch, each with its own entry', async () => {
    const plan = planSeasonCopy(PROGRAM_2025, 2025, 2026, []);
    if (!plan.ready) throw new Error(plan.reason);
    expect(plan.events).toHaveLength(24);
    const progress: number[] = [];
    await copySeason(clients.club(ANNA), plan.events, ANNA, (copied) => progress.push(copied));
    expect(progress.at(-1)).toBe(24);
    const season = await readSeason(clients.club(BELA), 2026);
    expect(season.events).toHaveLength(24);
    const entries = [...(await stored(HISTORY_COLLECTION)).values()];
    expect(entries.filter((entry) => entry.kind === 'create')).toHaveLength(24);
    expect(new Set(entries.map((entry) => entry.event)).size).toBe(24);
  });
});
