import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClubEvent } from '../../schema/event';
import { buildSeedDocuments } from '../../scripts/seed-firestore';
import bundledEvents from '../../src/content/events/2025.json';
import { createFirestoreEventsFetcher } from '../../src/data/firestore-events';
import { firestoreWithEvents } from '../msw/firestore-handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bundled: ClubEvent[] = bundledEvents;

describe('npm run seed:firestore: the documents it writes', () => {
  it('one document per bundled event, id = the event id as text, the record as its fields', () => {
    const documents = buildSeedDocuments(bundled);
    expect(documents).toHaveLength(24);
    expect(documents.map((document) => document.id)).toEqual(bundled.map((event) => String(event.id)));
    expect(documents.map((document) => document.id)).not.toContain('23');
    expect(documents.find((document) => document.id === '2')?.data).toEqual(
      bundled.find((event) => event.id === 2),
    );
    for (const document of documents)
      expect(Object.keys(document.data).sort()).toEqual(['date', 'id', 'name', 'pdf', 'picture']);
  });

  it('the site reads the seeded collection back as the bundled list', async () => {
    server.use(firestoreWithEvents(buildSeedDocuments(bundled)));
    const read = await createFirestoreEventsFetcher({
      projectId: 'demo-club',
      emulatorHost: '127.0.0.1:8080',
    })();
    expect(read).toEqual(bundled.map((event) => ({ ...event, firestoreId: String(event.id) })));
  });

  it('refuses a list with a bad record, naming the record and the field, before writing anything', () => {
    const broken = bundled.map((event) => (event.id === 5 ? { ...event, date: '2025.13.01' } : event));
    expect(() => buildSeedDocuments(broken)).toThrow(/4\.date: .*létező naptári nap/);
  });

  it('refuses a list with an id used twice', () => {
    expect(() => buildSeedDocuments([...bundled, { ...bundled[0]!, name: 'Másolat' }])).toThrow(
      /többször szereplő azonosító: 1/,
    );
  });
});
