/**
 * What `VITE_SITE_URL=… npm run build` publishes beside the pages, in a real
 * production build of a copy of the project: naptar.ics, feed.xml,
 * sitemap.xml, robots.txt's Sitemap line and a preview picture per page.
 *
 * The calendar and the feed hold the season of the build's day and the next,
 * so the copy gets both, dated from today's year: this year's program5 with
 * its trip file (copied from 2025 as a volunteer does, then finished),
 * program6 cancelled, program7 with a trip file still a draft, and next
 * year's program11. The repository's 2025 season stays (pages and sitemap,
 * not the feeds, when it is past). A second build, configured for Firestore,
 * reads its events from a snapshot file, and its files list those.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../schema/event.ts';
import { budapestDay } from '../../src/lib/dates.ts';
import { club } from '../../src/data/club.ts';
import { calendarName, ogImagePath } from '../../src/lib/feeds.ts';
import { calendarUid } from '../../src/lib/ics.ts';
import { yearOfDay } from '../../src/lib/seasons.ts';
import { pngSize } from '../support/png-size.ts';
import { copyProject, type ProjectCopy } from '../support/project-copy.ts';

const project = process.cwd();
const SITE = 'https://turak.example.hu/';
const YEAR = yearOfDay(budapestDay(new Date()));
const NEXT = YEAR + 1;
/** The title trips:new copies into the draft from 2025's program7: no published file may show it. */
const DRAFT_TITLE = (
  JSON.parse(readFileSync(join(project, 'trips/2025/program7.json'), 'utf8')) as { title: string }
).title;

const thisSeason: StoredEvent[] = [
  {
    id: 1,
    date: `${YEAR}.04.11`,
    name: 'Bükk: Diósgyőrtől a Varbói-tóig',
    picture: 'bukk.svg',
    pdf: 'program5',
  },
  {
    id: 2,
    date: `${YEAR}.05.09`,
    name: 'Mátra: Kékestető és Galyatető',
    picture: 'matra.svg',
    pdf: 'program6',
    status: 'cancelled',
    statusNote: 'Kevés jelentkező miatt elmarad.',
  },
  {
    id: 3,
    date: `${YEAR}.06.13`,
    name: 'Szlovák-karszt: a Zádieli-szurdok újra',
    picture: 'szadelo.svg',
    pdf: 'program7',
  },
];
const nextSeason: StoredEvent[] = [
  {
    id: 1,
    date: `${NEXT}.01.09`,
    name: 'Újévi túra: Szilvásvárad',
    picture: 'szalajka.svg',
    pdf: 'program11',
  },
];
/** What the Firestore build's snapshot holds: only there, so it can only have come from the snapshot. */
const snapshotOnly: StoredEvent = {
  id: 4,
  date: `${YEAR}.07.04`,
  name: 'Csak a pillanatképben: Pilis, Dobogókő',
  picture: 'pilis.svg',
  pdf: 'program12',
};

let copy: ProjectCopy | undefined;
let root = '';

async function tripsNew(...args: string[]) {
  await promisify(execFile)(resolve(project, 'node_modules/.bin/tsx'), [
    join(project, 'tools/trips-new.ts'),
    ...args,
    '--root',
    root,
  ]);
}

beforeAll(async () => {
  copy = copyProject('site-feeds');
  root = copy.root;
  writeFileSync(join(root, `src/content/events/${YEAR}.json`), `${JSON.stringify(thisSeason, null, 2)}\n`);
  writeFileSync(join(root, `src/content/events/${NEXT}.json`), `${JSON.stringify(nextSeason, null, 2)}\n`);
  await tripsNew(`${YEAR}/program5`, '--from', '2025/program5');
  // Checked by the volunteer: no longer a draft.
  const finished = join(root, `trips/${YEAR}/program5.json`);
  const { draft, ...checked } = JSON.parse(readFileSync(finished, 'utf8')) as { draft?: boolean };
  expect(draft).toBe(true);
  writeFileSync(finished, `${JSON.stringify(checked, null, 2)}\n`);
  await tripsNew(`${YEAR}/program7`, '--from', '2025/program7');
  await copy.build('dist', 'production', { role: 'subject', env: { VITE_SITE_URL: SITE } });
  writeFileSync(join(root, 'snapshot.json'), JSON.stringify([...thisSeason, snapshotOnly, ...nextSeason]));
  await copy.build('dist-firestore', 'production', {
    role: 'subject',
    env: {
      VITE_SITE_URL: SITE,
      VITE_FIREBASE_PROJECT_ID: 'demo-club',
      FIRESTORE_SNAPSHOT_FILE: join(root, 'snapshot.json'),
    },
  });
}, 400_000);

afterAll(async () => {
  await copy?.remove();
});

const read = (file: string, dist = 'dist') => readFileSync(join(root, dist, file), 'utf8');
const page = (path: string) => `${SITE}${path}`;

