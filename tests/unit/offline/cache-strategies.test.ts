import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANSWER_WAIT_MS,
  answeredWithin,
  fromPrecache,
  readWhole,
  NETWORK_WAIT_MS,
  networkFirst,
  settledWithin,
  staleWhileRevalidate,
  type FetchEvent,
} from '../../../src/offline/cache-strategies.ts';
import type { CachePlugin } from '../../../src/offline/cache-rules.ts';

const page = 'https://example.org/2025/program3/';
const keepAll: CachePlugin = { cacheWillUpdate: ({ response }) => Promise.resolve(response) };

/** The worker's caches, one map of address to body per cache name. */
function stubCaches(kept: Record<string, Record<string, string>>) {
  const open = (name: string) => {
    const entries = (kept[name] ??= {});
    const key = (request: RequestInfo) => (typeof request === 'string' ? request : request.url);
    return Promise.resolve({
      match: (request: RequestInfo) =>
        Promise.resolve(key(request) in entries ? new Response(entries[key(request)]) : undefined),
      put: async (request: RequestInfo, response: Response) => {
        entries[key(request)] = await response.text();
      },
      keys: () => Promise.resolve(Object.keys(entries).map((address) => new Request(address))),
      delete: (request: RequestInfo) => Promise.resolve(delete entries[key(request)]),
    });
  };
  vi.stubGlobal('caches', { open });
}

/** A fetch event for `address`; `answered` is what the worker gave the page, `kept` waits for its waitUntil work. */
function fetchEvent(address: string) {
  const pending: Promise<unknown>[] = [];
  const event = {
    request: new Request(address),
    waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    respondWith: () => undefined,
  } as unknown as FetchEvent;
  return { event, kept: () => Promise.all(pending) };
}

/** A server that takes the request and never answers: a connection cut mid-way that is never closed. */
const neverAnswers = () => new Promise<Response>(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the worker's wait for the server", () => {
  it('gives the answer that came in time, says which failed, and which has not come yet', async () => {
    const answer = new Response('x');
    await expect(settledWithin(Promise.resolve(answer), 1000)).resolves.toBe(answer);
    await expect(settledWithin(Promise.reject(new TypeError('Load failed')), 1000)).resolves.toBe('failed');
    const waiting = settledWithin(neverAnswers(), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(waiting).resolves.toBe('late');
  });
});

describe('every request the worker takes is answered', () => {
  const standIn = () => Promise.resolve(new Response('the page frame'));

  it('with its own answer when it comes in time, or its failure as it fails', async () => {
    const answer = new Response('the page');
    await expect(answeredWithin(Promise.resolve(answer), standIn)).resolves.toBe(answer);
    await expect(answeredWithin(Promise.reject(new TypeError('Load failed')), standIn)).rejects.toThrow(
      'Load failed',
    );
  });

  it('with the stand-in when its answer never comes (caches or wire stuck)', async () => {
    const answered = answeredWithin(neverAnswers(), standIn);
    let settled = false;
    void answered.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answered.then((response) => response.text())).resolves.toBe('the page frame');
  });

  it('with a network error when the stand-in never comes either', async () => {
    const answered = answeredWithin(neverAnswers(), neverAnswers);
    await vi.advanceTimersByTimeAsync(ANSWER_WAIT_MS + 3000);
    await expect(answered.then((response) => response.type)).resolves.toBe('error');
  });
});

describe('a page never opened, with a server that never answers', () => {
  it('gets the page frame once the wait is over, not a page that never loads', async () => {
    stubCaches({});
    vi.stubGlobal('fetch', neverAnswers);
    const frame = () => Promise.resolve(new Response('the page frame'));
    const { event } = fetchEvent(page);
    const answered = staleWhileRevalidate('pages', keepAll, 60, frame)(event);
    let settled = false;
    void answered.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(NETWORK_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await answered).text()).toBe('the page frame');
  });

  it("stores the server's answer when it comes after the page frame was shown", async () => {
    const kept: Record<string, Record<string, string>> = {};
    stubCaches(kept);
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const { event, kept: stored } = fetchEvent(page);
    const answered = staleWhileRevalidate('pages', keepAll, 60, () =>
      Promise.resolve(new Response('the page frame')),
    )(event);
    await vi.advanceTimersByTimeAsync(NETWORK_WAIT_MS);
    expect(await (await answered).text()).toBe('the page frame');
    answer(new Response('the trip page'));
    await vi.advanceTimersByTimeAsync(0);
    await stored();
    expect(kept.pages?.[page]).toBe('the trip page');
  });

  it('a page kept once is shown at once, whatever the server does', async () => {
    stubCaches({ pages: { [page]: 'the kept trip page' } });
    vi.stubGlobal('fetch', neverAnswers);
    const { event } = fetchEvent(page);
    const answered = await staleWhileRevalidate('pages', keepAll, 60, () => Promise.reject(new Error()))(
      event,
    );
    expect(await answered.text()).toBe('the kept trip page');
  });
});

