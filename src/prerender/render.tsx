/**
 * Renders screens to HTML at build time: the build's `prerender` environment
 * bundles this module for Node with the app's own config and plugins, and
 * vite-plugins/vite-prerender.ts runs it. The tree is the browser's own (src/app.tsx),
 * rendered as the browser renders it, so src/main.tsx can hydrate the copy.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from '../app';
import { DocumentHeadRecorder, type DocumentHead } from '../components/shared/use-document-title';
import { StructuredDataRecorder } from '../components/shared/json-ld-script';
import type { ClubEvent } from '../../schema/event';
import {
  eventsAreBundled,
  eventsQueryOptions,
  fetchBundledEvents,
  keyEventsQueryOptions,
  seasonProgramQueryOptions,
  startingEvents,
} from '../data/events';
import type { SeasonProgram } from '../data/season-program';
import { pageKey, tripDocuments } from '../data/trips';
import { seasonOf } from '../lib/seasons';
import { addressChangeDays, eventPageKey } from '../lib/page-choice';
import { addIsoDays, eventDateToIso } from '../lib/dates';
import { createAppRouter, createQueryClient } from '../router';
import type { CopyQuery } from './pick';
import pages from '../content/pages.json';

export interface RenderedScreen {
  /** Path address, e.g. `/program1/`. */
  path: string;
  /** The tab title and description the screen sets (null with `html`). */
  head: DocumentHead | null;
  /** First day this copy is right for (`YYYY-MM-DD`), or "" for any day. */
  from: string;
  /** Null: from this day on there is no copy; the browser renders the screen itself. */
  html: string | null;
  /** The data the copy carries for the app (see renderScreen). */
  queries: CopyQuery[];
}

/** What the first copy of a screen is rendered as of: it stands for every day before the first change, and any such day renders the same. */
const ANY_DAY = '0000-01-01';

/** The day (`YYYY-MM-DD`) of the latest of these events, or null. */
function lastEventDay(events: readonly ClubEvent[]): string | null {
  const days = events.map((event) => eventDateToIso(event.date)).filter((iso): iso is string => iso !== null);
  return days.length > 0 ? days.sort().at(-1)! : null;
}

/**
 * Renders one screen as of `today`, with `queries` in the cache (a trip page's
 * events). A build configured for Firestore puts them into the copy too: the
 * browser would otherwise have to read Firestore before it can take the copy
 * over (src/main.tsx). The bundled build leaves them out, since the browser has
 * the same events in its own bundle and would only read them twice.
 */
