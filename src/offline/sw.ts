/**
 * The service worker, built into dist/sw.js by vite-plugin-pwa (vite-plugins/vite-offline.ts),
 * which writes the precache list in place of self.__WB_MANIFEST. Registered by
 * src/offline/register-service-worker.ts.
 *
 * Its jobs are few: keep the app shell (the precache) for reading with no signal, keep each page,
 * chunk, picture and track once used (src/offline/cache-rules.ts), and wait for the visitor's
 * tap before a new version takes over. Written out rather than built from Workbox's runtime,
 * which was 9 kB gzip of every new visitor's first visit for these few jobs, more than the rest
 * of the precache beyond the home page's own files. It keeps Workbox's precache layout (the
 * cache's name, its keys), so a phone updating from the Workbox worker keeps what it has and
 * downloads only the files that changed.
 */
import { putKept } from './cache-put.ts';
import { isOwnOldPrecache, precacheName } from './precache-name.ts';
import {
  onlyPages,
  onlyPictures,
  onlyPrerenderedCopies,
  onlyScripts,
  onlyTracks,
  pictureRequest,
  prerenderedRequest,
  RUNTIME_CACHES,
  siteChunkRequest,
  sitePageRequest,
  siteTrackRequest,
  type RequestMatch,
} from './cache-rules.ts';
import {
  answeredWithin,
  cacheFirst,
  fromPrecache,
  readWhole,
  networkFirst,
  staleWhileRevalidate,
  type ExtendableEvent,
  type FetchEvent,
} from './cache-strategies.ts';

/* The parts of a worker's global scope this file uses (src/offline/cache-strategies.ts says why). */
interface PrecacheEntry {
  url: string;
  /** Null for a file whose name changes with its content (a hashed chunk). */
  revision: string | null;
}
interface WorkerScope {
  __WB_MANIFEST: PrecacheEntry[];
  registration: { scope: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}
const worker = self as unknown as WorkerScope;
const scope = worker.registration.scope;

/** Workbox's precache name for this scope: what a phone updating from the Workbox worker already holds. */
const PRECACHE = precacheName(scope);

/**
 * Each precached address and its key in the precache: a file that keeps its name across versions
 * (index.html, 404.html) is stored under its revision, so a new version's copy is fetched beside
 * the old one while the old version still serves its pages.
 */
const precached = new Map(
  // Written out as `self.__WB_MANIFEST`: the build finds the list's place by that text.
  (self as unknown as WorkerScope).__WB_MANIFEST.map(({ url, revision }) => {
    const address = new URL(url, scope).href;
    return [address, revision ? `${address}?__WB_REVISION__=${revision}` : address];
  }),
);

/**
 * The precache key of an address, if any: without the parameters a shared link adds
 * (utm_…, fbclid), and a folder's address names its index.html.
 */
function precacheKey(url: URL): string | undefined {
  const plain = new URL(url.href);
  plain.hash = '';
  for (const name of [...plain.searchParams.keys()])
    if (/^utm_|^fbclid$/.test(name)) plain.searchParams.delete(name);
  const candidates = [plain.href];
  if (plain.pathname.endsWith('/')) candidates.push(new URL('index.html', plain).href);
  for (const candidate of candidates) {
    const key = precached.get(candidate);
    if (key) return key;
  }
  return undefined;
}

// Installing fetches only what the phone does not hold yet, one file at a time, as a weak signal
// allows; a file that fails to come fails the install, which the browser tries again at the next visit.
worker.addEventListener('install', (event) =>
  event.waitUntil(
    (async () => {
      const cache = await caches.open(PRECACHE);
      for (const [address, key] of precached) {
        if (await cache.match(key)) continue;
        // A file that keeps its name is asked of the server, not of the HTTP cache, which may hold
        // the old version; a hashed chunk from the HTTP cache is the same file.
        const response = await fetch(address, {
          cache: key === address ? 'default' : 'reload',
          credentials: 'same-origin',
        });
        if (!response.ok) throw new Error(`${address}: ${response.status}`);
        await putKept(cache, key, response);
      }
    })(),
  ),
);

// Taking over: the old version's files go, the runtime caches (pages, tracks kept for the trip
// morning) stay, and the first visit's page is controlled at once, so what it loads next is kept.
worker.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      const keys = new Set(precached.values());
      const cache = await caches.open(PRECACHE);
      for (const request of await cache.keys()) if (!keys.has(request.url)) await cache.delete(request);
      // This scope's precaches of Workbox's earlier layouts (never the organisers' page's), and the
      // Workbox worker's record of its caches' ages.
      for (const name of await caches.keys()) if (isOwnOldPrecache(name, scope)) await caches.delete(name);
      indexedDB.deleteDatabase('workbox-expiration');
      await worker.clients.claim();
    })(),
  ),
);

