/**
 * The site's Firestore reader (src/data/firestore-events.ts) through the real
 * lite SDK: the bounded queries, the schema check, the time-out and how each
 * kind of failure is told apart.
 *
 * Why msw and not the Firestore emulator: these tests need the failures and
 * timings a network has (HTTP errors, a gateway's page, no answer, a dropped
 * connection, an answer held under a fake clock) test by test, which the
 * emulator cannot give on demand. The handlers' answers to a good read are
 * held to the emulator's own by tests/unit/data/firestore-contract.test.ts.
 */
import { setLogLevel } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredEvent } from '../../../schema/event.ts';
import bundledEvents from '../../../src/content/events/2025.json';
import { clubEventOf } from '../../../src/data/club-event.ts';
import { readFileSync } from 'node:fs';
import {
  createFirestoreEventsFetcher,
  EVENT_QUERY_LIMIT,
  READ_TIMEOUT_MS,
} from '../../../src/data/firestore-events.ts';
import {
  eventDocuments,
  firestoreFailing,
  firestoreNeverAnswering,
  firestoreUnreachable,
  firestoreWithEvents,
} from '../../support/firestore-handlers.ts';
import { mockServer } from '../../support/msw-server.ts';

const server = mockServer();

const cloud = { projectId: 'demo-club', apiKey: 'test-web-key' };
const events: StoredEvent[] = bundledEvents;

/** The runQuery calls the SDK made, as msw saw them. */
function recordRequests() {
  const requests: Request[] = [];
  server.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** The SDK's own log lines; it reports failed calls through console.warn. */
function watchWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => {});
}

