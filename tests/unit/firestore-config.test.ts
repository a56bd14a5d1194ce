import { describe, expect, it } from 'vitest';
import {
  eventsQueryOptions,
  fetchBundledEvents,
  fetchEvents,
  shouldRetryEvents,
} from '../../src/data/events';
import { firebaseConfigFromEnv, parseEmulatorHost } from '../../src/data/firebase-config';

describe('Firebase configuration from the build variables', () => {
  it('without a project id the site uses the bundled list', async () => {
    expect(firebaseConfigFromEnv({})).toBeNull();
    expect(
      firebaseConfigFromEnv({ VITE_FIREBASE_PROJECT_ID: '  ', VITE_FIREBASE_API_KEY: 'key' }),
    ).toBeNull();
    // This test run has no VITE_FIREBASE_PROJECT_ID, so the data module reads the bundled list.
    // The home page's read: the bundled seasons from last year on (or the latest), here 2025's list.
    const recent = await fetchEvents();
    expect(recent).toEqual(await fetchBundledEvents());
    expect(await eventsQueryOptions().queryFn!({} as never)).toHaveLength(24);
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
  const firestoreError = (code: string) =>
    Object.assign(new Error('Request failed'), { name: 'FirebaseError', code });

  it.each(['unknown', 'unavailable', 'internal', 'deadline-exceeded', 'resource-exhausted'])(
    'a passing failure (%s) is tried twice more, then shown',
    (code) => {
      expect(shouldRetryEvents(0, firestoreError(code))).toBe(true);
      expect(shouldRetryEvents(1, firestoreError(code))).toBe(true);
      expect(shouldRetryEvents(2, firestoreError(code))).toBe(false);
    },
  );

  it('a chunk that did not download is tried again too', () => {
    expect(shouldRetryEvents(0, new TypeError('Failed to fetch dynamically imported module'))).toBe(true);
  });

  it.each(['permission-denied', 'unauthenticated', 'not-found', 'invalid-argument', 'failed-precondition'])(
    'an answer another try cannot change (%s) is shown at once',
    (code) => {
      expect(shouldRetryEvents(0, firestoreError(code))).toBe(false);
    },
  );

  it('eventsQueryOptions carries the retry rule, a stale time and runs even when the browser says offline', () => {
    const options = eventsQueryOptions();
    expect(options.retry).toBe(shouldRetryEvents);
    expect(options.staleTime).toBeGreaterThanOrEqual(60_000);
    expect(options.networkMode).toBe('always');
  });
});
