import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { renderApp as RenderApp } from './render-app.tsx';
import { openMeteoHandler } from './forecast-stand-in.ts';

/**
 * The app as a build configured for Firestore makes it, for a component test
 * file: the build's variables set before the app is imported (the data module
 * chooses its source once, from them), the real SDK reading from an msw
 * server (the file adds its Firestore answers with `server.use`), each test a
 * first visit on 10 March 2025 in Budapest. Registers the file's hooks; call
 * it at the top of the file.
 */
export function firestoreApp() {
  // The home card of a trip within the week (the Mátra one, on the tests' day) asks Open-Meteo too.
  const server = setupServer(openMeteoHandler);
  const app = { server, renderApp: undefined as unknown as typeof RenderApp };
  beforeAll(async () => {
    vi.stubEnv('VITE_FIREBASE_PROJECT_ID', 'demo-club');
    vi.stubEnv('VITE_FIREBASE_API_KEY', 'test-web-key');
    vi.resetModules();
    ({ renderApp: app.renderApp } = await import('./render-app.tsx'));
    // The lazily imported reader (and the SDK) once here, so the first test's timing is the app's, not the transform's.
    await import('../../src/data/firestore-events.ts');
    server.listen({ onUnhandledRequest: 'error' });
  });
  beforeEach(() => {
    // Each test starts as a first visit: nothing kept from an earlier read.
    localStorage.clear();
    // The next trip is the Mátra one. Only Date is faked; timers stay real for msw.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-10T07:00:00+01:00'));
  });
  afterEach(() => {
    server.resetHandlers();
    vi.useRealTimers();
  });
  afterAll(() => {
    server.close();
    vi.unstubAllEnvs();
  });
  return app;
}
