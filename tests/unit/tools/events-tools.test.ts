/**
 * The maintainers' event tools run as a maintainer runs them (`npm run …` with
 * the Admin SDK's emulator variable, or the build's variables for the export,
 * which reads as a visitor), against Google's Firestore emulator (the unit
 * project's): events:export, events:restore, events:migrate and housekeeping.
 * Each runs once as a command, a process of its own; its other runs call the
 * command's work in this process, with the same arguments and environment.
 * What they leave is read with the rules off, as the console shows it; and an
 * organiser's page, under the rules, goes on from what a tool wrote.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readEvent } from '../../../organisers/events/event-reads.ts';
import { saveStatus } from '../../../organisers/events/event-saves.ts';
import { recordOf, withStatus } from '../../../organisers/events/event-model.ts';
import { CHANGE_ID, removalEntryId } from '../../../schema/changes.ts';
import type { CommandMain } from '../../../tools/command.ts';
import { exportEvents as exportEventsHere } from '../../../tools/events-export.ts';
import { EXPORT_FORMAT, type EventsExport } from '../../../tools/events-export-file.ts';
import { migrateEvents } from '../../../tools/events-migrate.ts';
import { restoreEvents } from '../../../tools/events-restore.ts';
import { housekeeping } from '../../../tools/housekeeping.ts';
import type { StoredDocument } from '../../support/firestore-handlers.ts';
import {
  clearFirestore,
  firestoreEmulator,
  writeDocuments,
  rulesTestEnvironment,
} from '../../support/firestore-emulator.ts';
import { organiserClients } from '../../support/organiser-clients.ts';
import {
  closeAdminAppsOf,
  commandAsTyped,
  commandHere,
  type CommandRun,
} from '../../support/command-here.ts';
import {
  EVENTS_COLLECTION,
  HISTORY_COLLECTION,
  MARKER_COLLECTION,
  MARKER_DOCUMENT,
} from '../../../schema/collections.ts';

/** A project of its own in the run's shared emulator. */
const PROJECT = 'demo-event-tools';
const ANNA = 'kovacs.anna@example.hu';
/**
 * A tool run as a command is a process of its own (tsx, then the SDK): 5–20 s on two busy cores;
 * one run here restores 300 events.
 */
const SLOW = 180_000;

/** The fields the change model writes on every event: new on each write, never taken from a file. */
const MODEL_FIELDS = ['updatedAt', 'statusChange', 'detailsChange', 'lastChange'];

/** The program as organisers and the console left it: a status, a date typed as a timestamp, an old page's stamp. */
const PROGRAM: StoredDocument[] = [
  {
    id: '2025-1',
    data: {
      id: 1,
      date: '2025.02.01',
      name: 'Zemplén: a Nagy-Milic gerince',
      picture: 'default.svg',
      pdf: 'program3',
      status: 'cancelled',
      statusNote: 'A Nagy-Milic útja járhatatlan.',
      updatedAt: new Date('2025-01-30T18:00:00Z'),
      updatedBy: ANNA,
    },
  },
  {
    id: '2025-2',
    data: { id: 2, date: '2025.02.15', name: 'Cserhát: Hollókő', picture: 'default.svg', pdf: 'program4' },
  },
  {
    id: '2025-4',
    data: {
      id: 4,
      date: new Date('2025-03-14T23:00:00Z'),
      name: 'Börzsöny: a Csóványos',
      picture: 'default.svg',
      pdf: 'program6',
    },
  },
];

type Run = CommandRun;

/** The tools' work, by the file package.json runs. */
const WORK: Record<string, CommandMain> = {
  'tools/events-export.ts': exportEventsHere,
  'tools/events-restore.ts': restoreEvents,
  'tools/events-migrate.ts': migrateEvents,
  'tools/housekeeping.ts': housekeeping,
};

/**
 * `npm run <script> -- <args>`: the tool as package.json names it, run by tsx as a `command`, or
 * its work `here` (commandHere).
 */
function tool(
  file: string,
  args: string[],
  env: Record<string, string | undefined>,
  how: 'command' | 'here' = 'here',
): Promise<Run> {
  return how === 'here' ? commandHere(WORK[file]!, args, env) : commandAsTyped(file, args, env);
}
/** An Admin SDK tool against the emulator. */
const adminTool = (file: string, args: string[], how: 'command' | 'here' = 'here') =>
  tool(
    file,
    ['--project', PROJECT, ...args],
    { FIRESTORE_EMULATOR_HOST: firestoreEmulator().host, GCLOUD_PROJECT: undefined },
    how,
  );

