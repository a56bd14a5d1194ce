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

/** The server's answer first, the kept one with no signal. */
export const networkFirst =
  (cacheName: string, rule: CachePlugin, most: number) =>
  async (event: FetchEvent): Promise<Response> => {
    try {
      const response = await fetch(event.request);
      keep(event, cacheName, rule, most, response);
      return response;
    } catch {
      return (await (await caches.open(cacheName)).match(event.request)) ?? Response.error();
    }
  };

/** The kept answer at once, refreshed behind; the server's when none is kept. */
export const staleWhileRevalidate =
  (cacheName: string, rule: CachePlugin, most: number, offline?: () => Promise<Response>) =>
  async (event: FetchEvent): Promise<Response> => {
    const cached = await (await caches.open(cacheName)).match(event.request);
    const fresh = fetch(event.request).then((response) => {
      keep(event, cacheName, rule, most, response);
      return response;
    });
    if (cached) {
      event.waitUntil(fresh.catch(() => undefined));
      return cached;
    }
    try {
      return await fresh;
    } catch {
      return offline ? offline() : Response.error();
    }
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
