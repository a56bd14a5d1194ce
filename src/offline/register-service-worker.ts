/**
 * The service worker (src/offline/sw.ts, built into dist/sw.js by vite-plugins/vite-offline.ts),
 * registered with the browser's own API: the few steps below are all the page asks of it.
 * Loaded after the page (src/offline/after-load.ts), so it never competes with the first view.
 *
 * A new version never takes over by itself (registerType 'prompt'): it waits
 * until the visitor presses the reload button of the update note, then the
 * whole page reloads on the new version.
 */
import { createFlagStore } from '../lib/flag-store.ts';
import { setWaitingUpdate } from './app-version.ts';
import { putKept } from './cache-put.ts';
import { RUNTIME_CACHES } from './cache-rules.ts';
import { watchFilesPastTheWorker } from './loaded-files.ts';

const updateWaiting = createFlagStore();

/** For useSyncExternalStore: whether a new version is installed and waits for the visitor. */
export const subscribeToUpdate = updateWaiting.subscribe;
export const isUpdateWaiting = updateWaiting.get;

/**
 * Files this page fetched before the service worker controlled it (the first visit) went past
 * its runtime caches; fetching them again through it stores the trip document, pictures and
 * prerendered screen already on screen for reading offline. They usually come from the HTTP
 * cache, not the network. A file still on the way when the worker took over counts too, once it
 * has come: the app asks for the trip list's chunk after the load event, and on a busy phone its
 * answer may come after the worker's takeover (`controlledAt`, on the page's performance clock).
 */
function keepWhatThisPageLoaded(controlledAt: number) {
  const asked = new Set<string>();
  // One at a time: nobody waits for this, and a burst of fetches started in one task would hold
  // the page up just as it becomes usable (and compete with anything it still loads).
  let queue = keepThisPage();
  const page = { origin: window.location.origin, base: import.meta.env.BASE_URL, controlledAt };
  watchFilesPastTheWorker(page, (urls) => {
    for (const url of urls) {
      if (asked.has(url)) continue;
      asked.add(url);
      queue = queue.then(() => keepFile(url));
    }
  });
}

/**
 * The page itself, into the cache the service worker keeps opened pages in (src/offline/sw.ts):
 * a fetch from here is no navigation, which is what that cache is filled from. Only a page of its
 * own (not 404.html answered for an address without one), and not kept already.
 */
async function keepThisPage() {
  const kept = await caches
    .match(window.location.pathname, { cacheName: RUNTIME_CACHES.pages })
    .catch(() => undefined);
  if (window.location.search === '' && !kept)
    await fetch(window.location.pathname)
      .then(async (response) => {
        if (response.ok)
          await putKept(await caches.open(RUNTIME_CACHES.pages), window.location.pathname, response);
      })
      .catch(() => undefined);
}

/**
 * A file fetched through the worker, which keeps it. One the worker already keeps (precached, or
 * a chunk the app loaded once it was in control) is not asked for again: on a weak signal every
 * request counts.
 */
async function keepFile(url: string) {
  if (await caches.match(url).catch(() => undefined)) return;
  await fetch(url).catch(() => undefined);
}

/**
 * Whether this page's own request went through the service worker, and with it everything the page
 * loaded: the browser sets the navigation's workerStart only then (0 otherwise, and in a browser
 * that does not say, which is then taken as not).
 */
function loadedThroughWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.workerStart ?? 0) > 0;
}

/** Shows the update note for a new version installed and waiting; its button lets that version take over. */
function announce(waiting: ServiceWorker) {
  setWaitingUpdate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    // The worker's own message for taking over (src/offline/sw.ts).
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  updateWaiting.set(true);
}

export async function registerServiceWorker(): Promise<void> {
  const { serviceWorker } = navigator;
  // The first service worker takes control of this very page (its clients.claim).
  if (!serviceWorker.controller) {
    serviceWorker.addEventListener('controllerchange', (event) => keepWhatThisPageLoaded(event.timeStamp), {
      once: true,
    });
  } else if (!loadedThroughWorker()) {
    // It already has: a worker registered by a page opened before finished installing while this
    // one loaded (a phone's first visits on a weak signal), after this page's own request; when
    // is not known, so every file the page fetched past a worker counts.
    keepWhatThisPageLoaded(Number.POSITIVE_INFINITY);
  }
  // A browser may refuse service workers (a private window, an enterprise policy): it rejects, or
  // where a wrapper stands in for the API, gives no registration. The site works without one,
  // only not offline, and the visitor has nothing to act on, so nothing is said.
  const registration = await serviceWorker
    .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
    .then(
      (registered): ServiceWorkerRegistration | undefined => registered,
      () => undefined,
    );
  if (!registration) return;
  // A new version is waiting only where an older one controls the page: the first one takes over
  // at once. One may already be waiting from an earlier visit (the note was not pressed then).
  if (registration.waiting && serviceWorker.controller) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    // Only a worker that finds another active is a new version. Asked now, not at 'installed': on
    // a busy phone a first visit's page can hear its first worker installed only after that
    // worker has taken control, and would greet a new visitor with the update note.
    const replaced = registration.active;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && replaced && replaced !== installing && serviceWorker.controller)
        announce(installing);
    });
  });
  // A tab left open for days (the night before a trip) still hears of a new version; with no
  // signal the check just fails, and is made again the next time the tab is shown.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
