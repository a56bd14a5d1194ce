/**
 * The three ways the service worker (src/offline/sw.ts) answers a request from a runtime cache,
 * each storing what its cache's rule (src/offline/cache-rules.ts) accepts.
 */
import { putKept } from './cache-put.ts';
import type { CachePlugin } from './cache-rules.ts';

/*
 * The app's type check has the browser window's types, not a worker's: these are the few parts
 * of a worker's global scope the worker's files use.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

/** Stores an answer its cache's rule accepts, keeping the cache to its newest `most` entries. */
function keep(event: FetchEvent, cacheName: string, rule: CachePlugin, most: number, response: Response) {
  const copy = response.clone();
  event.waitUntil(
    (async () => {
      if (!(await rule.cacheWillUpdate({ response: copy }))) return;
      const cache = await caches.open(cacheName);
      await putKept(cache, event.request, copy);
      // A cache lists its entries oldest first; a stored address moves to the end.
      const stored = await cache.keys();
      for (const old of stored.slice(0, Math.max(0, stored.length - most))) await cache.delete(old);
    })().catch(() => undefined),
  );
}

/**
 * How long a request waits for the server when the worker has another answer to give (a kept copy,
 * the page frame). On a weak signal at dawn, or with a connection the browser never closes once it
 * is cut mid-way (WebKit's, now and then, on a busy phone), the server's answer may never come: the
 * visitor then waited on a blank page for good, the kept copy never shown. A late answer is still
 * stored when it comes.
 */
export const NETWORK_WAIT_MS = 6000;

/** The server's answer if it has come within `ms`; 'failed' if it failed, 'late' if it has not come yet. */
export async function settledWithin(
  answer: Promise<Response>,
  ms: number,
): Promise<Response | 'failed' | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  try {
    return await Promise.race([answer.catch(() => 'failed' as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The longest the worker takes to answer any request it handles, however it answers it (its
 * caches, the server). Seen in WebKit with the connection cut: a navigation that never
 * finished though the server had cut every request within milliseconds, a blank page for
 * good. Past this a page gets the page frame and anything else a network error, which the
 * page survives (an image missing, a chunk the app's recovery reloads).
 */
export const ANSWER_WAIT_MS = 15_000;
/** How long the stand-in answer itself may take before the network error is given. */
const STAND_IN_WAIT_MS = 3000;

/**
 * `answer` when it comes within ANSWER_WAIT_MS (or its failure, as it fails); else `standIn()`,
 * or a network error when that does not come either.
 */
export async function answeredWithin(
  answer: Promise<Response>,
  standIn: () => Promise<Response>,
): Promise<Response> {
  const first = await settledWithin(answer, ANSWER_WAIT_MS);
  if (first instanceof Response) return first;
  if (first === 'failed') return answer;
  const second = await settledWithin(standIn(), STAND_IN_WAIT_MS);
  return second instanceof Response ? second : Response.error();
}

/** The server's answer, stored as its cache's rule accepts. */
function fromServer(event: FetchEvent, cacheName: string, rule: CachePlugin, most: number) {
  return fetch(event.request).then((response) => {
    keep(event, cacheName, rule, most, response);
    return response;
  });
}

/**
 * The server's answer first, the kept one with no signal, or when the server has not answered
 * within NETWORK_WAIT_MS. With nothing kept, the server's answer is the only one, however late.
 */
export const networkFirst =
  (cacheName: string, rule: CachePlugin, most: number) =>
  async (event: FetchEvent): Promise<Response> => {
    const fresh = fromServer(event, cacheName, rule, most);
    const first = await settledWithin(fresh, NETWORK_WAIT_MS);
    if (first instanceof Response) return first;
    const kept = await (await caches.open(cacheName)).match(event.request);
    if (kept) {
      if (first === 'late') event.waitUntil(fresh.catch(() => undefined));
      return kept;
    }
    return fresh.catch(() => Response.error());
  };

/**
 * The kept answer at once, refreshed behind; the server's when none is kept, and `offline()` (the
 * page frame) when that fails or has not come within NETWORK_WAIT_MS.
 */
export const staleWhileRevalidate =
  (cacheName: string, rule: CachePlugin, most: number, offline?: () => Promise<Response>) =>
  async (event: FetchEvent): Promise<Response> => {
    const cached = await (await caches.open(cacheName)).match(event.request);
    const fresh = fromServer(event, cacheName, rule, most);
    if (cached) {
      event.waitUntil(fresh.catch(() => undefined));
      return cached;
    }
    if (!offline) return fresh.catch(() => Response.error());
    // A page never opened: the page frame once the server has failed or not answered in time.
    const first = await settledWithin(fresh, NETWORK_WAIT_MS);
    if (first instanceof Response) return first;
    if (first === 'late') event.waitUntil(fresh.catch(() => undefined));
    return offline();
  };

/** The kept answer if any: the file at that address never changes. */
export const cacheFirst =
  (cacheName: string, rule: CachePlugin, most: number, options?: CacheQueryOptions) =>
  async (event: FetchEvent): Promise<Response> => {
    const cached = await (await caches.open(cacheName)).match(event.request, options);
    if (cached) return cached;
    try {
      const response = await fetch(event.request);
      keep(event, cacheName, rule, most, response);
      return response;
    } catch {
      return Response.error();
    }
  };

/**
 * The precached copy stored under `key`, else the server's. A precached file the browser has
 * dropped since the worker installed (WebKit's private windows empty a worker's caches each time
 * it stops, and keep the worker) is put back when it is content-named (stored under its own
 * address): the server's file is then the same file, there for the next visit with no signal.
 * A file that keeps its name across versions is stored under its revision, and the server may
 * already hold the next version's: that one waits for the next install.
 */
export const fromPrecache =
  (cacheName: string, key: string) =>
  async (event: FetchEvent): Promise<Response> => {
    const cache = await caches.open(cacheName);
    const kept = await cache.match(key);
    if (kept) return kept;
    const response = await fetch(event.request);
    if (key === event.request.url && response.ok)
      event.waitUntil(putKept(cache, key, response.clone()).catch(() => undefined));
    return response;
  };

/**
 * A page's answer with its body read whole first. Seen in WebKit on a busy phone: a page answered
 * with a body still streaming (from a cache, or from the server while its copy is being stored)
 * at times never reached the tab, which then kept loading for good, blank, and took the browser's
 * next pages down with it. A body already in memory goes over as one piece. A page is some tens of
 * kilobytes; a redirect, an error or another origin's answer goes as it came.
 */
export async function readWhole(answer: Promise<Response>): Promise<Response> {
  const response = await answer;
  if ((response.type !== 'basic' && response.type !== 'default') || response.redirected || !response.body)
    return response;
  return new Response(await response.arrayBuffer(), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