// A new version waits until the visitor presses the reload button of the update note
// (src/offline/update-prompt.tsx; src/offline/register-service-worker.ts sends this message).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

interface Route {
  match: (request: RequestMatch) => boolean;
  handle: (event: FetchEvent) => Promise<Response>;
}

/** Offline, a page never opened: the page frame, in which the app renders the screen from the data it has kept. */
async function pageFrame(): Promise<Response> {
  const frame = await (
    await caches.open(PRECACHE)
  ).match(new URL('404.html', scope).href, {
    ignoreSearch: true,
  });
  return frame ?? Response.error();
}

/** In order: the first that matches a request answers it. */
const routes: Route[] = [
  {
    // A track downloaded once is kept for the trip morning with no signal, where the trip page
    // offers it again (src/components/trip/track-download.tsx). Online, the server's file first, so
    // a corrected track replaces the kept one. Before the pages: a download may be a navigation.
    match: siteTrackRequest,
    handle: networkFirst(RUNTIME_CACHES.tracks, onlyTracks, 30),
  },
  {
    // Every page opened is kept: shown at once on the next visit (a weak signal at dawn waits for
    // nothing) and refreshed behind, so it is the version of the scripts the visitor has until they
    // take the new one from the update note; the app then reads the day's data and the start-up
    // script picks the day's copy.
    match: sitePageRequest,
    handle: staleWhileRevalidate(RUNTIME_CACHES.pages, onlyPages, 60, pageFrame),
  },
  {
    // Trip documents and other lazily loaded chunks. Module scripts are requested with an Origin
    // header and servers answer `Vary: Origin`; the copy the page stores after its first visit
    // (register-service-worker.ts) was fetched without one. Same file either way.
    match: siteChunkRequest,
    handle: cacheFirst(RUNTIME_CACHES.chunks, onlyScripts, 80, { ignoreVary: true }),
  },
  {
    // Prerendered screens (vite-plugins/vite-prerender.ts): named by their content, so a stored
    // copy never goes stale; a screen seen once shows at once offline too.
    match: prerenderedRequest,
    handle: cacheFirst(RUNTIME_CACHES.prerendered, onlyPrerenderedCopies, 60),
  },
  {
    // Pictures keep their names when redrawn, so show the kept one and refresh it behind.
    match: pictureRequest,
    handle: staleWhileRevalidate(RUNTIME_CACHES.pictures, onlyPictures, 60),
  },
];

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const key = precacheKey(url);
  // Whatever happens in the caches or on the wire, every request the worker takes is answered.
  const noAnswer = () => Promise.resolve(Response.error());
  const page = request.mode === 'navigate';
  if (key) {
    const precached = fromPrecache(PRECACHE, key)(event);
    event.respondWith(answeredWithin(page ? readWhole(precached) : precached, noAnswer));
    return;
  }
  const sameOrigin = url.origin === new URL(scope).origin;
  const route = routes.find((candidate) => candidate.match({ request, url, sameOrigin }));
  if (route)
    event.respondWith(
      page
        ? answeredWithin(readWhole(route.handle(event)), () => readWhole(pageFrame()))
        : answeredWithin(route.handle(event), noAnswer),
    );
});