function calendarEntries(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    calendar,
    entries: new Map(
      calendar
        .getAllSubcomponents('vevent')
        .map((vevent) => [String(vevent.getFirstPropertyValue('uid')), vevent]),
    ),
  };
}

/**
 * The sitemap's addresses. The unit tests read the same writer's output with
 * an XML parser; this test runs in Node without a DOM, and checks what the
 * build wrote: one <url> element per line, its <loc> escaped.
 */
function sitemapAddresses(text: string): string[] {
  expect(text).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
  );
  return [...text.matchAll(/<url><loc>([^<]*)<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/g)].map(
    (match) => match[1]!.replaceAll('&amp;', '&'),
  );
}

describe('the bundled build with VITE_SITE_URL', () => {
  it('naptar.ics holds this season and the next: trip times, the cancellation, the draft as an all-day entry', () => {
    const { calendar, entries } = calendarEntries(read('naptar.ics'));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(calendarName(club.siteName));
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('P1D');
    expect([...entries.keys()].sort()).toEqual(
      [
        calendarUid('program5', `${YEAR}-04-11`, club.calendarId),
        calendarUid('program6', `${YEAR}-05-09`, club.calendarId),
        calendarUid('program7', `${YEAR}-06-13`, club.calendarId),
        calendarUid('program11', `${NEXT}-01-09`, club.calendarId),
      ].sort(),
    );
    const trip = entries.get(calendarUid('program5', `${YEAR}-04-11`, club.calendarId))!;
    expect((trip.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(false);
    expect(trip.getFirstPropertyValue('url')).toBe(page(`${YEAR}/program5/`));
    expect(
      entries.get(calendarUid('program6', `${YEAR}-05-09`, club.calendarId))!.getFirstPropertyValue('status'),
    ).toBe('CANCELLED');
    const drafted = entries.get(calendarUid('program7', `${YEAR}-06-13`, club.calendarId))!;
    expect((drafted.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
    expect(read('naptar.ics')).not.toContain(DRAFT_TITLE);
  });

  it('feed.xml lists the same trips, newest first, at their permanent addresses', () => {
    const feed = parseFeed(read('feed.xml'));
    expect(feed.self).toBe(page('feed.xml'));
    expect(feed.items.map((item) => item.url)).toEqual([
      page(`${NEXT}/program11/`),
      page(`${YEAR}/program7/`),
      page(`${YEAR}/program6/`),
      page(`${YEAR}/program5/`),
    ]);
    expect(feed.items[2]?.description).toMatch(/^Elmarad: Kevés jelentkező miatt elmarad\./);
    expect(feed.items[1]?.description).toContain('A részletes program még nem készült el');
    expect(read('feed.xml')).not.toContain(DRAFT_TITLE);
  });

  it("sitemap.xml lists every season's pages at their permanent addresses, and robots.txt names it", () => {
    const addresses = sitemapAddresses(read('sitemap.xml'));
    expect(addresses).toEqual(
      expect.arrayContaining([
        page(''),
        page('evesprogram/2025/'),
        page(`evesprogram/${YEAR}/`),
        page(`evesprogram/${NEXT}/`),
        page('2025/program7/'),
        page(`${YEAR}/program5/`),
        page(`${YEAR}/program7/`),
        page(`${NEXT}/program11/`),
      ]),
    );
    expect(
      addresses.filter((address) => /\/program\d+\/$/.test(address) && !/\/\d{4}\/program/.test(address)),
    ).toEqual([]);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(read('robots.txt')).toMatch(/^User-agent: \*$/m);
    expect(read('robots.txt').match(/^Sitemap: .*$/gm)).toEqual([`Sitemap: ${page('sitemap.xml')}`]);
  });

  it('every page in the sitemap has its 1200×630 preview picture, and there are no others', () => {
    const addresses = sitemapAddresses(read('sitemap.xml'));
    const pictures = addresses.map((address) => ogImagePath(new URL(address).pathname));
    for (const picture of pictures) {
      const file = join(root, 'dist', picture);
      expect(existsSync(file), picture).toBe(true);
      expect(pngSize(readFileSync(file)), picture).toEqual({ width: 1200, height: 630 });
    }
    const written = readdirSync(join(root, 'dist/og'), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.png'))
      .map((name) => `/og/${name}`);
    expect(written.sort()).toEqual([...pictures].sort());
  });

  it('every page names the feed and the calendar in its head', () => {
    const head = read('index.html').split('</head>')[0]!;
    // index.html is formatted by Prettier, which may put a long tag's attributes one per line.
    expect(
      [...head.matchAll(/<link\s+rel="alternate"\s+type="([^"]+)"\s+href="([^"]+)"/g)].map((match) => [
        match[1],
        match[2],
      ]),
    ).toEqual([
      ['application/atom+xml', '/feed.xml'],
      ['text/calendar', '/naptar.ics'],
    ]);
  });
});

describe('the build configured for Firestore', () => {
  it("writes the snapshot's events, not the bundled list's, into the calendar, the feed, the sitemap and the pictures", () => {
    const dist = 'dist-firestore';
    const { entries } = calendarEntries(read('naptar.ics', dist));
    expect(entries.has(calendarUid('program12', `${YEAR}-07-04`, club.calendarId))).toBe(true);
    expect(parseFeed(read('feed.xml', dist)).items.map((item) => item.title)).toContain(
      `${snapshotOnly.name} – ${YEAR}. július 4., ${new Intl.DateTimeFormat('hu-HU', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(YEAR, 6, 4)))}`,
    );
    expect(sitemapAddresses(read('sitemap.xml', dist))).toContain(page(`${YEAR}/program12/`));
    expect(pngSize(readFileSync(join(root, dist, ogImagePath(`/${YEAR}/program12/`))))).toEqual({
      width: 1200,
      height: 630,
    });
  });
});

/** The attribute `name` of the first tag of `html` that `tag` matches, or null. */
function attribute(html: string, tag: RegExp, name: string): string | null {
  const found = tag.exec(html)?.[0];
  return found ? (new RegExp(`${name}="([^"]*)"`).exec(found)?.[1] ?? null) : null;
}
const meta = (html: string, key: string) =>
  attribute(html, new RegExp(`<meta (?:property|name)="${key}" [^>]*>`), 'content')?.replaceAll('&amp;', '&');

describe('each page as a link-preview crawler or a search engine fetches it (no script run)', () => {
  let served = '';
  beforeAll(async () => {
    served = await copy!.serve('dist');
  });

  it('every address of the sitemap answers with its own title, description, canonical link and preview tags', async () => {
    const addresses = sitemapAddresses(read('sitemap.xml'));
    expect(addresses.length).toBeGreaterThan(20);
    const titles = new Set<string>();
    for (const address of addresses) {
      const response = await fetch(address.replace(SITE, `${served}/`), {
        headers: { 'User-Agent': 'facebookexternalhit/1.1', Accept: 'text/html' },
      });
      expect(response.status, address).toBe(200);
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title, address).not.toBe('');
      titles.add(title);
      expect(meta(html, 'og:title'), address).toBe(title.replaceAll('&amp;', '&'));
      expect(meta(html, 'description'), address).toBe(meta(html, 'og:description'));
      expect(meta(html, 'og:url'), address).toBe(address);
      expect(attribute(html, /<link rel="canonical"[^>]*>/, 'href'), address).toBe(address);
      // The preview picture: absolute, served by the site, 1200×630, the page's own.
      const image = meta(html, 'og:image')!;
      expect(image, address).toBe(new URL(ogImagePath(new URL(address).pathname).slice(1), SITE).href);
      expect(meta(html, 'twitter:image'), address).toBe(image);
      const png = Buffer.from(await (await fetch(image.replace(SITE, `${served}/`))).arrayBuffer());
      expect(pngSize(png), image).toEqual({ width: 1200, height: 630 });
      // The screen itself is in the HTML, before any script.
      const screen =
        /<div id="root" data-prerendered="[^"]+">([\s\S]*?)<\/div>\s*<(?:template|script|noscript)/.exec(
          html,
        )?.[1];
      expect(screen, address).toMatch(/<h1[^>]*>[^<]+/);
    }
    // Pages differ by title, but for a trip run again next year under its old name.
    expect(titles.size).toBe(addresses.length - 1);
  });

  it("a trip page carries its schema.org Event with everything Google's event results need", async () => {
    const html = await (await fetch(`${served}/${YEAR}/program5/`)).text();
    const json = /<script type="application\/ld\+json" id="structured-data">([\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(json).toBeDefined();
    const event = JSON.parse(json!) as Record<string, unknown> & {
      location: unknown;
      offers: Array<Record<string, unknown>>;
      organizer: Record<string, unknown>;
    };
    expect(event).toMatchObject({
      '@type': 'Event',
      name: expect.any(String) as unknown,
      description: expect.any(String) as unknown,
      url: `${SITE}${YEAR}/program5/`,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      organizer: expect.objectContaining({ name: expect.any(String) as unknown }) as unknown,
    });
    expect(event.startDate).toMatch(new RegExp(`^${YEAR}-04-11T\\d\\d:\\d\\d(:\\d\\d)?\\+0[12]:00$`));
    expect(JSON.stringify(event.location)).toMatch(/"address"/);
    expect(event.offers[0]).toMatchObject({ price: expect.any(Number) as unknown, priceCurrency: 'HUF' });
    expect((event.image as string[])[0]).toMatch(/^https:\/\/turak\.example\.hu\//);
    // The cancelled trip of the season says so.
    const cancelled = await fetch(`${served}/${YEAR}/program6/`);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.text()).toContain('Elmarad');
  });

  it('an address the club never published answers 404, with the page frame for the app', async () => {
    const response = await fetch(`${served}/program14/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('id="page-start-up"');
    // The other form of an address is sent to the one form, as Firebase Hosting does.
    const redirect = await fetch(`${served}/${YEAR}/program5`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`/${YEAR}/program5/`);
  });
});
