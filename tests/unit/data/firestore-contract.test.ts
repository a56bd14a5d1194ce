/**
 * The stand-in answers as Firestore does: the same documents, written into
 * Google's emulator with the Admin SDK (as `npm run seed:firestore` writes)
 * and given to the stand-in (tests/support/firestore-stand-in.ts, whose answers
 * are the msw handlers' of tests/support/firestore-handlers.ts), read by the
 * site's own reader and by `npm run events:check`'s query, must give the same
 * events, the same warnings and, on the wire, the same documents with the same
 * typed fields in the same order. A stand-in that types a field otherwise,
 * orders otherwise or filters otherwise than Firestore fails here, not in a
 * visitor's browser.
 */
import { collection, documentId, getDocs, limit, orderBy, query, startAfter } from 'firebase/firestore/lite';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createFirestoreEventsReader,
  openFirestore,
  type FirestoreEventsReader,
} from '../../../src/data/firestore-events.ts';
import { clearFirestore, firestoreEmulator } from '../../support/firestore-emulator.ts';
import type { StoredDocument } from '../../support/firestore-handlers.ts';
import { startFirestoreStandIn, type FirestoreStandIn } from '../../support/firestore-stand-in.ts';
import { EVENTS_COLLECTION } from '../../../schema/collections.ts';

const PROJECT = 'demo-contract';

const trip = (id: number, date: string, pdf: string, fields: Record<string, unknown> = {}) => ({
  id,
  date,
  name: `Túra ${id}`,
  picture: 'default.svg',
  pdf,
  ...fields,
});

/**
 * What a collection holds after a few years of seeding and of typing in the console:
 * ids that order as text ("2025-10" before "2025-2"), three seasons, a status,
 * and the mistakes the site must survive (a date as a timestamp, an id as text,
 * a fraction, a missing name, a field of its own).
 */
const DOCUMENTS: StoredDocument[] = [
  { id: '2024-5', data: trip(5, '2024.10.12', 'program5') },
  { id: '2025-2', data: trip(2, '2025.03.15', 'program6') },
  { id: '2025-10', data: trip(10, '2025.09.06', 'program10', { status: 'cancelled' }) },
  { id: '2025-3', data: trip(3, '2025.04.05', 'program7') },
  // The season's last trip, so the newest-first read of one document finds a valid event.
  { id: '2026-1', data: trip(1, '2026.07.04', 'program6', { note: 'console' }) },
  { id: '2026-2', data: trip(2, new Date('2026-03-06T23:00:00Z') as unknown as string, 'program8') },
  { id: '2026-3', data: trip(3, '2026.04.04', 'program9', { id: '3' }) },
  { id: '2026-4', data: trip(4, '2026.05.02', 'program11', { id: 4.5 }) },
  { id: '2026-5', data: { id: 5, date: '2026.06.06', picture: 'default.svg', pdf: 'program12' } },
];

let standIn: FirestoreStandIn;
let admin: App;
let emulatorOrigin = '';
const readers = {} as Record<'emulator' | 'standIn', FirestoreEventsReader>;

beforeAll(async () => {
  const emulator = firestoreEmulator();
  emulatorOrigin = emulator.origin;
  await clearFirestore(emulator.origin, PROJECT);
  // The Admin SDK's own encoding of the values, not the stand-in's: the emulator stores what a real write stores.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  // No credentials to look for: Google Cloud's metadata server is off this machine.
  process.env.METADATA_SERVER_DETECTION = 'none';
  admin = initializeApp({ projectId: PROJECT }, 'contract');
  const db = getFirestore(admin);
  const batch = db.batch();
  for (const document of DOCUMENTS)
    batch.set(db.collection(EVENTS_COLLECTION).doc(document.id), document.data);
  await batch.commit();

  standIn = await startFirestoreStandIn(DOCUMENTS);
  readers.emulator = createFirestoreEventsReader({ projectId: PROJECT, emulatorHost: emulator.host });
  readers.standIn = createFirestoreEventsReader({ projectId: PROJECT, emulatorHost: standIn.host });
  // A first query warms the emulator up: cold, on a busy machine, it can take longer than the
  // reader's own time-out (READ_TIMEOUT_MS), and the two sides would differ by that alone.
  await outcome(() => readers.emulator.season(2025));
  // The Admin SDK's first connection and write take seconds on a busy machine.
}, 60_000);

afterAll(async () => {
  delete process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.METADATA_SERVER_DETECTION;
  await Promise.all([standIn?.close(), admin && deleteApp(admin)]);
});

/** What a read gives or why it failed, and what it warned about (documents left out). */
async function outcome<T>(
  read: () => Promise<T>,
): Promise<{ value?: T; error?: string; warnings: string[] }> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    const result = await read().then(
      (value) => ({ value }),
      (error: unknown) => ({ error: String(error) }),
    );
    return { ...result, warnings: warn.mock.calls.map((args) => args.map(String).join(' ')) };
  } finally {
    warn.mockRestore();
  }
}

