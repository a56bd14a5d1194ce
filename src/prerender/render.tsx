/**
 * Renders screens to HTML at build time (scripts/vite-prerender.ts loads this
 * module in Node through Vite). The tree is the browser's own (src/app.tsx),
 * rendered as the browser renders it, so src/main.tsx can hydrate the copy.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from '../app';
import { DocumentHeadRecorder, type DocumentHead } from '../components/use-document-title';
import {
  eventsAreBundled,
  eventsQueryOptions,
  fetchBundledEvents,
  keyEventsQueryOptions,
} from '../data/events';
import { pageKey, tripDocuments } from '../data/trips';
import { addressChangeDays } from '../lib/seasons';
import { eventDateToIso } from '../lib/dates';
import { nextIsoDay } from '../lib/trip-facts';
import { createAppRouter, createQueryClient } from '../router';
import pages from '../content/pages.json';

export interface RenderedScreen {
  /** Route path, e.g. `/program1`. */
  path: string;
  /** The tab title and description the screen sets. */
  head: DocumentHead;
  /** First day this copy is right for (`YYYY-MM-DD`), or "" for any day. */
  from: string;
  html: string;
}

async function renderScreen(
  path: string,
  today: string | null,
  seed?: (queryClient: ReturnType<typeof createQueryClient>) => void,
): Promise<{ head: DocumentHead; html: string }> {
  const queryClient = createQueryClient();
  if (eventsAreBundled) queryClient.setQueryData(eventsQueryOptions().queryKey, await fetchBundledEvents());
  seed?.(queryClient);
  const history = createMemoryHistory({ initialEntries: [path] });
  // Links as the browser's hash history writes them for the page at the site's address.
  history.createHref = (href) => `${import.meta.env.BASE_URL}#${href}`;
  const router = createAppRouter({ queryClient, history, prerendering: true, today });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`prerendering ${path}: route ${failed.routeId} ended as "${failed.status}"`);

  const errors: unknown[] = [];
  let head: DocumentHead | null = null;
  const page = (
    <DocumentHeadRecorder value={(screenHead) => (head = screenHead)}>
      <App queryClient={queryClient} router={router} today={today} />
    </DocumentHeadRecorder>
  );
  const { prelude } = await prerender(page, {
    onError: (error) => void errors.push(error),
    // One piece of HTML: no boundaries left to stream in later.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  // React puts preload hints for the screen's pictures first; the pictures' own tags load them
  // as soon as the copy is shown, and the browser's render would not have the hints.
  const html = (await new Response(prelude).text()).replace(/^(<link rel="preload"[^>]*\/>)+/, '');
  if (errors.length > 0) throw new Error(`prerendering ${path} failed`, { cause: errors[0] });
  // The browser adds what only it can work out (the JSON-LD needs the page's address); a script
  // in the copy would be the server's, and would not match.
  if (/<script/i.test(html)) throw new Error(`prerendering ${path}: the copy contains a <script>`);
  if (!head) throw new Error(`prerendering ${path}: the screen set no title (useDocumentTitle)`);
  return { head, html };
}

/**
 * The days on which the home page and the program change: a trip stops being
 * the next one on the day after its date (findNextIndex in
 * src/lib/carousel-window.ts), so each such day starts a new copy.
 */
export async function changeDays(): Promise<string[]> {
  const days = new Set<string>();
  for (const event of await fetchBundledEvents()) {
    const iso = eventDateToIso(event.date);
    if (iso) days.add(nextIsoDay(iso));
  }
  return ['', ...[...days].sort()];
}

/**
 * Every screen the build can know in advance. Each trip document's permanent
 * address (`/2025/program3`) renders as its season's program has it (the
 * bundled season file, which is also what the club seeds Firestore from).
 * The home page, the program and the short addresses (`/program3`, which
 * show the key's next trip) depend on the event list, known at build time
 * only when it is bundled; with Firestore they are left to the browser.
 * A short address gets a copy for each day from which it shows another
 * season's trip.
 */
export async function renderScreens(): Promise<RenderedScreen[]> {
  const screens: RenderedScreen[] = [];
  const bundled = await fetchBundledEvents();
  for (const { season, key } of tripDocuments()) {
    const path = `/${season}/${key}`;
    const seed = (queryClient: ReturnType<typeof createQueryClient>) =>
      queryClient.setQueryData(
        keyEventsQueryOptions(key, season).queryKey,
        bundled.filter((event) => event.pdf === key),
      );
    screens.push({ path, from: '', ...(await renderScreen(path, null, seed)) });
  }
  if (eventsAreBundled) {
    const keys = new Set([
      ...bundled.map((event) => event.pdf),
      ...Object.keys(pages.aliases),
      ...pages.placeholders,
    ]);
    for (const key of [...keys].sort()) {
      const target = pageKey(key);
      // Every season's events of the key, so the copy for each day is chosen from all of them.
      const seed = (queryClient: ReturnType<typeof createQueryClient>) =>
        queryClient.setQueryData(
          keyEventsQueryOptions(target).queryKey,
          bundled.filter((event) => event.pdf === target),
        );
      for (const day of addressChangeDays(bundled, target)) {
        const asOf = day === '' ? '0000-01-01' : day;
        screens.push({ path: `/${key}`, from: day, ...(await renderScreen(`/${key}`, asOf, seed)) });
      }
    }
    for (const day of await changeDays()) {
      // The first copy stands for every day before the first change: any such day renders the same.
      const asOf = day === '' ? '0000-01-01' : day;
      for (const path of ['/', '/home', '/evesprogram']) {
        screens.push({ path, from: day, ...(await renderScreen(path, asOf)) });
      }
    }
  }
  return screens;
}
