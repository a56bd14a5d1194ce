/**
 * The build's Firebase variables, the choice of the events' source, and which
 * failures of a Firestore read are tried again.
 *
 * Why msw and not the Firestore emulator: the reads here fail on purpose
 * (HTTP errors, a gateway's page, no answer), which the emulator cannot do on
 * demand; tests/unit/data/firestore-contract.test.ts holds the handlers' answers
 * to a good read to the emulator's.
 */
import type { HttpHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { allBundledEvents, eventsQueryOptions } from '../../../src/data/events.ts';
import { firebaseConfigFromEnv, parseEmulatorHost } from '../../../src/data/firebase-config.ts';
import { createFirestoreEventsFetcher } from '../../../src/data/firestore-events.ts';
import { shouldRetryEvents } from '../../../src/data/read-failure.ts';
import {
  firestoreAnsweredByGateway,
  firestoreFailing,
  firestoreUnreachable,
  firestoreWithEvents,
} from '../../support/firestore-handlers.ts';
import { mockServer } from '../../support/msw-server.ts';

describe('Firebase configuration from the build variables', () => {
  it('without a project id the site uses the bundled list', async () => {
    expect(firebaseConfigFromEnv({})).toBeNull();
    expect(
      firebaseConfigFromEnv({ VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_API_KEY: 'key' }),
    ).toBeNull();
    // This test run has no VITE_FIREBASE_PROJECT_ID, so the data module reads the bundled list.
    // The home page's read: the bundled seasons from last year on (or the latest), here 2025's list.
    const recent = await eventsQueryOptions().queryFn!({} as never);
    expect(recent).toEqual(await allBundledEvents());
    expect(recent).toHaveLength(24);
  });

  it('takes the project id, the web key and the emulator address, trimmed, leaving out empty ones', () => {
    expect(
      firebaseConfigFromEnv({
        VITE_FIREBASE_PROJECT_ID: ' zold-osveny ',
        VITE_FIREBASE_API_KEY: 'AIza-example',
        VITE_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      }),
    ).toEqual({ projectId: 'zold-osveny', apiKey: 'AIza-example', emulatorHost: '127.0.0.1:8080' });
    expect(
      firebaseConfigFromEnv({ VITE_FIREBASE_PROJECT_ID: 'zold-osveny', VITE_FIRESTORE_EMULATOR_HOST: '' }),
    ).toEqual({ projectId: 'zold-osveny' });
  });

  it.each([
    ['127.0.0.1:8080', { host: '127.0.0.1', port: 8080 }],
    ['localhost:9099', { host: 'localhost', port: 9099 }],
    ['[::1]:8080', { host: '[::1]', port: 8080 }],
  ])('reads the emulator address %s', (value, expected) => {
    expect(parseEmulatorHost(value)).toEqual(expected);
  });

  it.each(['localhost', 'http://127.0.0.1:8080', '127.0.0.1:0', '127.0.0.1:70000', ':8080'])(
    'refuses the emulator address %s with a message naming the variable',
    (value) => {
      expect(() => parseEmulatorHost(value)).toThrow(/VITE_FIRESTORE_EMULATOR_HOST must be host:port/);
    },
  );
});

describe('retrying a failed read', () => {
  const server = mockServer();

  /** The error the real SDK rejects with when Firestore (or the way to it) answers with `handler`. */
  async function sdkError(handler: HttpHandler): Promise<unknown> {
    server.use(handler);
    // The SDK logs each failed call; expected here.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    return createFirestoreEventsFetcher({ projectId: 'demo-club', apiKey: 'test-web-key' })().then(
      () => expect.unreachable('the read should have failed'),
      (error: unknown) => error,
    );
  }

  it.each<[string, () => HttpHandler, string]>([
    ['no answer', firestoreUnreachable, 'unknown'],
    ['HTTP 500', () => firestoreFailing('internal'), 'unknown'],
    ['HTTP 502 from a gateway', () => firestoreAnsweredByGateway(502), 'unknown'],
    ['HTTP 503', () => firestoreFailing('unavailable'), 'unavailable'],
    ['HTTP 504', () => firestoreFailing('deadline-exceeded'), 'deadline-exceeded'],
    ['HTTP 429', () => firestoreFailing('resource-exhausted'), 'resource-exhausted'],
  ])('a passing failure (%s, code %s) is tried twice more, then shown', async (_name, handler, code) => {
    const error = await sdkError(handler());
    expect(error).toMatchObject({ name: 'FirebaseError', code });
    expect(shouldRetryEvents(0, error)).toBe(true);
    expect(shouldRetryEvents(1, error)).toBe(true);
    expect(shouldRetryEvents(2, error)).toBe(false);
  });

  it('a chunk that did not download is tried again too', () => {
    expect(shouldRetryEvents(0, new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
  });

  it('an answer another try cannot change is shown at once: permission denied, no valid document', async () => {
    const denied = await sdkError(firestoreFailing('permission-denied'));
    expect(denied).toMatchObject({ name: 'FirebaseError', code: 'permission-denied' });
    expect(shouldRetryEvents(0, denied)).toBe(false);
    // Dated, so the recent read's date range finds it; its id is text, which no event may have.
    const invalid = await sdkError(
      firestoreWithEvents([{ id: 'x', data: { id: 'egy', date: '2099.06.01' } }]),
    );
    expect(invalid).toMatchObject({ name: 'NoValidEventsError' });
    expect(shouldRetryEvents(0, invalid)).toBe(false);
  });

  it('eventsQueryOptions carries the retry rule, a stale time and runs even when the browser says offline', () => {
    const options = eventsQueryOptions();
    expect(options.retry).toBe(shouldRetryEvents);
    expect(options.staleTime).toBeGreaterThanOrEqual(60_000);
    expect(options.networkMode).toBe('always');
  });
});
