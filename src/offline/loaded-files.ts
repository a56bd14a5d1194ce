/**
 * The files a page fetched past the service worker: at a first visit everything the page loaded
 * before the worker took it over. The worker keeps only what it answers, so the page fetches
 * these again through it (src/offline/register-service-worker.ts).
 */

/** What the rule reads of one of the page's resource timing entries. */
export interface LoadedFile {
  /** the file's address */
  name: string;
  /** when its request began, on the page's performance clock */
  startTime: number;
  /** when a worker took the request, 0 when none did (and in a browser that does not say) */
  workerStart: number;
}

export interface PageOrigin {
  /** the page's origin */
  origin: string;
  /** the site's base path (Vite's base) */
  base: string;
  /** when the worker took the page over, on the page's performance clock */
  controlledAt: number;
}

/**
 * The site's scripts, pictures and prerendered screens among `entries` whose request went past
 * the worker: begun before it took the page over, however long after that its answer came, and
 * taken by no worker.
 */
export function filesPastTheWorker(entries: readonly LoadedFile[], page: PageOrigin): string[] {
  const files = entries
    .filter((entry) => entry.startTime < page.controlledAt && !(entry.workerStart > 0))
    .map((entry) => new URL(entry.name, page.origin))
    .filter(
      (url) =>
        url.origin === page.origin &&
        (/\/assets\/[^/]+\.js$/.test(url.pathname) ||
          url.pathname.startsWith(`${page.base}pictures/`) ||
          url.pathname.startsWith(`${page.base}prerendered/`)),
    );
  return [...new Set(files.map(String))];
}

/**
 * Calls `found` with filesPastTheWorker as the page's requests end: those ended already, and
 * those still on the way when the worker took over (the trip list's chunk, which the app asks
 * for after the load event), which the page's list of what it loaded does not hold yet.
 */
export function watchFilesPastTheWorker(page: PageOrigin, found: (urls: string[]) => void): void {
  const pick = (entries: readonly PerformanceEntry[]) =>
    found(filesPastTheWorker(entries as readonly PerformanceResourceTiming[], page));
  if (PerformanceObserver.supportedEntryTypes.includes('resource'))
    new PerformanceObserver((list) => pick(list.getEntries())).observe({ type: 'resource', buffered: true });
  else pick(performance.getEntriesByType('resource'));
}
