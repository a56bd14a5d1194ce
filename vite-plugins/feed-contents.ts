/**
 * What the build publishes beside the pages, from the events and trip
 * documents it knows: every page's address, the subscribable calendar
 * (`naptar.ics`), the Atom feed of announced trips (`feed.xml`), the sitemap
 * and robots.txt's line naming it. Pure functions of the content, the site's
 * address and the build's clock; vite-plugins/vite-site-feeds.ts reads the content
 * and writes the files.
 */
import { execFileSync } from 'node:child_process';
import { generateAtomFeed } from 'feedsmith';
import type { ClubSettings } from '../schema/club.ts';
import type { ClubEvent } from '../schema/event.ts';
import type { Trip } from '../schema/trip.ts';
import { budapestDay, eventDateToIso, formatDateRange, formatLongDate } from '../src/lib/dates.ts';
import { calendarName, FEED_FILE, feedTitle, SITEMAP_FILE } from '../src/lib/feeds.ts';
import { yearCalendar } from '../src/lib/ics.ts';
import { formatForint } from '../src/lib/numbers.ts';
import { seasonKey } from '../src/lib/season-key.ts';
import { seasonOf, seasonsOf, sortEvents, yearOfDay } from '../src/lib/seasons.ts';
import { choosePage, tripFitsEvent, type PageTable } from '../src/lib/page-choice.ts';
import { budapestInstant } from '../src/lib/budapest-time.ts';
import { priceRange } from '../src/lib/trip-facts.ts';
import { statusSentence } from '../src/lib/trip-status-outputs.ts';
import { publishedTripFiles, readBundledEvents, readClub, readPages } from './build-content.ts';
import { escapeMarkup } from './escape-markup.ts';

/** What the build knows of the club's program. */
export interface SiteContent {
  /** The bundled lists, or in a build configured for Firestore the build's snapshot. */
  events: readonly ClubEvent[];
  /** The published trip documents (drafts left out), by `<season>/<key>`. */
  trips: ReadonlyMap<string, Trip>;
  pages: PageTable;
  club: ClubSettings;
  /**
   * When each source file last changed (its last commit), by path from the
   * project's root: `trips/2025/program7.json`, and the bundled lists'
   * `src/content/events/2025.json` where the events come from them. Empty
   * where git cannot tell (a copy without its history).
   */
  changed?: ReadonlyMap<string, Date>;
}

/** The public address (`https://turak.example.hu/`, one trailing slash) and the build's clock. */
export interface PublishContext {
  siteUrl: string | null;
  now: Date;
}

/**
 * The last commit time of every file under `paths` (from the project's root),
 * read from one `git log`; empty where there is no history to read (a copy of
 * the project, a shallow clone gives every file its one commit's time).
 */
