// @vitest-environment jsdom
/**
 * The saved program against what the real `firebase/firestore/lite` SDK
 * reports when a read fails, over msw: a temporary failure shows the list read
 * last time (and the note that it may be out of date), a permanent one still
 * fails, so the screens show their error.
 *
 * Why msw and not the Firestore emulator: the failures (HTTP errors, no
 * answer) are what is tested, and the emulator cannot fail on demand.
 */
import type { HttpHandler } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../../../schema/event.ts';
import bundledEvents from '../../../src/content/events/2025.json';
import { clubEventOf } from '../../../src/data/club-event.ts';
import { createLiveEventsReader, READ_TIMEOUT_MS } from '../../../src/data/firestore-events.ts';
import { budapestDay } from '../../../src/lib/dates.ts';
import { isShowingSavedCopy, rememberingLastList } from '../../../src/offline/last-events.ts';
import {
  eventDocuments,
  firestoreAnsweredByGateway,
  firestoreFailing,
  firestoreNeverAnswering,
  firestoreUnreachable,
  firestoreWithEvents,
} from '../../support/firestore-handlers.ts';
import { mockServer } from '../../support/msw-server.ts';

const server = mockServer();

const records: StoredEvent[] = bundledEvents.slice(0, 3);
const stored = eventDocuments(records);
const saved = records.map((record) => ({ ...clubEventOf(record), firestoreId: String(record.id) }));

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** The SDK logs every failed call (console.warn, and console.error for a failed fetch); expected here. */
function quietSdk() {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
}

/** A reader as the site builds it: the real SDK, wrapped by rememberingLastList. */
function siteReader() {
  const reader = createLiveEventsReader({ projectId: 'demo-club', apiKey: 'test-web-key' });
  return rememberingLastList((saved) => reader.recent(budapestDay(new Date()), [saved]));
}

/** One successful read (which saves the list), then `failure` for every later call. */
async function readOnceThenFail(failure: HttpHandler) {
  const read = siteReader();
  server.use(firestoreWithEvents(stored));
  await expect(read()).resolves.toEqual(saved);
  expect(isShowingSavedCopy()).toBe(false);
  server.resetHandlers(failure);
  return read;
}

beforeEach(() => {
  localStorage.clear();
  quietSdk();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('a temporary failure shows the program read last time, marked as possibly out of date', () => {
  const temporary: Array<[string, () => HttpHandler]> = [
    ['no answer at all (the request fails on the way)', firestoreUnreachable],
    ['HTTP 500 INTERNAL', () => firestoreFailing('internal')],
    ['HTTP 500 without the streamed wrapper', () => firestoreFailing('internal', { streamed: false })],
    ['HTTP 502 with a gateway HTML page', () => firestoreAnsweredByGateway(502)],
    ['HTTP 503 UNAVAILABLE', () => firestoreFailing('unavailable')],
    ['HTTP 504 DEADLINE_EXCEEDED', () => firestoreFailing('deadline-exceeded')],
    ['HTTP 504 with a gateway HTML page', () => firestoreAnsweredByGateway(504, 'upstream timed out')],
    [
      'HTTP 429 RESOURCE_EXHAUSTED (the project over its daily quota)',
      () => firestoreFailing('resource-exhausted'),
    ],
    ['a Wi-Fi login page answering HTTP 200 with HTML', () => firestoreAnsweredByGateway(200)],
  ];

  it.each(temporary)('%s, while the phone says it is online', async (_name, failure) => {
    setOnline(true);
    const read = await readOnceThenFail(failure());
    await expect(read()).resolves.toEqual(saved);
    expect(isShowingSavedCopy()).toBe(true);
  });

  it('a request that is never answered, after 8 seconds', async () => {
    setOnline(true);
    const read = await readOnceThenFail(firestoreNeverAnswering());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let settled = false;
    const result = read().finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(READ_TIMEOUT_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    await expect(result).resolves.toEqual(saved);
    expect(isShowingSavedCopy()).toBe(true);
    expect(READ_TIMEOUT_MS).toBe(8000);
  });

  it('without a connection, and a good read afterwards clears the mark', async () => {
    const read = await readOnceThenFail(firestoreUnreachable());
    setOnline(false);
    await expect(read()).resolves.toEqual(saved);
    expect(isShowingSavedCopy()).toBe(true);

    setOnline(true);
    server.resetHandlers(firestoreWithEvents(stored));
    await expect(read()).resolves.toEqual(saved);
    expect(isShowingSavedCopy()).toBe(false);
  });

  it('a list saved before the site called the trip key `key`: with the key as the records name it', async () => {
    setOnline(true);
    const savedAsRecords = records.map((record) => ({ ...record, firestoreId: String(record.id) }));
    localStorage.setItem('kiranduloklub:last-events', JSON.stringify(savedAsRecords));
    server.use(firestoreFailing('unavailable'));
    await expect(siteReader()()).resolves.toEqual(saved);
    expect(isShowingSavedCopy()).toBe(true);
  });
});

describe('a permanent failure still fails, so the screens show the error', () => {
  it('403 PERMISSION_DENIED (rules that do not allow the read)', async () => {
    setOnline(true);
    const read = await readOnceThenFail(firestoreFailing('permission-denied'));
    await expect(read()).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('documents of which none is a valid event', async () => {
    setOnline(true);
    // Written as an organiser's change (the marker moved): an unchanged marker reads no events.
    const read = await readOnceThenFail(
      firestoreWithEvents([{ id: 'x', data: { ...records[0], id: 'egy' } }], {
        marker: { visibleAt: new Date('2025-03-10T06:30:00Z'), removals: 1 },
      }),
    );
    await expect(read()).rejects.toMatchObject({ name: 'NoValidEventsError' });
  });

  it('a temporary failure with nothing saved, or with something saved that is not an event list', async () => {
    setOnline(true);
    server.use(firestoreFailing('unavailable'));
    await expect(siteReader()()).rejects.toMatchObject({ code: 'unavailable' });
    localStorage.setItem('kiranduloklub:last-events', '{"not":"a list"}');
    await expect(siteReader()()).rejects.toMatchObject({ code: 'unavailable' });
    localStorage.setItem('kiranduloklub:last-events', 'not json');
    await expect(siteReader()()).rejects.toMatchObject({ code: 'unavailable' });
  });
});
