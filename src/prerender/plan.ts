/**
 * What the build prerenders: every address it can know in advance, and for
 * each the days on which its screen changes, with what each copy is rendered
 * from. A pure function of the content, so that which pages a build writes is
 * read (and tested) here, apart from how they are rendered
 * (src/prerender/render.tsx renders the plan in one loop).
 */
import type { ClubEvent } from '../../schema/event.ts';
import type { SeasonProgram } from '../data/season-program.ts';
import { addIsoDays, eventDateToIso } from '../lib/dates.ts';
import { eventPageKey, type PageTable } from '../lib/page-choice.ts';
import { neighbourSeasons, seasonOf, seasonsOf } from '../lib/seasons.ts';

/** The privacy notice's address, linked from every page's footer. */
export const PRIVACY_PATH = '/adatkezeles/';

/** What the build knows when it prerenders. */
export interface PrerenderContent {
  /**
   * The event list the browser starts from: the bundled one, or a Firestore
   * build's snapshot; null when a Firestore build could not read one.
   */
  events: ClubEvent[] | null;
  /** The bundled season files: a trip document's events where `events` has none of its key. */
  bundled: ClubEvent[];
  /**
   * True when `events` is all the program there will be until the next build
   * (the bundled build); false when the club may publish more in Firestore.
   */
  complete: boolean;
  /** Every trip document, as season and key. */
  tripDocuments: ReadonlyArray<{ season: number; key: string }>;
  pages: PageTable;
}

/** What one copy of a screen is rendered from, besides the event list itself. */
export type PlannedCopy =
  /** The home page and the current program: the event list alone. */
  | { kind: 'event-list' }
  /** A trip address: its key's events, of one season (`/2025/program3/`) or of every season (`/program3/`). */
  | { kind: 'key-events'; key: string; season: number | undefined; events: ClubEvent[] }
  /** A season's own program. */
  | { kind: 'season-program'; program: SeasonProgram }
  /**
   * No copy from this day on: the browser renders the address from the live
   * data (a short address after the last trip the build knew of, when the
   * club may have published the next one since).
   */
  | { kind: 'left-to-browser' };

export interface PlanEntry {
  /** Path address, `/2025/program3/`. */
  path: string;
  /** First day (`YYYY-MM-DD`) this copy is right for; "" for every day before the first change. */
  day: string;
  copy: PlannedCopy;
}

/**
 * The days on which a screen showing `events` changes: a trip stops being the
 * next one on the day after its date (isUpcoming in src/lib/event-timing.ts),
 * and its page offers no "Naptárba" and says it took place from then on
 * (isOver, src/lib/registration-state.ts). "" first: every day
 * before the first change.
 */
export function changeDays(events: readonly ClubEvent[]): string[] {
  const days = new Set<string>();
  for (const event of events) {
    // A postponed trip's new day counts too: its page says it took place from the day after.
    for (const date of [event.date, event.newDate]) {
      const iso = date ? eventDateToIso(date) : null;
      if (iso) days.add(addIsoDays(iso, 1));
    }
  }
  return ['', ...[...days].sort()];
}

/**
 * The days a written trip's page changes: changeDays, and each trip's own day,
 * whose morning the page opens with "Ma" and the day's departures, daylight and
 * weather first (src/components/trip/trip-page.tsx), so the copy a phone shows
 * before any script, or kept offline, is the morning's own.
 */
export function tripPageDays(events: readonly ClubEvent[]): string[] {
  const days = new Set(changeDays(events));
  for (const event of events) {
    const iso = eventDateToIso(event.newDate ?? event.date);
    if (iso) days.add(iso);
  }
  return ['', ...[...days].filter(Boolean).sort()];
}

/**
 * Every address the build renders and the days its copies start. Each trip
 * document's permanent address (`/2025/program3/`) renders as its season's
 * program has it. The rest depend on the event list and are left to the
 * browser without one: every event's permanent address (a placeholder, or an
 * alias of a trip's page), the short addresses (`/program3/`, the key's next
 * trip), the home page, the current program and each season's program.
 */
export function prerenderPlan(content: PrerenderContent): PlanEntry[] {
  const { events, bundled, complete, pages } = content;
  const plan: PlanEntry[] = [];
  const planned = new Set<string>();
  const add = (path: string, days: readonly string[], copyFor: (day: string) => PlannedCopy) => {
    planned.add(path);
    for (const day of days) plan.push({ path, day, copy: copyFor(day) });
  };
  const pageKey = (key: string) => pages.aliases[key] ?? key;
  /** A key's events as the build knows them: the event list's, else the bundled season files'. */
  const eventsOfKey = (key: string) => {
    const known = (events ?? []).filter((event) => event.key === key);
    return known.length > 0 ? known : bundled.filter((event) => event.key === key);
  };
  /** A trip's permanent address, as its season's program has it. */
  const written = new Set(content.tripDocuments.map((document) => document.key));
  /** A key's days: a written trip's page has a copy of its own for the trip's morning too. */
  const daysOfKey = (key: string, events: readonly ClubEvent[]) =>
    written.has(key) ? tripPageDays(events) : changeDays(events);
  const addSeasonTrip = (path: string, key: string, season: number) => {
    const ofKey = eventsOfKey(key);
    const copy: PlannedCopy = { kind: 'key-events', key, season, events: ofKey };
    add(
      path,
      daysOfKey(
        key,
        ofKey.filter((event) => seasonOf(event.date) === season),
      ),
      () => copy,
    );
  };

  for (const { season, key } of content.tripDocuments) addSeasonTrip(`/${season}/${key}/`, key, season);
  // The privacy notice: the same every day, whatever the program.
  add(PRIVACY_PATH, [''], () => ({ kind: 'event-list' }));
  if (!events) return plan;

  for (const event of events) {
    const season = seasonOf(event.date);
    const path = `/${eventPageKey(event)}/`;
    if (season !== null && !planned.has(path)) addSeasonTrip(path, pageKey(event.key), season);
  }

  const keys = new Set([
    ...events.map((event) => event.key),
    ...Object.keys(pages.aliases),
    ...pages.placeholders,
  ]);
  for (const key of [...keys].sort()) {
    const target = pageKey(key);
    const ofKey = eventsOfKey(target);
    // Every season's events of the key, so each day's copy is chosen from all of them.
    const copy: PlannedCopy = { kind: 'key-events', key: target, season: undefined, events: ofKey };
    const days = daysOfKey(target, ofKey);
    const afterLast = days.length > 1 ? days.at(-1) : undefined;
    // From the day after the key's last trip, a Firestore build's club may have published the
    // next season's: a copy of the old one would show last year's itinerary for a moment.
    add(`/${key}/`, days, (day) => (!complete && day === afterLast ? { kind: 'left-to-browser' } : copy));
  }

  for (const path of ['/', '/evesprogram/']) add(path, changeDays(events), () => ({ kind: 'event-list' }));

  // Each season's own program, for ever: what search engines index and links to a past year open.
  const seasons = seasonsOf(events);
  for (const season of seasons) {
    const ofSeason = events.filter((event) => seasonOf(event.date) === season);
    const program: SeasonProgram = { season, events: ofSeason, ...neighbourSeasons(seasons, season) };
    add(`/evesprogram/${season}/`, changeDays(ofSeason), () => ({ kind: 'season-program', program }));
  }
  return plan;
}