async function renderScreen(
  path: string,
  today: string | null,
  queries: CopyQuery[] = [],
): Promise<{ head: DocumentHead; html: string; queries: CopyQuery[] }> {
  const queryClient = createQueryClient();
  const events = await knownEvents();
  // The list the browser starts from too (the bundled one, or the build's Firestore snapshot).
  if (events) queryClient.setQueryData(eventsQueryOptions().queryKey, events);
  for (const query of queries) queryClient.setQueryData(query.key, query.data);
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter({ queryClient, history, prerendering: true, today });
  await router.load();
  const failed = router.state.matches.find((match) => match.status !== 'success');
  if (failed) throw new Error(`prerendering ${path}: route ${failed.routeId} ended as "${failed.status}"`);

  const errors: unknown[] = [];
  let head: DocumentHead | null = null;
  let structuredData: unknown;
  const page = (
    <DocumentHeadRecorder value={(screenHead) => (head = screenHead)}>
      <StructuredDataRecorder value={(data) => (structuredData = data)}>
        <App queryClient={queryClient} router={router} today={today} />
      </StructuredDataRecorder>
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
  // The title hook runs before the page's structured data is worked out, further down the tree.
  head = { ...(head as DocumentHead), structuredData };
  return { head, html, queries: eventsAreBundled ? [] : queries };
}

/** A trip address's events as its loader asks for them (keyEventsQueryOptions). */
function keyEventsSeed(key: string, season: number | undefined, events: ClubEvent[]): CopyQuery[] {
  return [{ key: [...keyEventsQueryOptions(key, season).queryKey], data: events }];
}

/**
 * The days on which the home page and the program change: a trip stops being
 * the next one on the day after its date (isUpcoming in
 * src/lib/event-timing.ts), so each such day starts a new copy. A trip's
 * own page changes then too: it offers no "Naptárba" once the trip is over
 * (isOver in src/lib/event-timing.ts).
 */
export async function changeDays(events: ClubEvent[]): Promise<string[]> {
  const days = new Set<string>();
  for (const event of events) {
    const iso = eventDateToIso(event.date);
    if (iso) days.add(addIsoDays(iso, 1));
  }
  return ['', ...[...days].sort()];
}

/**
 * The event list known at build time: the bundled one, or the recent events
 * a build configured for Firestore read (null when it could not read one).
 */
async function knownEvents(): Promise<ClubEvent[] | null> {
  return eventsAreBundled ? fetchBundledEvents() : startingEvents;
}

/**
 * Every screen the build can know in advance. Each trip document's permanent
 * address (`/2025/program3`) renders as its season's program has it (the
 * build's Firestore snapshot where it has the trip's event, else the bundled
 * season file, which is also what the club seeds Firestore from). The home
 * page, the program and the short addresses (`/program3`, which show the
 * key's next trip) depend on the event list: without one known at build time
 * they are left to the browser. A short address gets a copy for each day from
 * which it shows another season's trip.
 */
export async function renderScreens(): Promise<RenderedScreen[]> {
  const screens: RenderedScreen[] = [];
  const bundled = await fetchBundledEvents();
  const events = await knownEvents();
  /** A key's events as the build knows them. */
  const eventsOfKey = (key: string) => {
    const known = (events ?? []).filter((event) => event.pdf === key);
    return known.length > 0 ? known : bundled.filter((event) => event.pdf === key);
  };
  for (const { season, key } of tripDocuments()) {
    const path = `/${season}/${key}/`;
    const seed = keyEventsSeed(key, season, eventsOfKey(key));
    for (const day of await changeDays(eventsOfKey(key).filter((event) => seasonOf(event.date) === season))) {
      screens.push({ path, from: day, ...(await renderScreen(path, day || ANY_DAY, seed)) });
    }
  }
  if (events) {
    // Every other event's permanent address: the placeholder of a trip without its page yet, or
    // an alias of a trip's page (`/2025/program2/`): what cards, the program, the calendars and
    // the sitemap link to.
    const rendered = new Set(screens.map((screen) => screen.path));
    for (const event of events) {
      const season = seasonOf(event.date);
      const path = `/${eventPageKey(event)}/`;
      if (season === null || rendered.has(path)) continue;
      rendered.add(path);
      const target = pageKey(event.pdf);
      const seed = keyEventsSeed(target, season, eventsOfKey(target));
      for (const day of await changeDays(
        eventsOfKey(target).filter((other) => seasonOf(other.date) === season),
      )) {
        screens.push({ path, from: day, ...(await renderScreen(path, day || ANY_DAY, seed)) });
      }
    }
    const keys = new Set([
      ...events.map((event) => event.pdf),
      ...Object.keys(pages.aliases),
      ...pages.placeholders,
    ]);
    for (const key of [...keys].sort()) {
      const target = pageKey(key);
      const targetEvents = eventsOfKey(target);
      // Every season's events of the key, so the copy for each day is chosen from all of them.
      const seed = keyEventsSeed(target, undefined, targetEvents);
      // The days it shows another trip, and in the bundled build the day its last trip is over.
      const days = eventsAreBundled
        ? await changeDays(targetEvents)
        : addressChangeDays(targetEvents, target);
      for (const day of days) {
        screens.push({
          path: `/${key}/`,
          from: day,
          ...(await renderScreen(`/${key}/`, day || ANY_DAY, seed)),
        });
      }
      // From the day after the key's last event the build knows of, the club may have published
      // the next season's trip in Firestore since: a copy of the old one could show last year's
      // itinerary for a moment, so the browser renders the address from the live data instead.
      const lastDay = lastEventDay(targetEvents);
      if (!eventsAreBundled && lastDay)
        screens.push({ path: `/${key}/`, from: addIsoDays(lastDay, 1), head: null, html: null, queries: [] });
    }
    for (const day of await changeDays(events)) {
      for (const path of ['/', '/evesprogram/']) {
        screens.push({ path, from: day, ...(await renderScreen(path, day || ANY_DAY)) });
      }
    }
    // Each season's own program, for ever: what search engines index and links to a past year open.
    const seasons = [...new Set(events.map((event) => seasonOf(event.date)))]
      .filter((season): season is number => season !== null)
      .sort();
    for (const [index, season] of seasons.entries()) {
      const path = `/evesprogram/${season}/`;
      const ofSeason = events.filter((event) => seasonOf(event.date) === season);
      const program: SeasonProgram = {
        season,
        events: ofSeason,
        previous: seasons[index - 1] ?? null,
        next: seasons[index + 1] ?? null,
      };
      const seed = [{ key: [...seasonProgramQueryOptions(season).queryKey], data: program }];
      for (const day of await changeDays(ofSeason)) {
        screens.push({ path, from: day, ...(await renderScreen(path, day || ANY_DAY, seed)) });
      }
    }
  }
  return screens;
}