describe('reading the event collection from Firestore', () => {
  it('returns every document with its document id, and asks without any credentials', async () => {
    server.use(firestoreWithEvents(eventDocuments(events)));
    const requests = recordRequests();

    const result = await createFirestoreEventsFetcher(cloud, () => '2025-03-01')();

    expect(result).toHaveLength(24);
    // In Firestore's order ("1", "10", "11", …): the screens show them in program order
    // (tests/component/firestore-screens.test.tsx).
    const byId = [...result].sort((a, b) => a.id - b.id);
    expect(byId.map((event) => event.id)).toEqual(events.map((event) => event.id).sort((a, b) => a - b));
    expect(byId[0]).toEqual({ ...clubEventOf(events.find((event) => event.id === 1)!), firestoreId: '1' });
    expect(byId.at(-1)).toMatchObject({ id: 27, date: '2025.12.29', firestoreId: '27' });

    // This year's range, and last year's last trips in the same round trip.
    expect(requests).toHaveLength(2);
    const [request, tail] = requests as [Request, Request];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(
      'https://firestore.googleapis.com/v1/projects/demo-club/databases/(default)/documents:runQuery?key=test-web-key',
    );
    const body = JSON.parse(await request.text()) as {
      structuredQuery: { from: unknown; where?: unknown; limit?: unknown };
    };
    // Bounded: from this season on (the collection grows every year; Firestore bills per document).
    expect(body.structuredQuery.from).toEqual([{ collectionId: 'event' }]);
    expect(body.structuredQuery.where).toEqual({
      fieldFilter: {
        field: { fieldPath: 'date' },
        op: 'GREATER_THAN_OR_EQUAL',
        value: { stringValue: '2025.01.01' },
      },
    });
    // And with a limit, as firestore.rules demands of every list query.
    expect(body.structuredQuery.limit).toBe(EVENT_QUERY_LIMIT);
    expect(request.headers.get('authorization')).toBeNull();
    // Of the season before, the last three only.
    const tailBody = JSON.parse(await tail.text()) as {
      structuredQuery: { where?: unknown; limit?: unknown };
    };
    expect(tailBody.structuredQuery.where).toEqual({
      fieldFilter: { field: { fieldPath: 'date' }, op: 'LESS_THAN', value: { stringValue: '2025.01.01' } },
    });
    expect(tailBody.structuredQuery.limit).toBe(3);
    expect(tail.headers.get('authorization')).toBeNull();
  });

  it('asks the emulator at VITE_FIRESTORE_EMULATOR_HOST over plain http', async () => {
    server.use(firestoreWithEvents(eventDocuments(events.slice(0, 3))));
    const requests = recordRequests();

    const result = await createFirestoreEventsFetcher(
      { projectId: 'demo-club', emulatorHost: '127.0.0.1:8085' },
      () => '2025-03-01',
    )();

    expect(result.map((event) => event.name)).toEqual(events.slice(0, 3).map((event) => event.name));
    expect(new Set(requests.map((request) => request.url))).toEqual(
      new Set(['http://127.0.0.1:8085/v1/projects/demo-club/databases/(default)/documents:runQuery']),
    );
  });

  it('leaves out documents that break the schema with one warning each, naming the document, and keeps the rest', async () => {
    const [first, second, third, fourth] = events as [StoredEvent, StoredEvent, StoredEvent, StoredEvent];
    server.use(
      firestoreWithEvents([
        { id: 'first', data: { ...first } },
        { id: 'string-id', data: { ...second, id: '2' } },
        { id: 'no-name', data: { ...third, name: undefined } },
        { id: 'feb-30', data: { ...fourth, date: '2025.02.30' } },
        { id: 'last', data: { ...events[4]! } },
      ]),
    );
    const warn = watchWarnings();

    const result = await createFirestoreEventsFetcher(cloud, () => '2025-03-01')();

    expect(result.map((event) => event.firestoreId)).toEqual(['first', 'last']);
    const warnings = warn.mock.calls.map((args) => args.map(String).join(' '));
    expect(warnings).toHaveLength(3);
    expect(warnings.find((text) => text.includes('(string-id)'))).toMatch(/\bid\b/);
    expect(warnings.find((text) => text.includes('(no-name)'))).toMatch(/\bname\b/);
    expect(warnings.find((text) => text.includes('(feb-30)'))).toMatch(/létező naptári nap/);
  });

  it('reads status and statusNote (stringValue fields), and drops only an unknown status, with a warning naming the document', async () => {
    const [first, second, third] = events as [StoredEvent, StoredEvent, StoredEvent];
    server.use(
      firestoreWithEvents([
        {
          id: 'cancelled',
          data: { ...first, status: 'cancelled', statusNote: 'Kevés jelentkező miatt elmarad.' },
        },
        { id: 'full', data: { ...second, status: 'full' } },
        { id: 'typo', data: { ...third, status: 'elmarad' } },
      ]),
    );
    const requests = recordRequests();
    const warn = watchWarnings();

    const result = await createFirestoreEventsFetcher(cloud, () => '2025-03-01')();

    expect(result.map((event) => [event.firestoreId, event.status, event.statusNote])).toEqual([
      ['cancelled', 'cancelled', 'Kevés jelentkező miatt elmarad.'],
      ['full', 'full', undefined],
      // Shown as planned rather than hidden: a typo must not make a trip disappear.
      ['typo', undefined, undefined],
    ]);
    const warnings = warn.mock.calls.map((args) => args.map(String).join(' '));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('(typo)');
    expect(warnings[0]).toMatch(/status: full, cancelled, postponed vagy tentative/);
    // The wire format the SDK decoded: Firestore's typed values (the range, and the empty tail before it).
    expect(requests).toHaveLength(2);
  });

  it("reads an organiser's write time as ISO text, never their address; a write time of another type is dropped, the trip kept", async () => {
    const [first, second] = events as [StoredEvent, StoredEvent];
    const by = { updatedBy: 'kovacs.anna@example.hu' };
    server.use(
      firestoreWithEvents([
        {
          id: 'saved',
          data: { ...first, status: 'full', updatedAt: new Date('2026-04-28T16:05:00Z'), ...by },
        },
        // Typed in the console as text: nothing on a page shows it, so it must hide nothing.
        { id: 'typed', data: { ...second, updatedAt: 'tegnap', ...by } },
      ]),
    );
    const warn = watchWarnings();

    const result = await createFirestoreEventsFetcher(cloud, () => '2025-03-01')();

    expect(result.map((event) => [event.firestoreId, event.updatedAt])).toEqual([
      ['saved', '2026-04-28T16:05:00.000Z'],
      ['typed', undefined],
    ]);
    // The events are kept in the build's snapshot and the prerendered pages: no address in them.
    expect(JSON.stringify(result)).not.toContain('kovacs.anna');
    expect(warn).not.toHaveBeenCalled();
  });

  it('fails when there are documents but none is a valid event, rather than showing an empty program', async () => {
    server.use(
      firestoreWithEvents([
        { id: 'a', data: { ...events[0]!, id: '1' } },
        { id: 'b', data: { ...events[1]!, date: '2025.02.29' } },
      ]),
    );
    const warn = watchWarnings();

    await expect(createFirestoreEventsFetcher(cloud)()).rejects.toMatchObject({
      name: 'NoValidEventsError',
      code: 'failed-precondition',
      message: expect.stringContaining('None of the 2 documents') as unknown,
    });
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('returns an empty list for an empty collection (the screens say no trip is announced)', async () => {
    server.use(firestoreWithEvents([]));
    await expect(createFirestoreEventsFetcher(cloud)()).resolves.toEqual([]);
  });
});

describe('failures reject, so the screens show their error instead of an empty program', () => {
  // Some checks read the SDK's own report of a failure. Its level belongs to the SDK's module,
  // which the files a worker runs share, and the build's events snapshot silences it
  // (vite-plugins/vite-events-snapshot.ts): after a file that runs that in the same worker,
  // these checks had nothing to read.
  beforeEach(() => setLogLevel('warn'));

  it('HTTP 500', async () => {
    server.use(firestoreFailing('internal', { streamed: false }));
    const warn = watchWarnings();

    await expect(createFirestoreEventsFetcher(cloud)()).rejects.toMatchObject({
      name: 'FirebaseError',
      // The SDK maps HTTP 500 to `unknown` (a status that may succeed on another try).
      code: 'unknown',
      message: expect.stringContaining('Internal error encountered.') as unknown,
    });
    expect(warn.mock.calls.flat().map(String).join(' ')).toContain("RPC 'RunQuery'");
  });

  it('403 PERMISSION_DENIED (rules that do not allow public reads)', async () => {
    server.use(firestoreFailing('permission-denied'));
    watchWarnings();

    await expect(createFirestoreEventsFetcher(cloud)()).rejects.toMatchObject({
      code: 'permission-denied',
      message: expect.stringContaining('Missing or insufficient permissions.') as unknown,
    });
  });

  it('a network error', async () => {
    server.use(firestoreUnreachable());
    watchWarnings();
    // The SDK reports a failed fetch through console.error; here that is expected.
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(createFirestoreEventsFetcher(cloud)()).rejects.toMatchObject({
      name: 'FirebaseError',
      code: 'unknown',
    });
    expect(error.mock.calls.flat().join(' ')).toContain('HTTP error has no status');
  });

  it('a request that is never answered, after 8 seconds, as deadline-exceeded', async () => {
    server.use(firestoreNeverAnswering());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let settled = false;
      const result = createFirestoreEventsFetcher(cloud)().finally(() => {
        settled = true;
      });
      const outcome = expect(result).rejects.toMatchObject({
        name: 'ReadTimeoutError',
        code: 'deadline-exceeded',
      });
      await vi.advanceTimersByTimeAsync(7900);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(100);
      await outcome;
      expect(READ_TIMEOUT_MS).toBe(8000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a malformed emulator address, with a message naming the variable', async () => {
    await expect(
      createFirestoreEventsFetcher({ projectId: 'demo-club', emulatorHost: 'localhost' })(),
    ).rejects.toThrow(/VITE_FIRESTORE_EMULATOR_HOST must be host:port/);
  });
});

describe('the query limit', () => {
  it("is what firestore.rules allows: list queries on event only with a limit at most the site's own", () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    const allowed = /allow list: if request\.query\.limit <= (\d+);/.exec(rules);
    expect(allowed, 'firestore.rules: allow list: if request.query.limit <= N;').not.toBeNull();
    expect(Number(allowed![1])).toBe(EVENT_QUERY_LIMIT);
    expect(rules).not.toMatch(/allow (get, )?list: if true/);
  });

  it('a full answer warns that events beyond the limit are not shown', async () => {
    const many = Array.from({ length: EVENT_QUERY_LIMIT }, (_, index) => ({
      ...events[0]!,
      id: index + 1,
    }));
    server.use(firestoreWithEvents(eventDocuments(many)));
    const warn = watchWarnings();
    await expect(createFirestoreEventsFetcher(cloud)()).resolves.toHaveLength(EVENT_QUERY_LIMIT);
    expect(warn.mock.calls.flat().join(' ')).toContain(`csak az első ${EVENT_QUERY_LIMIT} dokumentum`);
  });
});