// The emulator's first queries take seconds on a busy machine (its JIT warming up).
describe("the site's reads, against the emulator and the stand-in", { timeout: 30_000 }, () => {
  const reads: Array<[string, (reader: FirestoreEventsReader) => Promise<unknown>]> = [
    ['the home page in the 2025 season', (reader) => reader.recent('2025-06-01')],
    [
      'the home page with nothing recent (the latest season, found with one document)',
      (reader) => reader.recent('2029-06-01'),
    ],
    ['a season with its neighbours', (reader) => reader.season(2025)],
    ['a season with documents the schema refuses', (reader) => reader.season(2026)],
    ["a trip key's events, every season", (reader) => reader.forKey('program6')],
  ];

  it.each(reads)('%s: the same events and the same warnings', async (_name, read) => {
    const fromEmulator = await outcome(() => read(readers.emulator));
    const fromStandIn = await outcome(() => read(readers.standIn));
    expect(fromStandIn).toEqual(fromEmulator);
  });

  it('the reads above find what they should, so agreeing is not agreeing on nothing', async () => {
    const ids = (events: Array<{ firestoreId?: string }>) => events.map((event) => event.firestoreId);
    const { value: recent } = await outcome(() => readers.emulator.recent('2025-06-01'));
    // This year on, and the last trips of the year before (here its only one).
    expect(ids(recent!)).toEqual(['2025-2', '2025-3', '2025-10', '2026-1', '2024-5']);
    const { value: latest } = await outcome(() => readers.emulator.recent('2029-06-01'));
    expect(ids(latest!)).toEqual(['2026-1']);
    const { value: season, warnings } = await outcome(() => readers.emulator.season(2026));
    expect(ids(season!.events)).toEqual(['2026-1']);
    expect(season).toMatchObject({ previous: 2025, next: null });
    // The text id, the fraction and the missing name, each named; the timestamp is outside every range.
    expect(warnings.join('\n')).toMatch(/2026-3[^]*2026-4[^]*2026-5/);
  });

  it("npm run events:check's pages in document order, from a cursor: the same documents, the same values", async () => {
    const page = async (host: string) => {
      const db = openFirestore({ projectId: PROJECT, emulatorHost: host });
      const events = collection(db, EVENTS_COLLECTION);
      const read = await getDocs(query(events, orderBy(documentId()), startAfter('2025-10'), limit(4)));
      return read.docs.map((doc) => ({ id: doc.id, data: doc.data() }));
    };
    const fromEmulator = await page(firestoreEmulator().host);
    expect(fromEmulator.map((doc) => doc.id)).toEqual(['2025-2', '2025-3', '2026-1', '2026-2']);
    expect(await page(standIn.host)).toEqual(fromEmulator);
  });
});

describe('on the wire: every query the reader sent, answered by both', { timeout: 30_000 }, () => {
  /** The documents of a runQuery answer, without the times only a real store knows. */
  async function answer(origin: string, body: string) {
    const response = await fetch(`${origin}/v1/projects/${PROJECT}/databases/(default)/documents:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body,
    });
    const json = (await response.json()) as unknown;
    // An error may come alone or, as runQuery streams, in an array.
    const items = (Array.isArray(json) ? json : [json]) as Array<{
      document?: { name: string; fields: unknown };
    }>;
    return {
      status: response.status,
      documents: items.flatMap((item) =>
        item.document ? [{ name: item.document.name, fields: item.document.fields }] : [],
      ),
    };
  }

  it('the same documents, each field of the same Firestore type, in the same order', async () => {
    standIn.state.queryBodies = [];
    const reader = readers.standIn;
    await outcome(() => reader.recent('2025-06-01'));
    await outcome(() => reader.recent('2029-06-01'));
    await outcome(() => reader.season(2026));
    await outcome(() => reader.forKey('program6'));
    const bodies = [...new Set(standIn.state.queryBodies)];
    expect(bodies.length).toBeGreaterThanOrEqual(6);
    let documents = 0;
    for (const body of bodies) {
      const fromEmulator = await answer(emulatorOrigin, body);
      expect(await answer(standIn.origin, body), body).toEqual(fromEmulator);
      documents += fromEmulator.documents.length;
    }
    expect(documents).toBeGreaterThan(0);
  });

  it('the same refusal for a query the rules refuse (no limit)', async () => {
    const body = JSON.stringify({ structuredQuery: { from: [{ collectionId: EVENTS_COLLECTION }] } });
    const fromEmulator = await answer(emulatorOrigin, body);
    expect(fromEmulator.status).toBe(403);
    expect(await answer(standIn.origin, body)).toEqual(fromEmulator);
  });
});
