/**
 * `npm run seed:firestore`: the documents it builds from a season's list, and
 * the tool itself run as a maintainer runs it, with the Admin SDK's emulator
 * variable, into Google's Firestore emulator (the unit project's), read back
 * by the site's own reader.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../../schema/event.ts';
import { buildSeedDocuments, seedFirestore as seedHere } from '../../../tools/seed-firestore.ts';
import bundledEvents from '../../../src/content/events/2025.json';
import { clubEventOf } from '../../../src/data/club-event.ts';
import {
  createFirestoreEventsFetcher,
  createFirestoreEventsReader,
} from '../../../src/data/firestore-events.ts';
import { clearFirestore, firestoreEmulator } from '../../support/firestore-emulator.ts';
import {
  closeAdminAppsOf,
  commandAsTyped,
  commandHere,
  type CommandRun,
} from '../../support/command-here.ts';

const bundled: StoredEvent[] = bundledEvents;

/** A project of its own in the run's shared emulator. */
const PROJECT = 'demo-seed';

/**
 * `npm run seed:firestore -- <args>` against the emulator, as docs/firestore.md says to run it: as
 * a `command`, or its work `here`, in this process, with the same environment (commandHere).
 */
function seedFirestore(args: string[], how: 'command' | 'here' = 'here'): Promise<CommandRun> {
  const projectArgs = ['--project', PROJECT, ...args];
  const env = { FIRESTORE_EMULATOR_HOST: firestoreEmulator().host };
  return how === 'here'
    ? commandHere(seedHere, projectArgs, env)
    : commandAsTyped('tools/seed-firestore.ts', projectArgs, env);
}

/** The documents of a collection as stored, past the rules (the emulator's owner token). */
async function listDocuments(
  collection: string,
): Promise<Array<{ name: string; fields: Record<string, unknown> }>> {
  const response = await fetch(
    `${firestoreEmulator().origin}/v1/projects/${PROJECT}/databases/(default)/documents/${collection}?pageSize=300`,
    { headers: { Authorization: 'Bearer owner' } },
  );
  const { documents = [] } = (await response.json()) as {
    documents?: Array<{ name: string; fields: Record<string, unknown> }>;
  };
  return documents;
}

describe('npm run seed:firestore: the documents it writes', () => {
  afterAll(() => closeAdminAppsOf(PROJECT));

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
    await clearFirestore(firestoreEmulator().origin, PROJECT);
    const seeded = await seedFirestore(['--season', '2025'], 'command');
    expect(seeded).toMatchObject({ code: 0, stderr: '' });
    expect(seeded.stdout).toContain(`24 esemény kiírva: emulátor ${firestoreEmulator().host} "${PROJECT}"`);
    const read = await createFirestoreEventsFetcher(
      { projectId: PROJECT, emulatorHost: firestoreEmulator().host },
      () => '2025-06-01',
    )();
    // As written, stamped with the seeding's time (the feed dates an entry by it).
    const seededAt = read[0]?.updatedAt;
    expect(Date.parse(seededAt ?? '')).toBeGreaterThan(Date.now() - 5 * 60_000);
    expect(read).toEqual(
      bundled.map((event) => ({
        ...clubEventOf(event),
        firestoreId: `2025-${event.id}`,
        updatedAt: seededAt,
      })),
    );
    // Each event left a history entry naming the tool, and the change marker moved.
    const history = await listDocuments('eventHistory');
    expect(history).toHaveLength(24);
    for (const entry of history)
      expect(entry.fields).toMatchObject({
        by: { stringValue: 'npm run seed:firestore' },
        kind: { stringValue: 'create' },
      });
    const [marker] = await listDocuments('meta');
    expect(marker?.fields.staticAt).toHaveProperty('timestampValue');
  }, 60_000);

  it('refuses a list with a bad record, naming the record and the field, before writing anything', () => {
    const broken = bundled.map((event) => (event.id === 5 ? { ...event, date: '2025.13.01' } : event));
    expect(() => buildSeedDocuments(broken, 2025)).toThrow(/4\.date: .*létező naptári nap/);
  });

  it('refuses a list with an id used twice', () => {
    expect(() => buildSeedDocuments([...bundled, { ...bundled[0]!, name: 'Másolat' }], 2025)).toThrow(
      /többször szereplő azonosító: 1 .*2025-1 dokumentum/,
    );
  });

  describe('seeding a second season', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'seed-firestore-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    // Three runs of the tool, each a process (tsx, then the Admin SDK): up to a minute on two busy cores.
    it('keeps the first: same ids, other documents; the site reads both', async () => {
      const season2026 = bundled
        .slice(0, 3)
        .map((event) => ({ ...event, date: event.date.replace('2025', '2026') }));
      const file = join(dir, '2026.json');
      writeFileSync(file, JSON.stringify(season2026));
      await clearFirestore(firestoreEmulator().origin, PROJECT);
      expect(await seedFirestore(['--season', '2025'])).toMatchObject({ code: 0 });
      expect(await seedFirestore(['--season', '2026', '--file', file])).toMatchObject({ code: 0 });
      // Seeding 2026 again overwrites its own documents and nothing else.
      expect(await seedFirestore(['--season', '2026', '--file', file])).toMatchObject({ code: 0 });
      const reader = createFirestoreEventsReader({
        projectId: PROJECT,
        emulatorHost: firestoreEmulator().host,
      });
      // On 30 December 2025 the home page reads both seasons; a season's page reads only its own.
      const recent = await reader.recent('2025-12-30');
      expect(recent).toHaveLength(27);
      expect(
        recent.filter((event) => event.firestoreId!.startsWith('2026-')).map((event) => event.firestoreId),
      ).toEqual(['2026-1', '2026-2', '2026-3']);
      const archive = await reader.season(2025);
      expect(archive).toMatchObject({ season: 2025, previous: null, next: 2026 });
      expect(archive.events).toHaveLength(24);
      expect((await reader.forKey('program1')).map((event) => event.firestoreId)).toEqual([
        '2025-2',
        '2026-2',
      ]);
    }, 180_000);
  });

  it("refuses an event of another season in a season's list", () => {
    expect(() => buildSeedDocuments(bundled, 2026)).toThrow(/0\.date: 2025\.01\.04 nem a 2026\. évadba esik/);
  });
});