describe('a track kept for the trip morning, with a server that never answers', () => {
  const track = 'https://example.org/2026/program5-hosszu.gpx';

  it('is given from the cache once the wait is over', async () => {
    stubCaches({ tracks: { [track]: '<gpx/>' } });
    vi.stubGlobal('fetch', neverAnswers);
    const answered = networkFirst('tracks', keepAll, 30)(fetchEvent(track).event);
    await vi.advanceTimersByTimeAsync(NETWORK_WAIT_MS);
    expect(await (await answered).text()).toBe('<gpx/>');
  });

  it('never kept: waits on for the server, its answer the only one there is', async () => {
    stubCaches({});
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    const answered = networkFirst('tracks', keepAll, 30)(fetchEvent(track).event);
    let settled = false;
    void answered.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(NETWORK_WAIT_MS * 3);
    expect(settled).toBe(false);
    answer(new Response('<gpx/>'));
    expect(await (await answered).text()).toBe('<gpx/>');
  });

  it("with a signal, the server's answer, not the kept one", async () => {
    stubCaches({ tracks: { [track]: '<gpx old/>' } });
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<gpx new/>')));
    const answered = await networkFirst('tracks', keepAll, 30)(fetchEvent(track).event);
    expect(await answered.text()).toBe('<gpx new/>');
  });
});

describe('a precached file the browser has dropped', () => {
  const chunk = 'https://example.org/assets/index-AbC123.js';
  const precache = 'workbox-precache-v2-https://example.org/';

  it('is put back from the server when its name holds its content, and served from the precache next time', async () => {
    const kept: Record<string, Record<string, string>> = { [precache]: {} };
    stubCaches(kept);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('the app')));
    const online = fetchEvent(chunk);
    expect(await (await fromPrecache(precache, chunk)(online.event)).text()).toBe('the app');
    await online.kept();
    expect(kept[precache]).toEqual({ [chunk]: 'the app' });

    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Load failed')));
    const offline = fetchEvent(chunk);
    expect(await (await fromPrecache(precache, chunk)(offline.event)).text()).toBe('the app');
  });

  it('waits for the next install when the file keeps its name across versions (the server may hold the next one)', async () => {
    const kept: Record<string, Record<string, string>> = { [precache]: {} };
    stubCaches(kept);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>the next version')));
    const { event, kept: stored } = fetchEvent('https://example.org/');
    const key = 'https://example.org/index.html?__WB_REVISION__=1a2b';
    expect(await (await fromPrecache(precache, key)(event)).text()).toBe('<html>the next version');
    await stored();
    expect(kept[precache]).toEqual({});
  });

  it('is not put back from a failed answer', async () => {
    const kept: Record<string, Record<string, string>> = { [precache]: {} };
    stubCaches(kept);
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('gone', { status: 404 })));
    const { event, kept: stored } = fetchEvent(chunk);
    expect((await fromPrecache(precache, chunk)(event)).status).toBe(404);
    await stored();
    expect(kept[precache]).toEqual({});
  });
});

describe("a page's answer", () => {
  it('goes to the tab with its body already read, its status and headers as they came', async () => {
    const parts = ['<!doctype html>', '<h1>Bükkszentkereszt</h1>'];
    const streamed = new ReadableStream<Uint8Array>({
      pull(controller) {
        const part = parts.shift();
        if (part === undefined) controller.close();
        else controller.enqueue(new TextEncoder().encode(part));
      },
    });
    const answer = new Response(streamed, {
      status: 200,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Frame-Options': 'DENY' },
    });
    const whole = await readWhole(Promise.resolve(answer));
    expect(whole).not.toBe(answer);
    expect(answer.bodyUsed).toBe(true);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(whole.headers.get('X-Frame-Options')).toBe('DENY');
    expect(await whole.text()).toBe('<!doctype html><h1>Bükkszentkereszt</h1>');
  });

  it('goes as it came when it is an error or has no body', async () => {
    const failed = Response.error();
    expect(await readWhole(Promise.resolve(failed))).toBe(failed);
    const empty = new Response(null, { status: 204 });
    expect(await readWhole(Promise.resolve(empty))).toBe(empty);
  });
});
