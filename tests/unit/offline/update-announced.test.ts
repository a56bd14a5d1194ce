// @vitest-environment jsdom
/**
 * When the page tells the visitor a new version is ready: only when a worker installs beside an
 * older one, never on a first visit, however late the page hears of its first worker. The
 * browser's service worker API is played by hand, in the order WebKit was seen to deliver it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage() {}
  /** Moves on to `state`, and tells the page (maybe late: see each test). */
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = () => Promise.resolve();
}

let registration: FakeRegistration;
let container: EventTarget & { controller: FakeWorker | null };

/** The page's registration run against `registration`, with `controller` in control; whether the note shows. */
async function registered(controller: FakeWorker | null) {
  container = Object.assign(new EventTarget(), {
    controller,
    register: () => Promise.resolve(registration),
  });
  vi.stubGlobal('navigator', { serviceWorker: container });
  // What the page already loaded is kept: nothing to fetch again.
  vi.stubGlobal('caches', { match: () => Promise.resolve(new Response('kept')) });
  const worker = await import('../../../src/offline/register-service-worker.ts');
  await worker.registerServiceWorker();
  return worker.isUpdateWaiting;
}

describe('the update note', () => {
  beforeEach(() => {
    vi.resetModules();
    registration = new FakeRegistration();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is not shown on a first visit whose page hears of its worker only after it took control', async () => {
    const isUpdateWaiting = await registered(null);
    const first = new FakeWorker();
    registration.installing = first;
    registration.dispatchEvent(new Event('updatefound'));
    // The worker installed, activated and claimed the page before the page's 'installed' event ran.
    registration.active = first;
    container.controller = first;
    first.become('installed');
    expect(isUpdateWaiting()).toBe(false);
  });

  it('is shown when a new version installs beside the one in control', async () => {
    const older = new FakeWorker();
    older.state = 'activated';
    registration.active = older;
    const isUpdateWaiting = await registered(older);
    const newer = new FakeWorker();
    registration.installing = newer;
    registration.dispatchEvent(new Event('updatefound'));
    expect(isUpdateWaiting()).toBe(false);
    newer.become('installed');
    expect(isUpdateWaiting()).toBe(true);
  });

  it('is shown at once for a version left waiting at an earlier visit', async () => {
    const older = new FakeWorker();
    registration.active = older;
    registration.waiting = new FakeWorker();
    expect((await registered(older))()).toBe(true);
  });
});
