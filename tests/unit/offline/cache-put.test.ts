import { describe, expect, it } from 'vitest';
import { putKept } from '../../../src/offline/cache-put.ts';

/**
 * A cache as WebKit leaves it after a write cut off mid-way: a put of a stuck address resolves and
 * keeps nothing, until the address is deleted.
 */
function cacheWithCutOffWrite(stuck: string) {
  const kept = new Map<string, string>();
  const stuckAddresses = new Set([stuck]);
  const key = (request: RequestInfo) => (typeof request === 'string' ? request : request.url);
  const cache = {
    put: async (request: RequestInfo, response: Response) => {
      const body = await response.text();
      if (!stuckAddresses.has(key(request))) kept.set(key(request), body);
    },
    match: (request: RequestInfo) =>
      Promise.resolve(kept.has(key(request)) ? new Response(kept.get(key(request))) : undefined),
    delete: (request: RequestInfo) =>
      Promise.resolve(stuckAddresses.delete(key(request)) || kept.delete(key(request))),
  };
  return { cache: cache as unknown as Cache, kept };
}

const chunk = 'https://example.org/assets/trips-2IsSK_Yp.js';

describe('storing a file for reading offline', () => {
  it('keeps a file whose earlier write was cut off, where a plain put keeps nothing', async () => {
    const plain = cacheWithCutOffWrite(chunk);
    await plain.cache.put(chunk, new Response('export const trips = [];'));
    expect(plain.kept.has(chunk)).toBe(false);

    const checked = cacheWithCutOffWrite(chunk);
    await putKept(checked.cache, chunk, new Response('export const trips = [];'));
    expect(checked.kept.get(chunk)).toBe('export const trips = [];');
  });

  it('stores a file once when the put keeps it', async () => {
    const { cache, kept } = cacheWithCutOffWrite('https://example.org/other.js');
    const calls: string[] = [];
    const counted = new Proxy(cache, {
      get: (target, name: string) => {
        const method = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[name]!;
        return (...args: unknown[]) => (calls.push(name), method(...args));
      },
    });
    await putKept(counted, new Request(chunk), new Response('x'));
    expect(kept.get(chunk)).toBe('x');
    expect(calls).toEqual(['put', 'match']);
  });
});