export function lastCommitTimes(root: string, paths: readonly string[]): Map<string, Date> {
  const times = new Map<string, Date>();
  let log: string;
  try {
    log = execFileSync('git', ['log', '--format=%x00%cI', '--name-only', '--', ...paths], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return times;
  }
  // Newest commit first: a file's first appearance is its last change.
  for (const commit of log.split('\0').slice(1)) {
    const [time = '', ...files] = commit.split('\n');
    for (const file of files) if (file && !times.has(file)) times.set(file, new Date(time));
  }
  return times;
}

/** The content of the project at `root`, with `events` from the build's snapshot or else the bundled lists. */
export function readSiteContent(root: string, snapshot?: readonly ClubEvent[]): SiteContent {
  // A snapshot's events changed in Firestore, which git knows nothing of.
  const changed = lastCommitTimes(root, snapshot ? ['trips'] : ['trips', 'src/content/events']);
  return {
    events: sortEvents(snapshot ?? readBundledEvents(root)),
    trips: new Map(publishedTripFiles(root).map(({ season, key, trip }) => [seasonKey(season, key), trip])),
    pages: readPages(root),
    club: readClub(root),
    changed,
  };
}

// ---------------------------------------------------------------------------
// Addresses

/** `/2025/program7/`: the permanent address of a season's trip or placeholder page. */
export const permanentPath = (season: number, key: string) => `/${season}/${key}/`;
/** `/evesprogram/2025/`: a season's program. */
export const programPath = (season: number) => `/evesprogram/${season}/`;

export type PageAddress =
  | { kind: 'home'; path: '/' }
  | { kind: 'program'; path: string; season: number; events: ClubEvent[] }
  /** A trip document's page, for its event. */
  | { kind: 'trip'; path: string; season: number; key: string; event: ClubEvent; trip: Trip }
  /** An announced event whose season has no (published, fitting) trip document for its key. */
  | { kind: 'placeholder'; path: string; season: number; key: string; event: ClubEvent };

export type EventPage = Extract<PageAddress, { kind: 'trip' | 'placeholder' }>;

/**
 * Every published page under its own address: the home page, each season's
 * program, and each event's page at its permanent address, chosen by the
 * rules the app uses (src/lib/seasons.ts `choosePage`): an alias's event
 * (`program2`) is its target's page, not one of its own; a trip document
 * that does not start on its event's day leaves the placeholder. Short
 * addresses (`/program7/`) and `/evesprogram/` change with the day and are
 * not listed; neither is a placeholder no event names (its page has no season).
 */
export function pageAddresses(content: Pick<SiteContent, 'events' | 'trips' | 'pages'>): PageAddress[] {
  const { events, trips, pages } = content;
  const sorted = sortEvents(events);
  const addresses: PageAddress[] = [{ kind: 'home', path: '/' }];
  for (const season of seasonsOf(sorted)) {
    const ofSeason = sorted.filter((event) => seasonOf(event.date) === season);
    addresses.push({ kind: 'program', path: programPath(season), season, events: ofSeason });
  }
  const seen = new Set<string>();
  const hasTrip = (season: number, key: string) => trips.has(seasonKey(season, key));
  for (const event of sorted) {
    const season = seasonOf(event.date);
    if (season === null) continue;
    // With a season, the choice does not depend on the day.
    const choice = choosePage({ key: event.key, season }, { events: sorted, pages, hasTrip, today: '' });
    if (!choice?.event) continue;
    const path = permanentPath(season, choice.key);
    if (seen.has(path)) continue;
    seen.add(path);
    const trip = trips.get(seasonKey(season, choice.key));
    addresses.push(
      choice.kind === 'trip' && trip && tripFitsEvent(trip, choice.event)
        ? { kind: 'trip', path, season, key: choice.key, event: choice.event, trip }
        : { kind: 'placeholder', path, season, key: choice.key, event: choice.event },
    );
  }
  return addresses;
}

export const isEventPage = (page: PageAddress): page is EventPage =>
  page.kind === 'trip' || page.kind === 'placeholder';

/**
 * The seasons the calendar and the feed carry: the one of the build's day in
 * Budapest and the next, so a program published in December for the new year
 * is in both at once.
 */
export function feedSeasons(now: Date): [current: number, next: number] {
  const current = yearOfDay(budapestDay(now));
  return [current, current + 1];
}

const absolute = (siteUrl: string, path: string) => new URL(path.slice(1), siteUrl).href;

// ---------------------------------------------------------------------------
// naptar.ics

/**
 * `ics` writes an hour; the site is rebuilt every night (and after an
 * organiser's change, .github/workflows/deploy.yml), so calendars are asked to
 * come back once a day (X-PUBLISHED-TTL for Outlook and Google,
 * REFRESH-INTERVAL of RFC 7986 for the others).
 */
const ICS_TTL = 'X-PUBLISHED-TTL:PT1H\r\n';
const DAILY_REFRESH = 'X-PUBLISHED-TTL:P1D\r\nREFRESH-INTERVAL;VALUE=DURATION:P1D\r\n';

/**
 * The subscribable calendar of the current and next season: the yearly
 * program's download (src/lib/ics.ts `yearCalendar`) over both seasons, so
 * every entry has the UID of the trip's own file and its card's: a visitor
 * who imported one entry and then subscribes, or imports again, gets it
 * updated, not twice. Trips with a document carry its times, the others are
 * all-day entries; a cancelled trip is STATUS:CANCELLED with a higher SEQUENCE.
 * Between seasons it has no entries, and stays subscribable.
 */
export function subscriptionCalendar(content: SiteContent, context: PublishContext): string {
  const seasons = feedSeasons(context.now);
  const { siteUrl } = context;
  const entries = sortEvents(content.events)
    .filter((event) => seasons.includes(seasonOf(event.date) ?? 0))
    .map((event) => ({ event, trip: tripOfEvent(content, event) }));
  const text = yearCalendar(
    entries,
    {
      club: content.club,
      now: context.now,
      ...(siteUrl ? { pageUrl: (key: string) => absolute(siteUrl, `/${key}/`) } : {}),
    },
    calendarName(content.club.siteName),
  );
  if (!text.includes(ICS_TTL))
    throw new Error(
      `naptar.ics: the ics package no longer writes "${ICS_TTL.trim()}"; set the daily refresh anew`,
    );
  return text.replace(ICS_TTL, DAILY_REFRESH);
}

/** The event's own season's trip document, when it starts on the event's day (the calendar buttons' rule). */
function tripOfEvent(content: Pick<SiteContent, 'trips' | 'pages'>, event: ClubEvent): Trip | null {
  const season = seasonOf(event.date);
  if (season === null) return null;
  const trip = content.trips.get(seasonKey(season, content.pages.aliases[event.key] ?? event.key));
  return trip && tripFitsEvent(trip, event) ? trip : null;
}

// ---------------------------------------------------------------------------
// feed.xml

/** Characters XML 1.0 cannot carry at all (a control character pasted into the Firebase console). */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (text: string) => text.replace(NOT_XML, '');

/** Text as XML character data or attribute value: escaped, and no character XML cannot carry. */
export const escapeXml = (text: string) => escapeMarkup(xmlText(text));

/** The page's date as the trip page states it: the trip's days, or the event's day. */
export function pageDate(page: EventPage): string {
  if (page.kind === 'trip') return formatDateRange(page.trip.startDate, page.trip.endDate);
  return formatLongDate(eventDateToIso(page.event.date)!);
}

/** What a reader shows under the title: status, date, destination, fee, in that order. */
export function entrySummary(page: EventPage): string {
  const status = statusSentence(page.event);
  const lines = status ? [/[.!?]$/.test(status) ? status : `${status}.`] : [];
  lines.push(`Időpont: ${pageDate(page)}.`);
  if (page.kind === 'trip') {
    const { trip } = page;
    const where = trip.destination ? `${trip.destination.name} (${trip.region})` : trip.region;
    const { low, high } = priceRange(trip);
    const fee = low === high ? formatForint(low) : `${formatForint(low)}–${formatForint(high)}`;
    lines.push(`Úti cél: ${where}.`, `Részvételi díj: ${fee}/fő.`, trip.summary);
  } else {
    lines.push('A részletes program még nem készült el; a szervezők telefonon adnak tájékoztatást.');
  }
  return lines.join('\n');
}

/**
 * The Atom feed of the trips announced for the current and next season,
 * newest trip first. Each entry's id is its page's permanent address, which
 * never changes. Its `updated` is when the entry last changed, as Atom asks
 * (entryUpdated), never the build's time: the site is rebuilt every night,
 * and an `updated` that moved every night would make readers show every trip
 * as changed every day. The feed's own `updated` is the build's time: when
 * the list was last written.
 * Written with feedsmith, which escapes text and attributes; null without
 * the site's address (Atom needs absolute ids and links).
 */
/**
 * When a feed entry last changed: the latest of the event's own write time in
 * Firestore (`updatedAt`, stamped by the server when an organiser saves it)
 * and the last commit of the files it is written from (the trip document; the
 * season's bundled list, which holds the event's name, date and status). What
 * neither tells (an event typed in the console with no trip document, a copy
 * without history) falls back on a time that stays the same night after
 * night: 1 December before the trip's season, by when the club has published
 * the season's program. Never after the build's time: Atom's `updated` is a
 * time that has been.
 */
export function entryUpdated(page: EventPage, content: Pick<SiteContent, 'changed'>, now: Date): Date {
  const files = [`src/content/events/${page.season}.json`];
  if (page.kind === 'trip') files.push(`trips/${page.season}/${page.key}.json`);
  const known = files.map((file) => content.changed?.get(file)?.getTime() ?? -Infinity);
  if (page.event.updatedAt) known.push(new Date(page.event.updatedAt).getTime());
  const latest = Math.max(...known);
  if (latest > -Infinity) return new Date(Math.min(latest, now.getTime()));
  return new Date(Math.min(budapestInstant(`${page.season - 1}-12-01`, '00:00').getTime(), now.getTime()));
}

export function atomFeed(
  pages: readonly PageAddress[],
  content: Pick<SiteContent, 'club' | 'changed'>,
  context: PublishContext,
): string | null {
  const { siteUrl, now } = context;
  if (!siteUrl) return null;
  const seasons = feedSeasons(now);
  const announced = pages
    .filter(isEventPage)
    .filter((page) => seasons.includes(page.season))
    .sort((a, b) => b.event.date.localeCompare(a.event.date) || b.event.id - a.event.id);
  return generateAtomFeed({
    id: siteUrl,
    title: { value: feedTitle(content.club.siteName), type: 'text' },
    updated: now,
    links: [
      { href: absolute(siteUrl, `/${FEED_FILE}`), rel: 'self', type: 'application/atom+xml' },
      { href: siteUrl, rel: 'alternate', type: 'text/html' },
    ],
    authors: [{ name: xmlText(content.club.clubName), uri: siteUrl }],
    entries: announced.map((page) => {
      const url = absolute(siteUrl, page.path);
      return {
        id: url,
        title: { value: xmlText(`${page.event.name} – ${pageDate(page)}`), type: 'text' },
        updated: entryUpdated(page, content, now),
        links: [{ href: url, rel: 'alternate', type: 'text/html' }],
        summary: { value: xmlText(entrySummary(page)), type: 'text' },
      };
    }),
  });
}

// ---------------------------------------------------------------------------
// sitemap.xml, robots.txt

/**
 * Every page's permanent address (not the short `/program7/` nor
 * `/evesprogram/`, which the pages themselves canonicalise to these), with
 * the build's day as `lastmod`: every page is rendered again each night, and
 * what it shows depends on the day (the next trip, a status, the calendar
 * button that goes once a trip is over) as well as on its files, so the build
 * cannot tell which changed. Written by hand: one element per address, with
 * the five XML escapes; no library is needed for that. Null without the
 * site's address, since a sitemap lists absolute addresses only.
 */
export function sitemap(pages: readonly PageAddress[], context: PublishContext): string | null {
  const { siteUrl } = context;
  if (!siteUrl) return null;
  const lastmod = budapestDay(context.now);
  const urls = pages.map(
    (page) =>
      `  <url><loc>${escapeXml(absolute(siteUrl, page.path))}</loc><lastmod>${lastmod}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** public/robots.txt with a `Sitemap:` line naming this site's sitemap (one, replacing any there). */
export function robotsWithSitemap(robots: string, siteUrl: string): string {
  const kept = robots.split(/\r?\n/).filter((line) => !/^\s*sitemap\s*:/i.test(line));
  while (kept.at(-1)?.trim() === '') kept.pop();
  return [...kept, '', `Sitemap: ${absolute(siteUrl, `/${SITEMAP_FILE}`)}`, ''].join('\n');
}
