/**
 * The season form's writes (organisers/events/event-saves.ts), made by the page's
 * own code with its own Firestore client (firebase/firestore) against the
 * emulator under firestore.rules, each client signed in by the emulator's
 * mock token. The rules take a new event only where no document is: two
 * organisers adding the same id at once get one event, and the other is told.
 * A copy goes a few events a batch: one the rules refuse, or one another
 * organiser added meanwhile, stops it, and what it wrote before stays.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addEvent, copySeason, CopyStopped, removeEvent } from '../../../organisers/events/event-saves.ts';
import { failureText } from '../../../organisers/app/failure-text.ts';
import { readEvent, readSeason } from '../../../organisers/events/event-reads.ts';
import { type Club } from '../../../organisers/app/club-firebase.ts';
import { recordOf } from '../../../organisers/events/event-model.ts';
import type { CopiedEvent } from '../../../organisers/events/season-documents.ts';
import { planSeasonCopy } from '../../../organisers/season/season-plan.ts';
import type { StoredEvent } from '../../../schema/event.ts';
import { firestoreEmulator, writeDocuments, rulesTestEnvironment } from '../../support/firestore-emulator.ts';
import { EVENTS_COLLECTION } from '../../../schema/collections.ts';

const PROJECT = 'demo-season-writes';
const ANNA = 'kovacs.anna@example.hu';
const BELA = 'szabo.bela@example.hu';
const STRANGER = 'idegen@example.hu';
const SLOW = 30_000;

const PROGRAM_2025 = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];
const szadelo = PROGRAM_2025.find((event) => event.id === 7)!;
const spring = { id: 28, date: '2026.03.07', name: 'Tavaszi túra', picture: 'bukk.svg', pdf: 'program28' };

describe("the season form's writes under the rules", { timeout: SLOW }, () => {
  let rules: RulesTestEnvironment;
  const apps: FirebaseApp[] = [];

  /** The page's client for `email`, a verified address as an e-mail link gives it. */
  function clubOf(email: string): Club {
    const app = initializeApp({ projectId: PROJECT, apiKey: 'fake-api-key' }, `season-${apps.length}`);
    apps.push(app);
    const db = getFirestore(app);
    connectFirestoreEmulator(db, '127.0.0.1', firestoreEmulator().port, {
      mockUserToken: { user_id: `uid-${email}`, email, email_verified: true },
    });
    return { auth: getAuth(app), db };
  }

  /** Every event document as stored, read with the rules off. */
  async function stored(): Promise<Map<string, Record<string, unknown>>> {
    const documents = new Map<string, Record<string, unknown>>();
    await rules.withSecurityRulesDisabled(async (context) => {
      const snapshot = await context.firestore().collection(EVENTS_COLLECTION).get();
      for (const document of snapshot.docs) documents.set(document.id, document.data());
    });
    return documents;
  }

  const copyOf = (from: number, to: number): CopiedEvent[] => {
    const plan = planSeasonCopy(PROGRAM_2025, from, to, []);
    if (!plan.ready) throw new Error(plan.reason);
    return plan.events;
  };

  beforeAll(async () => {
    // The refusals below are expected; the SDK would log each as an error.
    setLogLevel('silent');
    rules = await rulesTestEnvironment(PROJECT);
  }, 60_000);
  beforeEach(async () => {
    await rules.clearFirestore();
    const { origin } = firestoreEmulator();
    await writeDocuments(origin, PROJECT, EVENTS_COLLECTION, [{ id: '2025-7', data: szadelo }]);
    await writeDocuments(origin, PROJECT, 'organisers', [
      { id: ANNA, data: {} },
      { id: BELA, data: {} },
    ]);
  }, SLOW);
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
  });
  afterAll(async () => {
    await rules?.cleanup();
  });

  it('adds an event as <season>-<id>, stamped, and reads the season back without the other seasons', async () => {
    const anna = clubOf(ANNA);
    expect(await addEvent(anna, 2026, spring, ANNA)).toMatchObject({ ...spring, documentId: '2026-28' });
    const { updatedAt, lastChange, ...saved } = (await stored()).get('2026-28')!;
    expect(updatedAt).toBeDefined();
    // No address on a public document: who added it is in its history entry only.
    expect(saved).toEqual({ ...spring, statusChange: lastChange, detailsChange: lastChange });
    const read = await readSeason(anna, 2026);
    expect(read.documents).toEqual([{ documentId: '2026-28', id: 28 }]);
    // Read back as the site reads it: the server's time of the write as text.
    expect(read.events.map((event) => recordOf(event))).toEqual([
      { ...spring, updatedAt: (updatedAt as { toDate(): Date }).toDate().toISOString() },
    ]);
  });

  it('refuses to add under an id the season already has, and leaves that event as it was', async () => {
    const failure: unknown = await addEvent(clubOf(ANNA), 2025, { ...szadelo, name: 'Más' }, ANNA).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: 'already-exists' });
    expect(failureText(failure)).toBe(
      'Ezt a sorszámot közben valaki más foglalta el. Semmi nem változott; töltsd be újra az évadot, és próbáld újra.',
    );
    expect((await stored()).get('2025-7')).toEqual(szadelo);
  });

  it('two organisers adding the same id at once, in either order: one event is saved, the other is told', async () => {
    const results = await Promise.allSettled([
      addEvent(clubOf(ANNA), 2026, { ...spring, name: 'Anna túrája' }, ANNA),
      addEvent(clubOf(BELA), 2026, { ...spring, name: 'Béla túrája' }, BELA),
    ]);
    const saved = results.findIndex((result) => result.status === 'fulfilled');
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results[1 - saved]).toMatchObject({ reason: { code: 'already-exists' } });
    expect((await stored()).get('2026-28')).toMatchObject({
      name: saved === 0 ? 'Anna túrája' : 'Béla túrája',
    });
  });

  it('copies a season; at a document the rules refuse it stops, keeping what it wrote and offering the rest', async () => {
    const anna = clubOf(ANNA);
    await copySeason(anna, copyOf(2025, 2026), ANNA);
    expect((await readSeason(anna, 2026)).events).toHaveLength(24);

    const [first, ...rest] = copyOf(2025, 2027);
    // A date in another form, which only the page's own check would have stopped.
    const wrong = { ...first!, record: { ...first!.record, date: '2027-01-02' } };
    const failure = await copySeason(anna, [...rest, wrong], ANNA).then(
      () => null,
      (error: unknown) => error as CopyStopped,
    );
    expect(failure).toBeInstanceOf(CopyStopped);
    expect(failure!.reason).toMatchObject({ code: 'permission-denied' });
    const written = [...(await stored()).keys()].filter((id) => id.startsWith('2027-')).sort();
    expect(written).toEqual(failure!.copied.map(({ documentId }) => documentId).sort());
    expect(failure!.rest).toContainEqual(wrong);
    expect(failure!.copied.length + failure!.rest.length).toBe(24);
  });

  it('a copy meets an event another organiser added to the season meanwhile: it is kept', async () => {
    const anna = clubOf(ANNA);
    const copy = copyOf(2025, 2026);
    // Béla adds one with the id the copy would give its seventh event, after Anna's page planned it.
    const taken = copy[6]!;
    await addEvent(clubOf(BELA), 2026, { ...spring, id: taken.record.id }, BELA);
    const before = await stored();
    await expect(copySeason(anna, copy, ANNA)).rejects.toMatchObject({ code: 'copy-stopped' });
    expect((await stored()).get(taken.documentId)).toEqual(before.get(taken.documentId));
    expect(before.get(taken.documentId)).toMatchObject({ name: spring.name });
  });

  it('an address nobody listed may not copy, add or remove, and nothing changes', async () => {
    const stranger = clubOf(STRANGER);
    const before = await stored();
    await expect(copySeason(stranger, copyOf(2025, 2026), STRANGER)).rejects.toMatchObject({
      reason: { code: 'permission-denied' },
    });
    await expect(addEvent(stranger, 2026, spring, STRANGER)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const held = (await readEvent(stranger, '2025-7'))!;
    await expect(removeEvent(stranger, held, STRANGER)).rejects.toMatchObject({ code: 'permission-denied' });
    expect(await stored()).toEqual(before);
  });

  it('a listed organiser removes an event', async () => {
    const anna = clubOf(ANNA);
    await removeEvent(anna, (await readEvent(anna, '2025-7'))!, ANNA);
    expect((await stored()).has('2025-7')).toBe(false);
  });
});