describe('the event tools against the emulator', { timeout: SLOW }, () => {
  let rules: RulesTestEnvironment;
  let dir: string;
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
  const millis = (value: unknown) => (value as { toMillis(): number }).toMillis();

  /** `npm run events:export -- --out <dir>`, reading as a visitor: the build's variables, no key. */
  async function exportEvents(
    out: string,
    how: 'command' | 'here' = 'here',
  ): Promise<{ run: Run; file: string; saved: EventsExport }> {
    const run = await tool(
      'tools/events-export.ts',
      ['--out', out, '--root', dir],
      {
        VITE_FIREBASE_PROJECT_ID: PROJECT,
        VITE_FIRESTORE_EMULATOR_HOST: firestoreEmulator().host,
        VITE_FIREBASE_API_KEY: undefined,
        FIRESTORE_EMULATOR_HOST: undefined,
      },
      how,
    );
    const [name] = readdirSync(out);
    const file = join(out, name ?? 'missing');
    return { run, file, saved: name ? (JSON.parse(readFileSync(file, 'utf8')) as EventsExport) : null! };
  }

  beforeAll(async () => {
    setLogLevel('silent');
    dir = mkdtempSync(join(tmpdir(), 'event-tools-'));
    rules = await rulesTestEnvironment(PROJECT);
  }, SLOW);
  beforeEach(async () => {
    await clearFirestore(firestoreEmulator().origin, PROJECT);
    await writeDocuments(firestoreEmulator().origin, PROJECT, EVENTS_COLLECTION, PROGRAM);
    await writeDocuments(firestoreEmulator().origin, PROJECT, 'organisers', [{ id: ANNA, data: {} }]);
  }, SLOW);
  afterEach(() => clients.close());
  afterAll(async () => {
    await rules?.cleanup();
    rmSync(dir, { recursive: true, force: true });
    await closeAdminAppsOf(PROJECT);
  });

  it('export, wipe, events:restore: every event back as exported, with new change ids, an entry each and the marker moved', async () => {
    const first = await exportEvents(mkdtempSync(join(dir, 'export-')), 'command');
    expect(first.run).toMatchObject({ code: 0, stderr: '' });
    expect(first.file).toMatch(/events-\d{4}-\d{2}-\d{2}\.json$/);
    expect(first.run.stdout).toContain(`3 esemény mentve ide: ${first.file}`);
    // Nothing personal in a file the nightly run publishes as an artifact.
    expect(readFileSync(first.file, 'utf8')).not.toContain('@');
    expect(first.saved.events.map((event) => event.id)).toEqual(['2025-1', '2025-2', '2025-4']);
    expect(first.saved.events[2]!.fields.date).toEqual({ $timestamp: '2025-03-14T23:00:00.000Z' });

    // Wiped: every document of the project gone.
    await clearFirestore(firestoreEmulator().origin, PROJECT);
    const before = Date.now();
    const restored = await adminTool('tools/events-restore.ts', [first.file], 'command');
    expect(restored, restored.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain(`3 esemény visszatöltve a ${first.file} mentésből`);

    // Every field visitors read, as exported: the same export again, but for the model's fields.
    const second = await exportEvents(mkdtempSync(join(dir, 'export-')));
    const withoutModel = (saved: EventsExport) =>
      saved.events.map(({ id, fields }) => ({
        id,
        fields: Object.fromEntries(Object.entries(fields).filter(([field]) => !MODEL_FIELDS.includes(field))),
      }));
    expect(withoutModel(second.saved)).toEqual(withoutModel(first.saved));

    const events = await stored(EVENTS_COLLECTION);
    const history = await stored(HISTORY_COLLECTION);
    expect([...events.keys()]).toEqual(['2025-1', '2025-2', '2025-4']);
    for (const [id, event] of events) {
      expect(millis(event.updatedAt), id).toBeGreaterThanOrEqual(before - 1000);
      expect(event.lastChange, id).toMatch(CHANGE_ID);
      expect(event.statusChange, id).toBe(event.lastChange);
      expect(event.detailsChange, id).toBe(event.lastChange);
      expect(event.updatedBy, id).toBeUndefined();
      expect(history.get(event.lastChange as string), id).toMatchObject({
        event: id,
        kind: 'restore',
        base: null,
        by: 'npm run events:restore',
        before: null,
        after: { ...event, updatedAt: expect.anything() as unknown },
      });
    }
    expect(history.size).toBe(3);
    const moved = (await marker())!;
    expect(moved.removals).toBe(3);
    expect(millis(moved.staticAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(millis(moved.visibleAt)).toBe(millis(moved.staticAt));
    expect(history.has(moved.lastChange as string)).toBe(true);

    // An organiser's page goes on from the restored event, under the rules (the wipe took the
    // organisers' list too, which the administrator keeps in the console and no export holds).
    await writeDocuments(firestoreEmulator().origin, PROJECT, 'organisers', [{ id: ANNA, data: {} }]);
    const club = clients.club(ANNA);
    const event = (await readEvent(club, '2025-2'))!;
    await saveStatus(
      club,
      event,
      withStatus(recordOf(event), { choice: 'full', note: '', decisionBy: '' }),
      ANNA,
    );
    expect((await stored(EVENTS_COLLECTION)).get('2025-2')!.status).toBe('full');
  });

  it('events:restore over stored events: before is what was stored, removals count only the events that were gone', async () => {
    const { file } = await exportEvents(mkdtempSync(join(dir, 'export-')));
    await rules.withSecurityRulesDisabled(async (context) => {
      await context.firestore().collection(EVENTS_COLLECTION).doc('2025-2').delete();
      await context.firestore().collection(EVENTS_COLLECTION).doc('2025-1').update({ name: 'Átírva' });
    });
    const restored = await adminTool('tools/events-restore.ts', [file]);
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    const events = await stored(EVENTS_COLLECTION);
    const history = await stored(HISTORY_COLLECTION);
    expect(events.get('2025-1')!.name).toBe('Zemplén: a Nagy-Milic gerince');
    expect(events.get('2025-1')!.updatedBy).toBeUndefined();
    expect(history.get(events.get('2025-1')!.lastChange as string)).toMatchObject({
      kind: 'restore',
      before: { name: 'Átírva', updatedBy: ANNA },
    });
    expect(history.get(events.get('2025-2')!.lastChange as string)).toMatchObject({ before: null });
    expect((await marker())!.removals).toBe(1);
  });

  it('events:restore puts back 300 events, written in batches of at most 500 writes, each with its entry', async () => {
    // 600 writes and the marker: the tool splits them (tools/admin-changes.ts, BATCH_WRITES).
    const many = Array.from({ length: 300 }, (_, index) => ({
      id: `2030-${index + 1}`,
      fields: { ...PROGRAM[1]!.data, id: index + 1, date: '2030.02.15' },
    }));
    const file = join(dir, 'events-2030.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        project: PROJECT,
        exportedAt: '2030-03-01T03:17:00Z',
        events: many,
      }),
    );
    const restored = await adminTool('tools/events-restore.ts', [file]);
    expect(restored, restored.stderr).toMatchObject({ code: 0, stderr: '' });
    const events = await stored(EVENTS_COLLECTION);
    const history = await stored(HISTORY_COLLECTION);
    expect(events.size).toBe(303);
    expect(history.size).toBe(300);
    for (const { id } of many) expect(history.get(events.get(id)!.lastChange as string)?.event).toBe(id);
    expect((await marker())!.removals).toBe(300);
  });

  it('events:restore refuses a file that is not an export, naming the file and the field, and writes nothing', async () => {
    const notExport = join(dir, 'events-2026.json');
    writeFileSync(notExport, JSON.stringify([PROGRAM[1]!.data]));
    const list = await adminTool('tools/events-restore.ts', [notExport], 'command');
    expect(list.code).toBe(1);
    expect(list.stderr).toContain(
      `${notExport} nem az npm run events:export mentése, semmi sem íródott vissza`,
    );

    const wrongFormat = join(dir, 'other.json');
    writeFileSync(
      wrongFormat,
      JSON.stringify({
        format: 'something-else',
        version: 1,
        project: PROJECT,
        exportedAt: '2026-11-27T03:17:00Z',
        events: [],
      }),
    );
    const other = await adminTool('tools/events-restore.ts', [wrongFormat]);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain(wrongFormat);
    expect(other.stderr).toContain(`format: "${EXPORT_FORMAT}" kell legyen`);

    const personal = join(dir, 'personal.json');
    writeFileSync(
      personal,
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: 1,
        project: PROJECT,
        exportedAt: '2026-11-27T03:17:00Z',
        events: [{ id: '2025-9', fields: { ...PROGRAM[1]!.data, id: 9, updatedBy: ANNA } }],
      }),
    );
    const withAddress = await adminTool('tools/events-restore.ts', [personal]);
    expect(withAddress.code).toBe(1);
    expect(withAddress.stderr).toMatch(/events\.0\.fields: személyes adat \(updatedBy\)/);

    expect([...(await stored(EVENTS_COLLECTION)).keys()]).toEqual(['2025-1', '2025-2', '2025-4']);
    expect((await stored(HISTORY_COLLECTION)).size).toBe(0);
    expect(await marker()).toBeUndefined();
  });

  it('events:restore writes to a real project only with --yes', async () => {
    const { file } = await exportEvents(mkdtempSync(join(dir, 'export-')));
    const run = await tool('tools/events-restore.ts', [file, '--project', 'zold-osveny'], {
      FIRESTORE_EMULATOR_HOST: undefined,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('A "zold-osveny" valódi projektbe írna');
    expect(run.stderr).toContain('--yes');
  });

  it('events:migrate takes updatedBy off every event, gives each its change ids and an entry, once', async () => {
    const migrated = await adminTool('tools/events-migrate.ts', [], 'command');
    expect(migrated, migrated.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(migrated.stdout).toContain('3 esemény átírva (3 dokumentumból');
    const events = await stored(EVENTS_COLLECTION);
    const history = await stored(HISTORY_COLLECTION);
    for (const document of PROGRAM) {
      const event = events.get(document.id)!;
      expect(JSON.stringify(event)).not.toContain('@');
      expect(event.lastChange).toMatch(CHANGE_ID);
      expect(event.statusChange).toBe(event.lastChange);
      // Every other field as it was, a date typed as a timestamp too.
      const kept = Object.entries(document.data).filter(
        ([field]) => !['updatedBy', 'updatedAt'].includes(field),
      );
      for (const [field, value] of kept)
        expect(value instanceof Date ? new Date(millis(event[field])) : event[field], field).toEqual(value);
      expect(history.get(event.lastChange as string)).toMatchObject({
        event: document.id,
        by: 'npm run events:migrate',
      });
    }
    // The entry keeps, for organisers only, what the document was.
    expect(history.get(events.get('2025-1')!.lastChange as string)!.before).toMatchObject({
      updatedBy: ANNA,
    });
    expect((await marker())!).toMatchObject({ removals: 0 });

    // Run again (after the rules are deployed): nothing left to do, nothing written.
    const again = await adminTool('tools/events-migrate.ts', []);
    expect(again.stdout).toContain('0 esemény átírva (3 dokumentumból');
    expect((await stored(HISTORY_COLLECTION)).size).toBe(3);
    expect(await stored(EVENTS_COLLECTION)).toEqual(events);
  });

  it('housekeeping on a fake date deletes history older than 13 months, and nothing else', async () => {
    const entry = (event: string, at: string): StoredDocument['data'] => ({
      event,
      kind: 'status',
      base: null,
      at: new Date(at),
      by: ANNA,
      before: {},
      after: { status: 'full' },
    });
    await writeDocuments(firestoreEmulator().origin, PROJECT, HISTORY_COLLECTION, [
      { id: 'aaaaaaaaaaaaaaaaaaa1', data: entry('2025-1', '2025-01-30T18:00:00Z') },
      { id: 'aaaaaaaaaaaaaaaaaaa2', data: entry('2025-1', '2026-10-27T03:16:59Z') },
      { id: 'aaaaaaaaaaaaaaaaaaa3', data: entry('2025-2', '2026-10-27T03:17:01Z') },
      {
        id: removalEntryId('2025-3', null),
        data: { ...entry('2025-3', '2025-06-01T00:00:00Z'), kind: 'remove' },
      },
      { id: 'aaaaaaaaaaaaaaaaaaa4', data: entry('2025-2', '2027-11-20T10:00:00Z') },
    ]);
    await writeDocuments(firestoreEmulator().origin, PROJECT, MARKER_COLLECTION, [
      {
        id: MARKER_DOCUMENT,
        data: {
          visibleAt: new Date('2025-01-30T18:00:00Z'),
          staticAt: new Date('2025-01-30T18:00:00Z'),
          removals: 1,
          lastChange: 'x',
        },
      },
    ]);
    const eventsBefore = await stored(EVENTS_COLLECTION);
    const markerBefore = await marker();
    const organisersBefore = await stored('organisers');

    // 27 November 2027, 03:17 UTC: kept are the entries from 27 October 2026, 03:17 on.
    const run = await adminTool('tools/housekeeping.ts', ['--now', '2027-11-27T03:17:00Z'], 'command');
    expect(run, run.stderr).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('3 történeti bejegyzés törölve');
    expect([...(await stored(HISTORY_COLLECTION)).keys()].sort()).toEqual([
      'aaaaaaaaaaaaaaaaaaa3',
      'aaaaaaaaaaaaaaaaaaa4',
    ]);
    expect(await stored(EVENTS_COLLECTION)).toEqual(eventsBefore);
    expect(await marker()).toEqual(markerBefore);
    expect(await stored('organisers')).toEqual(organisersBefore);

    // The same night again: nothing more to delete.
    const again = await adminTool('tools/housekeeping.ts', ['--now', '2027-11-27T03:17:00Z']);
    expect(again.stdout).toContain('0 történeti bejegyzés törölve');
  });

  it('housekeeping refuses a "now" that is not a time', async () => {
    const run = await adminTool('tools/housekeeping.ts', ['--now', 'tegnap']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--now: ISO időpont kell');
  });
});
