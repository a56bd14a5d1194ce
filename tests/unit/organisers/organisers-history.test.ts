/**
 * The way back on the organisers' page: the history in an organiser's words
 * (organisers/history/history-plan.ts), and, against the emulator under the rules, a
 * removed event restored whole, a restore whose id was taken meanwhile, and a
 * change undone from its entry; each a change of its own.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addEvent, removeEvent, saveDetails, saveStatus } from '../../../organisers/events/event-saves.ts';
import { readEvent } from '../../../organisers/events/event-reads.ts';
import {
  changeText,
  removedFromSeason,
  whenText,
  withPartBefore,
  type HistoryEntry,
} from '../../../organisers/history/history-plan.ts';
import {
  IdTaken,
  readEventHistory,
  readRemovals,
  restorePart,
  restoreRemoved,
} from '../../../organisers/history/history.ts';
import { recordOf } from '../../../organisers/events/event-model.ts';
import type { StoredEvent } from '../../../schema/event.ts';
import { firestoreEmulator, writeDocuments, rulesTestEnvironment } from '../../support/firestore-emulator.ts';
import { organiserClients } from '../../support/organiser-clients.ts';
import { EVENTS_COLLECTION } from '../../../schema/collections.ts';

const PROJECT = 'demo-history';
const ANNA = 'kovacs.anna@example.hu';
const BELA = 'szabo.bela@example.hu';
const SLOW = 60_000;
const PROGRAM_2025 = JSON.parse(readFileSync('src/content/events/2025.json', 'utf8')) as StoredEvent[];
const szadelo = PROGRAM_2025.find((event) => event.id === 7)!;

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  entryId: 'e',
  event: '2025-7',
  kind: 'status',
  base: null,
  at: '2025-04-04T16:00:00.000Z',
  by: ANNA,
  before: {},
  after: {},
  ...fields,
});

describe('the history in words', () => {
  it('dates a change in Budapest time, summer and winter', () => {
    expect(whenText('2025-04-04T16:05:00.000Z')).toBe('2025.04.04 18:05');
    expect(whenText('2025-12-31T23:30:00.000Z')).toBe('2026.01.01 00:30');
  });

  it('says what a change did', () => {
    expect(changeText(entry({ before: {}, after: { status: 'cancelled', statusNote: 'Eső.' } }))).toBe(
      'Állapot: rendben → elmarad (Eső.)',
    );
    expect(
      changeText(
        entry({
          kind: 'details',
          before: { name: 'A', date: '2025.04.05' },
          after: { name: 'B', date: '2025.04.05' },
        }),
      ),
    ).toBe('név: A → B');
    expect(changeText(entry({ kind: 'remove', before: { ...szadelo }, after: null }))).toBe('Törölve');
  });

  it('brings back one part as it was, the other as it is', () => {
    const now = { ...szadelo, name: 'Új név', status: 'cancelled' as const, statusNote: 'Eső.' };
    expect(withPartBefore(now, entry({ kind: 'status', before: { status: 'full' } }) as never)).toEqual({
      ...szadelo,
      name: 'Új név',
      status: 'full',
    });
  });

  it('lists removed events of the season not restored since, newest removal first', () => {
    const removal = (entryId: string, event: string, date: string, at: string) =>
      entry({ entryId, event, kind: 'remove', at, before: { ...szadelo, date }, after: null });
    const entries = [
      removal('r1', '2025-7', '2025.04.05', '2025-05-01T10:00:00.000Z'),
      removal('r2', '2025-8', '2025.05.10', '2025-05-02T10:00:00.000Z'),
      removal('r3', '2024-7', '2024.04.06', '2025-05-03T10:00:00.000Z'),
      entry({ entryId: 'b1', event: '2025-7', kind: 'restore', base: 'r1', before: null, after: {} }),
    ];
    expect(removedFromSeason(entries, 2025).map((found) => found.entryId)).toEqual(['r2']);
    expect(removedFromSeason(entries, 2025)[0]!.record).toEqual({ ...szadelo, date: '2025.05.10' });
  });
});

describe('the way back under the rules', { timeout: SLOW }, () => {
  let rules: RulesTestEnvironment;
  const clients = organiserClients(PROJECT);

  async function stored(documentId: string) {
    let data: Record<string, unknown> | undefined;
    await rules.withSecurityRulesDisabled(async (context) => {
      const snapshot = await context.firestore().collection(EVENTS_COLLECTION).doc(documentId).get();
      data = snapshot.data();
    });
    return data;
  }
  /** What visitors see of an event: its fields without the server's time and the change ids. */
  const visible = (data: Record<string, unknown> | undefined) => {
    const { updatedAt, statusChange, detailsChange, lastChange, ...rest } = data ?? {};
    expect(updatedAt).toBeDefined();
    expect(lastChange).toBeDefined();
    void [statusChange, detailsChange];
    return rest;
  };

  beforeAll(async () => {
    setLogLevel('silent');
    rules = await rulesTestEnvironment(PROJECT);
  }, SLOW);
  beforeEach(async () => {
    await rules.clearFirestore();
    const { origin } = firestoreEmulator();
    await writeDocuments(origin, PROJECT, EVENTS_COLLECTION, [{ id: '2025-7', data: szadelo }]);
    await writeDocuments(origin, PROJECT, 'organisers', [
      { id: ANNA, data: {} },
      { id: BELA, data: {} },
    ]);
  }, SLOW);
  afterEach(() => clients.close());
  afterAll(() => rules?.cleanup());

  it('restores a removed event identical: id, date, name, picture, key, status, reason, decision time', async () => {
    const anna = clients.club(ANNA);
    const held = (await readEvent(anna, '2025-7'))!;
    const tentative = await saveStatus(
      anna,
      held,
      {
        ...recordOf(held),
        status: 'tentative',
        statusNote: 'Esőben elmarad.',
        decisionBy: '2025.04.04 18:00',
      },
      ANNA,
    );
    const before = visible(await stored('2025-7'));
    await removeEvent(anna, tentative, ANNA);
    expect(await stored('2025-7')).toBeUndefined();

    const [removal] = removedFromSeason(await readRemovals(clients.club(BELA)), 2025);
    expect(removal).toMatchObject({ event: '2025-7', by: ANNA });
    const restored = await restoreRemoved(clients.club(BELA), removal!, BELA);
    expect(visible(await stored('2025-7'))).toEqual(before);
    // A restore is a new change of both parts.
    const changeId = restored.stored.lastChange as string;
    expect(await stored('2025-7')).toMatchObject({ statusChange: changeId, detailsChange: changeId });
    expect(restored).toMatchObject({ documentId: '2025-7', id: 7, status: 'tentative' });
    // Back, and so no longer offered; the restore is in the history with who did it.
    expect(removedFromSeason(await readRemovals(anna), 2025)).toEqual([]);
    const kinds = (await readEventHistory(anna, '2025-7')).map((found) => [found.kind, found.by]);
    expect(kinds).toContainEqual(['restore', BELA]);
  });

  it('says when the removed event’s id was taken meanwhile, and restores it under the next free one', async () => {
    const anna = clients.club(ANNA);
    await removeEvent(anna, (await readEvent(anna, '2025-7'))!, ANNA);
    await addEvent(clients.club(BELA), 2025, { ...szadelo, name: 'Béla új túrája' }, BELA);
    const [removal] = removedFromSeason(await readRemovals(anna), 2025);
    await expect(restoreRemoved(anna, removal!, ANNA)).rejects.toBeInstanceOf(IdTaken);
    expect((await stored('2025-7'))!.name).toBe('Béla új túrája');
    const restored = await restoreRemoved(anna, removal!, ANNA, 30);
    expect(restored).toMatchObject({ documentId: '2025-30', id: 30, name: szadelo.name, date: szadelo.date });
  });

  it('undoes one change from its entry, keeping the other part', async () => {
    const anna = clients.club(ANNA);
    const held = (await readEvent(anna, '2025-7'))!;
    const full = await saveStatus(anna, held, { ...recordOf(held), status: 'full' }, ANNA);
    const renamed = await saveDetails(anna, full, { ...recordOf(full), name: 'Átnevezett túra' }, ANNA);
    const statusChange = (await readEventHistory(anna, '2025-7')).find((found) => found.kind === 'status')!;
    await restorePart(anna, renamed, statusChange as HistoryEntry & { kind: 'status' }, ANNA);
    expect(await stored('2025-7')).toMatchObject({ name: 'Átnevezett túra' });
    expect((await stored('2025-7'))!.status).toBeUndefined();
  });
});
