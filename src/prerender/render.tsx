/**
 * Renders screens to HTML at build time: the build's `prerender` environment
 * bundles this module for Node with the app's own config and plugins, and
 * vite-plugins/vite-prerender.ts runs it. The tree is the browser's own (src/app.tsx),
 * rendered as the browser renders it, so src/main.tsx can hydrate the copy.
 */
import { dehydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from '../app.tsx';
import { DocumentHeadRecorder, type DocumentHead } from '../components/shared/use-page-head.ts';
import { StructuredDataRecorder } from '../components/shared/json-ld-script.tsx';
import * as jsonLdBuilders from '../lib/json-ld.ts';
import type { ClubEvent } from '../../schema/event.ts';
import {
  eventsAreBundled,
  eventsQueryOptions,
  keyEventsQueryOptions,
  seasonProgramQueryOptions,
} from '../data/events.ts';
import { createAppRouter, createQueryClient } from '../router.tsx';
import { contentPlan } from './content-plan.ts';
import type { PlannedCopy } from './plan.ts';

/** One entry of the plan, rendered. */
export interface RenderedScreen {
  /** Path address, e.g. `/program1/`. */
  path: string;
  /** First day this copy is right for (`YYYY-MM-DD`), or "" for every day before the first change. */
  day: string;
  /** The screen as of that day, or none: from that day the browser renders the address itself. */
  copy: RenderedCopy | { kind: 'left-to-browser' };
}

export interface RenderedCopy {
  kind: 'copy';
  /** The tab title, description and the rest of the head the screen sets. */
  head: DocumentHead;
  html: string;
  /** The reads the copy carries for the app (see renderScreen), or null. */
  state: DehydratedState | null;
}

/** One read a copy is rendered from, as the screen's loader asks for it. */
interface Seed {
  key: QueryKey;
  data: unknown;
}

/**
 * `seeds`' queries as TanStack Query's `dehydrate` writes them for the browser's `hydrate`, dated
 * 0: the build's day would make every copy differ from the last build's, and the browser is to
 * read the live data at once anyway.
 */
function handOffState(queryClient: QueryClient, seeds: readonly Seed[]): DehydratedState | null {
  const hashes = new Set(
    seeds.map((seed) => queryClient.getQueryCache().find({ queryKey: seed.key, exact: true })?.queryHash),
  );
  const { queries } = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => hashes.has(query.queryHash) && query.state.status === 'success',
  });
  if (queries.length === 0) return null;
  return {
    mutations: [],
    queries: queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0 },
    })),
  };
}

/** What the first copy of a screen is rendered as of: it stands for every day before the first change, and any such day renders the same. */
const ANY_DAY = '0000-01-01';

/**
 * Renders one screen as of `today`, with `seeds` in the cache (a trip page's
 * events). A build configured for Firestore puts them into the copy too: the
 * browser would otherwise have to read Firestore before it can take the copy
 * over (src/main.tsx). The bundled build leaves them out, since the browser has
 * the same events in its own bundle and would only read them twice.
 */
async function renderScreen(
  path: string,
  today: string,
  events: ClubEvent[] | null,
  seeds: Seed[],
): Promise<RenderedCopy> {
  const queryClient = createQueryClient();
  // The list the browser starts from too (the bundled one, or the build's Firestore snapshot).
  if (events) queryClient.setQueryData(eventsQueryOptions().queryKey, events);
  for (const seed of seeds) queryClient.setQueryData(seed.key, seed.data);
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
      <StructuredDataRecorder value={{ record: (data) => (structuredData = data), builders: jsonLdBuilders }}>
        <App queryClient={queryClient} router={router} />
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
  if (!head) throw new Error(`prerendering ${path}: the screen set no title (usePageHead)`);
  // The title hook runs before the page's structured data is worked out, further down the tree.
  head = { ...(head as DocumentHead), structuredData };
  return { kind: 'copy', head, html, state: eventsAreBundled ? null : handOffState(queryClient, seeds) };
}

/** The data a planned copy is rendered from, as the screen's loader asks for it. */
function seedOf(copy: Exclude<PlannedCopy, { kind: 'left-to-browser' }>): Seed[] {
  switch (copy.kind) {
    case 'event-list':
      return [];
    case 'key-events':
      return [{ key: [...keyEventsQueryOptions(copy.key, copy.season).queryKey], data: copy.events }];
    case 'season-program':
      return [{ key: [...seasonProgramQueryOptions(copy.program.season).queryKey], data: copy.program }];
  }
}

/**
 * Every screen the build can know in advance (src/prerender/plan.ts), from
 * the event list the browser starts from (the bundled one, or the recent
 * events a build configured for Firestore read) and the trip documents.
 */
export async function renderScreens(): Promise<RenderedScreen[]> {
  const { plan, events } = await contentPlan();
  const screens: RenderedScreen[] = [];
  for (const { path, day, copy } of plan) {
    screens.push({
      path,
      day,
      copy:
        copy.kind === 'left-to-browser'
          ? copy
          : await renderScreen(path, day || ANY_DAY, events, seedOf(copy)),
    });
  }
  return screens;
}
