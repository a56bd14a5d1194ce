/**
 * The build's snapshot of the events (vite-plugins/vite-events-snapshot.ts):
 * from a file, from Firestore, and what a failed read does.
 *
 * Why msw and not the Firestore emulator: these cases need a read that fails
 * or never answers on demand. The configured build's snapshot is read from the
 * real emulator in tests/e2e/firestore.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import bundledEvents from '../../../src/content/events/2025.json';
import { readSnapshot } from '../../../vite-plugins/vite-events-snapshot.ts';
import { eventDocuments, firestoreFailing, firestoreWithEvents } from '../../support/firestore-handlers.ts';
import { mockServer } from '../../support/msw-server.ts';

/*
 * The event list a build configured for Firestore starts the site from
 * (vite-plugins/vite-events-snapshot.ts): read from Firestore through the real SDK
 * at build time, or from a file for a build without network.
 */

const server = mockServer();

const root = mkdtempSync(join(tmpdir(), 'events-snapshot-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const cloud = { VITE_FIREBASE_PROJECT_ID: 'demo-club', VITE_FIREBASE_API_KEY: 'test-web-key' };

describe('the build-time snapshot of the events', () => {
  it('reads the collection the way the site does, with document ids', async () => {
    server.use(firestoreWithEvents(eventDocuments(bundledEvents)));
    const { events, marked } = await readSnapshot(cloud, root);
    // With the marker it read first: none stored yet.
    expect(marked?.marker).toEqual({ visibleAt: null, removals: 0 });
    expect(events).toHaveLength(24);
    expect(events.find((event) => event.id === 1)).toMatchObject({ firestoreId: '1' });
    expect(events.find((event) => event.id === 27)).toMatchObject({ date: '2025.12.29', firestoreId: '27' });
  });

  it('fails (and the build goes on without it) when Firestore denies the read', async () => {
    server.use(firestoreFailing('permission-denied'));
    await expect(readSnapshot(cloud, root)).rejects.toThrow(/permission/i);
  });

  it('comes from FIRESTORE_SNAPSHOT_FILE without any network, a bad record left out with a warning naming it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const file = join(root, 'events.json');
    writeFileSync(file, JSON.stringify([...bundledEvents.slice(0, 3), { id: 99, name: 'Dátum nélkül' }]));
    // No msw handler: any request would fail the test (onUnhandledRequest: 'error').
    const { events, marked } = await readSnapshot({ ...cloud, FIRESTORE_SNAPSHOT_FILE: 'events.json' }, root);
    // Read at a time nobody recorded: no visitor takes it for the current list without reading.
    expect(marked).toBeNull();
    expect(events.map((event) => event.name)).toEqual(bundledEvents.slice(0, 3).map((event) => event.name));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dátum nélkül'));
  });

  it('says what is wrong with a snapshot file that is not a list', async () => {
    writeFileSync(join(root, 'object.json'), '{"events": []}');
    await expect(readSnapshot({ ...cloud, FIRESTORE_SNAPSHOT_FILE: 'object.json' }, root)).rejects.toThrow(
      'object.json is not a JSON array of events',
    );
  });
});
