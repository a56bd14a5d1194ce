/**
 * Storing an answer in one of the offline caches so that it is there to read: the worker's
 * runtime caches (src/offline/cache-strategies.ts) and the page that fills them
 * (src/offline/register-service-worker.ts) store through this.
 */

/**
 * Stores `response` under `request` and checks it is kept. WebKit resolves a put and keeps
 * nothing when an earlier write of the same address was cut off (its tab closed while the file was
 * still being stored); deleting the address clears that, and the second put keeps the answer.
 * Without this, that file would never be read offline on that phone.
 */
export async function putKept(cache: Cache, request: RequestInfo, response: Response): Promise<void> {
  const spare = response.clone();
  await cache.put(request, response);
  if (await cache.match(request)) return;
  await cache.delete(request);
  await cache.put(request, spare);
}
