import { describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../schema/event';
import { buildSeedDocuments } from '../../tools/seed-firestore';
import bundledEvents from '../../src/content/events/2025.json';
import { createFirestoreEventsFetcher, createFirestoreEventsReader } from '../../src/data/firestore-events';
import { firestoreWithEvents, type StoredDocument } from '../support/firestore-handlers';
import { mockServer } from '../support/msw-server';

const server = mockServer();

const bundled: ClubEvent[] = bundledEvents;

describe('npm run seed:firestore: the documents it writes', () => {
  it('one document per bundled event, id = season and event id, the record as its fields', () => {
    const documents = buildSeedDocuments(bundled, 2025);
    expect(documents).toHaveLength(24);
    expect(documents.map((document) => document.id)).toEqual(bundled.map((event) => `2025-${event.id}`));
    expect(documents.map((document) => document.id)).not.toContain('2025-23');
    expect(documents.find((document) => document.id === '2025-2')?.data).toEqual(
      bundled.find((event) => event.id === 2),
    );
    for (const document of documents)
      expect(Object.keys(document.data).sort()).toEqual(['date', 'id', 'name', 'pdf', 'picture']);
  });

  it('the site reads the seeded collection back as the bundled list', async () => {
    server.use(firestoreWithEvents(buildSeedDocuments(bundled, 2025)));
    const read = await createFirestoreEventsFetcher(
      { projectId: 'demo-club', emulatorHost: '127.0.0.1:8080' },
      () => '2025-06-01',
    )();
    expect(read).toEqual(bundled.map((event) => ({ ...event, firestoreId: `2025-${event.id}` })));
  });

  it('refuses a list with a bad record, naming the record and the field, before writing anything', () => {
    const broken = bundled.map((event) => (event.id === 5 ? { ...event, date: '2025.13.01' } : event));
    expect(() => buildSeedDocuments(broken, 2025)).toThrow(/4\.date: .*létező naptári nap/);
  });

  it('refuses a list with an id used twice', () => {
    expect(() => buildSeedDocuments([...bundled, { ...bundled[0]!, name: 'Másolat' }], 2025)).toThrow(
      /többször szereplő azonosító: 1 .*2025-1 dokumentum/,
    );
  });

  it('seeding a second season keeps the first: same ids, other documents; the site reads both', async () => {
    const season2026 = bundled
      .slice(0, 3)
      .map((event) => ({ ...event, date: event.date.replace('2025', '2026') }));
    // The collection as a set of writes by document id, the way batch.set works.
    const store = new Map<string, StoredDocument>();
    for (const document of [...buildSeedDocuments(bundled, 2025), ...buildSeedDocuments(season2026, 2026)])
      store.set(document.id, document);
    expect(store.size).toBe(27);
    expect([...store.keys()].filter((id) => id.startsWith('2026-'))).toEqual(['2026-1', '2026-2', '2026-3']);
    server.use(firestoreWithEvents([...store.values()]));
    const reader = createFirestoreEventsReader({ projectId: 'demo-club', emulatorHost: '127.0.0.1:8080' });
    // On 30 December 2025 the home page reads both seasons; a season's page reads only its own.
    expect(await reader.recent('2025-12-30')).toHaveLength(27);
    const archive = await reader.season(2025);
    expect(archive).toMatchObject({ season: 2025, previous: null, next: 2026 });
    expect(archive.events).toHaveLength(24);
    expect((await reader.forKey('program1')).map((event) => event.firestoreId)).toEqual(['2025-2', '2026-2']);
  });

  it("refuses an event of another season in a season's list", () => {
    expect(() => buildSeedDocuments(bundled, 2026)).toThrow(
      /0\.date: 2025\.01\.04 nem a\(z\) 2026\. évadba esik/,
    );
  });
});
