/**
 * What a visitor costs in Firestore reads, as the club's free plan counts them: documents
 * billed for a screen's first view, and for an hour on screen after it (an open page reads
 * again every minute). Counted by the relay in front of the emulator
 * (tests/support/firestore-relay.ts), each screen in a browser context of its own that the
 * relay tells apart by its User-Agent, the page's clock moved on a minute at a time.
 * tests/e2e/firestore.test.ts holds the counts to budgets.json's `firestoreReads`, and
 * `npm run bench` prints them beside the byte budgets: one measurement for both.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { BrowserContext, Page } from 'playwright-core';
import events2025 from '../../src/content/events/2025.json';
import { buildSeedDocuments } from '../../tools/seed-firestore.ts';
import type { StoredDocument } from './firestore-handlers.ts';
import type { RelayState } from './firestore-relay.ts';
import { season2026 } from './season-2026.ts';

/**
 * What a club's collection holds beside the season a build read (tests/support/firestore-season.ts):
 * last year's program (the bundled 2025 one a year earlier) and next year's, each as
 * `seed:firestore --season` writes it. What a visit costs must not grow with what is stored.
 */
export function seasonsBesideTheBuild(): StoredDocument[] {
  return [
    ...buildSeedDocuments(
      events2025.map((event) => ({ ...event, date: event.date.replace(/^2025/, '2024') })),
      2024,
    ),
    ...buildSeedDocuments(season2026, 2026),
  ];
}

/** A screen opened for the measurement: its page, with the clock installed and running. */
export interface OpenedScreen {
  page: Page;
  context: BrowserContext;
  /** what went wrong on the page meanwhile (console errors, requests elsewhere…) */
  problems: string[];
}

/**
 * Opens `path` in a context of its own that sends `userAgent`, its clock running from `now`;
 * `prepare` is called with the page before it loads.
 */
export type OpenScreen = (
  path: string,
  userAgent: string,
  now: Date,
  prepare: (page: Page) => Promise<void>,
) => Promise<OpenedScreen>;

export interface ScreenReads {
  name: string;
  path: string;
  /** documents billed from the page's load until it has settled */
  firstView: number;
  /** documents billed in the hour on screen after that */
  hour: number;
  problems: string[];
}

/** Resolves once `check` is true, polling; fails naming `what` after `timeoutMs`. */
async function until(check: () => boolean, what: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > deadline) throw new Error(`Firestore reads: ${what} not within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/**
 * Counts the page's Firestore reads still unfinished: asked and not yet read to the end of
 * their answer. The relay counts a read as it sends the answer; the page takes it a moment
 * later. Moving the page's clock on a minute in that moment would find the read still under
 * way, and the minute's refresh would join it rather than read again (as it should: a phone
 * whose read outlasts the minute does the same), so the measurement waits for none open.
 */
async function countOpenReads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let open = 0;
    Object.defineProperty(window, '__openFirestoreReads', { get: () => open });
    const realFetch = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!/:(batchGet|runQuery)\b/.test(url)) return realFetch(input, init);
      open += 1;
      let finished = false;
      const finish = () => {
        if (!finished) open -= 1;
        finished = true;
      };
      return realFetch(input, init).then(
        (response) => {
          const json = response.json.bind(response);
          response.json = () => json().finally(finish);
          return response;
        },
        (error: unknown) => {
          finish();
          throw error;
        },
      );
    };
  });
}

/** Resolves once `page` has read every answer it asked for to the end; fails naming `what`. */
async function readsSettled(page: Page, what: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (
    (await page.evaluate(() => (window as { __openFirestoreReads?: number }).__openFirestoreReads)) !== 0
  ) {
    if (performance.now() > deadline)
      throw new Error(`Firestore reads: ${what} not settled within ${timeoutMs} ms`);
    await sleep(50);
  }
}

/** True once the app has taken the page over (React's root is on #root). */
const appTookOver = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

/**
 * Opens every screen of `screens` (name → path) side by side on today's date, counts what its
 * first view bills, then moves each page's clock on 61 s at a time for `minutes` minutes, each
 * time waiting for that minute's read, and counts what the hour billed. `relay`: the relay's
 * live state (its per-visitor counts are reset for these visitors). `userAgent`: the browser's
 * own, which each screen's visitor extends with its name.
 */
export async function measureVisitorReads({
  relay,
  screens,
  open,
  userAgent,
  minutes = 60,
}: {
  relay: RelayState;
  screens: Record<string, string>;
  open: OpenScreen;
  userAgent: string;
  minutes?: number;
}): Promise<ScreenReads[]> {
  const now = new Date();
  const visits = await Promise.all(
    Object.entries(screens).map(async ([name, path]) => {
      const agent = `${userAgent} visitor/${name}`;
      relay.byVisitor.delete(agent);
      return { name, path, agent, ...(await open(path, agent, now, countOpenReads)) };
    }),
  );
  const reads = (agent: string) => relay.byVisitor.get(agent) ?? { billed: 0, documents: [] };
  try {
    await Promise.all(visits.map(({ page }) => appTookOver(page)));
    for (const { name, agent } of visits)
      await until(() => reads(agent).documents.length > 0, `${name}'s first read`, 15_000);
    for (const { name, page } of visits) await readsSettled(page, `${name}'s first view`, 15_000);
    // A moment for a read the first one would start (the events, had the marker moved).
    await sleep(1000);
    const firstView = visits.map(({ agent }) => reads(agent).billed);
    for (const { agent } of visits) relay.byVisitor.set(agent, { billed: 0, documents: [] });
    for (let minute = 1; minute <= minutes; minute += 1) {
      await Promise.all(
        visits.map(async ({ name, page, agent }) => {
          await page.clock.fastForward(61_000);
          await until(() => reads(agent).documents.length >= minute, `${name}, minute ${minute}`, 10_000);
          await readsSettled(page, `${name}, minute ${minute}`, 10_000);
        }),
      );
      // A moment for a read the marker's answer would start (none, with nothing changed; the
      // hour's total counts any), before the next minute's refetch.
      await sleep(100);
    }
    await sleep(500);
    return visits.map(({ name, path, agent, problems }, index) => ({
      name,
      path,
      firstView: firstView[index]!,
      hour: reads(agent).billed,
      problems: [...problems],
    }));
  } finally {
    await Promise.all(visits.map(({ context }) => context.close()));
  }
}

/** The free plan's reads a day, after which every read is refused until midnight Pacific time. */
export const FREE_READS_A_DAY = 50_000;

/**
 * How many hours on screen a day the free plan carries for `reads`: each visitor-hour one first
 * view and an hour on screen.
 */
export function visitorHoursADay({ firstView, hour }: Pick<ScreenReads, 'firstView' | 'hour'>): number {
  return Math.floor(FREE_READS_A_DAY / (firstView + hour));
}
