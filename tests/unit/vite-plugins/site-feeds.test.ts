// @vitest-environment jsdom
/**
 * What the build publishes beside the pages (vite-plugins/feed-contents.ts), over a
 * fixture project of three seasons (tests/support/site-feeds-fixture.ts),
 * each output read back with a parser a reader or a calendar uses: ical.js
 * for the calendar, @rowanmanning/feed-parser for the feed, the XML parser of
 * the DOM for well-formedness and the sitemap.
 */
import { parseFeed } from '@rowanmanning/feed-parser';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TripSchema } from '../../../schema/trip.ts';
import {
  atomFeed,
  feedSeasons,
  pageAddresses,
  readSiteContent,
  robotsWithSitemap,
  sitemap,
  subscriptionCalendar,
  type SiteContent,
} from '../../../vite-plugins/feed-contents.ts';
import { clubEventOf } from '../../../src/data/club-event.ts';
import { club } from '../../../src/data/club.ts';
import { calendarName, feedTitle } from '../../../src/lib/feeds.ts';
import { calendarUid, tripCalendar } from '../../../src/lib/ics.ts';
import { DRAFT_TITLE, EVENTS, feedsProject, NOW, SITE, TRIPS } from '../../support/site-feeds-fixture.ts';

let project: ReturnType<typeof feedsProject>;
let content: SiteContent;
const context = { siteUrl: SITE, now: NOW };

beforeAll(() => {
  project = feedsProject();
  content = readSiteContent(project.root);
});
afterAll(() => project.remove());

/** The document, or the parser's complaint: a feed reader refuses a file that is not XML at all. */
function wellFormedXml(text: string): Document {
  const document = new DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')[0]?.textContent ?? null).toBeNull();
  return document;
}

describe('the published pages', () => {
  it('are home, each season, and each event at its permanent address; the alias and the draft make no page of their own', () => {
    const pages = pageAddresses(content);
    expect(pages.map((page) => `${page.kind} ${page.path}`)).toEqual([
      'home /',
      'program /evesprogram/2024/',
      'program /evesprogram/2025/',
      'program /evesprogram/2026/',
      'placeholder /2024/program12/',
      'trip /2025/program5/',
      'placeholder /2025/program6/',
      'trip /2025/program8/',
      // The draft is not published: its event keeps the placeholder.
      'placeholder /2025/program11/',
      'trip /2025/program1/',
      'placeholder /2026/program11/',
    ]);
  });

  it('read no draft from the trips folder', () => {
    expect([...content.trips.keys()].sort()).toEqual(['2025/program1', '2025/program5', '2025/program8']);
    expect(TRIPS['2025/program11.json']!.draft).toBe(true);
  });

  it('leave out a trip document that does not start on its event day', () => {
    const moved = { ...clubEventOf(EVENTS.program5), date: '2025.03.08' };
    const pages = pageAddresses({ ...content, events: [moved] });
    expect(pages.find((page) => page.path === '/2025/program5/')?.kind).toBe('placeholder');
  });
});

describe('naptar.ics', () => {
  const parse = (text: string) => {
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    return { calendar, vevents: calendar.getAllSubcomponents('vevent') };
  };
  const byUid = (vevents: ICAL.Component[]) =>
    new Map(vevents.map((vevent) => [String(vevent.getFirstPropertyValue('uid')), vevent]));

  it('is named, refreshes daily, and holds the current and the next season only', () => {
    const { calendar, vevents } = parse(subscriptionCalendar(content, context));
    expect(feedSeasons(NOW)).toEqual([2025, 2026]);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(calendarName(club.siteName));
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('P1D');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('P1D');
    expect([...byUid(vevents).keys()].sort()).toEqual(
      [
        calendarUid('program5', '2025-03-01', club.calendarId),
        calendarUid('program6', '2025-03-15', club.calendarId),
        calendarUid('program8', '2025-04-18', club.calendarId),
        calendarUid('program11', '2025-05-03', club.calendarId),
        // program1 once, though two events (program1 and its alias program2) name it.
        calendarUid('program1', '2025-06-07', club.calendarId),
        calendarUid('program11', '2026-01-10', club.calendarId),
      ].sort(),
    );
  });

  it("gives a trip the UID and times of the trip's own download, so an imported entry is updated, not doubled", () => {
    const { vevents } = parse(subscriptionCalendar(content, context));
    const trip = TripSchema.parse(TRIPS['2025/program5.json']);
    const single = parse(tripCalendar(trip, { club: content.club, now: NOW })).vevents[0]!;
    const entry = byUid(vevents).get(String(single.getFirstPropertyValue('uid')))!;
    expect(entry).toBeDefined();
    for (const property of ['dtstart', 'dtend', 'summary', 'location'])
      expect(String(entry.getFirstPropertyValue(property)), property).toBe(
        String(single.getFirstPropertyValue(property)),
      );
    // 06:45 in Budapest in winter time.
    expect((entry.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(
      '2025-03-01T05:45:00.000Z',
    );
    expect(entry.getFirstPropertyValue('url')).toBe(`${SITE}2025/program5/`);
  });

  it('marks the cancelled trip CANCELLED with a higher SEQUENCE than a trip on as planned', () => {
    const entries = byUid(parse(subscriptionCalendar(content, context)).vevents);
    const cancelled = entries.get(calendarUid('program6', '2025-03-15', club.calendarId))!;
    const planned = entries.get(calendarUid('program5', '2025-03-01', club.calendarId))!;
    expect(cancelled.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(Number(cancelled.getFirstPropertyValue('sequence'))).toBeGreaterThan(
      Number(planned.getFirstPropertyValue('sequence') ?? 0),
    );
    expect(cancelled.getFirstPropertyValue('url')).toBe(`${SITE}2025/program6/`);
  });

  it('makes the drafted trip an all-day entry of its event, without anything of the draft', () => {
    const text = subscriptionCalendar(content, context);
    const entry = byUid(parse(text).vevents).get(calendarUid('program11', '2025-05-03', club.calendarId))!;
    expect((entry.getFirstPropertyValue('dtstart') as ICAL.Time).isDate).toBe(true);
    expect(entry.getFirstPropertyValue('summary')).toBe(EVENTS.drafted.name);
    expect(text).not.toContain(DRAFT_TITLE);
  });

  it('stays a calendar between seasons, with no entries, and leaves page links out without the site address', () => {
    const later = parse(
      subscriptionCalendar(content, { siteUrl: null, now: new Date('2027-05-01T10:00:00Z') }),
    );
    expect(later.calendar.name).toBe('vcalendar');
    expect(later.vevents).toHaveLength(0);
    const local = parse(subscriptionCalendar(content, { siteUrl: null, now: NOW }));
    expect(local.vevents.map((vevent) => vevent.getFirstPropertyValue('url'))).toEqual(
      local.vevents.map(() => null),
    );
  });
});

describe('feed.xml', () => {
  const feedOf = (feedContent: SiteContent = content) =>
    atomFeed(pageAddresses(feedContent), feedContent, context)!;

  it('is a well-formed Atom feed of the club, pointing to itself and to the site', () => {
    const text = feedOf();
    const document = wellFormedXml(text);
    expect(document.documentElement.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    const feed = parseFeed(text);
    expect(feed.meta.type).toBe('atom');
    expect(feed.title).toBe(feedTitle(club.siteName));
    expect(feed.self).toBe(`${SITE}feed.xml`);
    expect(feed.url).toBe(SITE);
    expect(feed.authors.map((author) => author.name)).toEqual(['Zöld Ösvény Természetjáró Egyesület']);
  });

  it('lists the trips of the current and next season, newest first, each at its permanent address', () => {
    const items = parseFeed(feedOf()).items;
    expect(items.map((item) => item.url)).toEqual(
      [
        '2026/program11',
        '2025/program1',
        '2025/program11',
        '2025/program8',
        '2025/program6',
        '2025/program5',
      ].map((path) => `${SITE}${path}/`),
    );
    expect(items.map((item) => item.id)).toEqual(items.map((item) => item.url));
  });

  it('dates each entry by the last change of the files it is written from, never later than the build', () => {
    const changed = new Map([
      ['src/content/events/2025.json', new Date('2025-01-05T10:00:00Z')],
      ['trips/2025/program8.json', new Date('2025-02-20T18:30:00Z')],
      // A change committed after the build's clock (a clock set back in a test) is not a future date.
      ['src/content/events/2026.json', new Date('2025-04-01T00:00:00Z')],
    ]);
    const updated = new Map(
      parseFeed(feedOf({ ...content, changed })).items.map((item) => [item.url, item.updated?.toISOString()]),
    );
    expect(Object.fromEntries(updated)).toEqual({
      [`${SITE}2026/program11/`]: NOW.toISOString(),
      [`${SITE}2025/program1/`]: '2025-01-05T10:00:00.000Z',
      [`${SITE}2025/program11/`]: '2025-01-05T10:00:00.000Z',
      // The trip document changed after the season's list: its own time.
      [`${SITE}2025/program8/`]: '2025-02-20T18:30:00.000Z',
      [`${SITE}2025/program6/`]: '2025-01-05T10:00:00.000Z',
      [`${SITE}2025/program5/`]: '2025-01-05T10:00:00.000Z',
    });
  });

  it("dates an event from Firestore by an organiser's last save, unless its trip document changed later", () => {
    const saved: Record<string, string> = {
      // Cancelled from the organisers' page on Saturday evening.
      program6: '2025-03-08T17:42:00.000Z',
      // Marked full before its trip document was last changed.
      program8: '2025-02-01T09:00:00.000Z',
    };
    const events = content.events.map((event) =>
      saved[event.key] ? { ...event, updatedAt: saved[event.key] } : event,
    );
    // A build from the snapshot knows the history of the trip documents only (readSiteContent).
    const changed = new Map([['trips/2025/program8.json', new Date('2025-02-20T18:30:00Z')]]);
    const updated = new Map(
      parseFeed(feedOf({ ...content, events, changed })).items.map((item) => [
        item.url,
        item.updated?.toISOString(),
      ]),
    );
    expect(updated.get(`${SITE}2025/program6/`)).toBe('2025-03-08T17:42:00.000Z');
    expect(updated.get(`${SITE}2025/program8/`)).toBe('2025-02-20T18:30:00.000Z');
    // Neither saved by an organiser nor with a history: the same fallback every night.
    expect(updated.get(`${SITE}2025/program5/`)).toBe('2024-11-30T23:00:00.000Z');
  });

  it('without the files’ history, dates an entry by 1 December before its season, the same every night', () => {
    const updated = (now: Date) =>
      parseFeed(
        atomFeed(pageAddresses(content), { ...content, changed: new Map() }, { siteUrl: SITE, now })!,
      ).items.map((item) => item.updated?.toISOString());
    // 1 December 2025 is still ahead of the build: the build's own time stands in until then.
    expect(updated(NOW)).toEqual([NOW.toISOString(), ...Array<string>(5).fill('2024-11-30T23:00:00.000Z')]);
    // A nightly build of the same content changes nothing a reader sees as new.
    expect(updated(new Date('2025-03-11T07:00:00+01:00')).slice(1)).toEqual(updated(NOW).slice(1));
    expect(updated(new Date('2026-01-05T07:00:00+01:00'))[0]).toBe('2025-11-30T23:00:00.000Z');
  });

  it('says Megtelt of a trip whose list has every seat of its coach taken, in the feed and the calendar', () => {
    const full = clubEventOf({ ...EVENTS.program5, seats: { capacity: 40, taken: 40, waiting: 0 } });
    const listed = {
      ...content,
      events: content.events.map((event) => (event.key === 'program5' ? full : event)),
    };
    const entry = parseFeed(feedOf(listed)).items.find((item) => item.url === `${SITE}2025/program5/`)!;
    expect(entry.description).toContain('Megtelt');
    const calendar = new ICAL.Component(ICAL.parse(subscriptionCalendar(listed, context)) as unknown[]);
    const program5 = calendar
      .getAllSubcomponents('vevent')
      .find(
        (vevent) =>
          vevent.getFirstPropertyValue('uid') === calendarUid('program5', '2025-03-01', club.calendarId),
      )!;
    expect(String(program5.getFirstPropertyValue('summary'))).toMatch(/^MEGTELT: /);
  });

  it('titles an entry with the name and the Hungarian date, and sums up status, date, destination and fee', () => {
    const items = new Map(parseFeed(feedOf()).items.map((item) => [item.url, item]));
    const easter = items.get(`${SITE}2025/program8/`)!;
    expect(easter.title).toBe('Húsvéti túra a Mecsekben – 2025. április 18–21. (péntek–hétfő)');
    expect(easter.description).toContain('Megtelt');
    expect(easter.description).toContain('Időpont: 2025. április 18–21. (péntek–hétfő).');
    expect(easter.description).toContain('Úti cél: Magyarország, Bükk.');
    // The amount keeps its digits together with a no-break space, as on the trip page.
    expect(easter.description).toMatch(/Részvételi díj: 86\u00a0000\u00a0Ft\/fő\./);

    const tatra = items.get(`${SITE}2025/program1/`)!;
    expect(tatra.description).toContain('Úti cél: Csorba-tó (Szlovákia, Magas-Tátra).');
    expect(tatra.description).toMatch(/Részvételi díj: 14\u00a0500\u00a0Ft\/fő\./);

    const cancelled = items.get(`${SITE}2025/program6/`)!;
    expect(cancelled.title).toBe('Mátra: Kékestető – 2025. március 15., szombat');
    expect(cancelled.description).toMatch(/^Elmarad: Kevés jelentkező miatt elmarad\./);
    expect(cancelled.description).not.toContain('Részvételi díj');

    const drafted = items.get(`${SITE}2025/program11/`)!;
    expect(drafted.title).toBe('Zemplén: Megyer-hegy – 2025. május 3., szombat');
    expect(drafted.description).toContain('A részletes program még nem készült el');
    expect(feedOf()).not.toContain(DRAFT_TITLE);
  });

  it('keeps markup in a name as text, and drops a character XML cannot carry', () => {
    const hostile = { ...clubEventOf(EVENTS.program5), name: '<b>Tűz & víz</b> ]]> "idézet"\u0001' };
    const text = feedOf({ ...content, events: [hostile] });
    wellFormedXml(text);
    expect(parseFeed(text).items[0]?.title).toBe('<b>Tűz & víz</b> ]]> "idézet" – 2025. március 1., szombat');
  });

  it('is not written without the site address: Atom ids and links are absolute', () => {
    expect(atomFeed(pageAddresses(content), content, { siteUrl: null, now: NOW })).toBeNull();
  });
});

describe('sitemap.xml and robots.txt', () => {
  const locs = (text: string) =>
    [...wellFormedXml(text).getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent,
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent,
    }));

  it("lists every page's permanent address with the build's day, no short address", () => {
    const text = sitemap(pageAddresses(content), context)!;
    const document = wellFormedXml(text);
    expect(document.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = locs(text);
    expect(urls.map((url) => url.loc)).toEqual(
      [
        '',
        'evesprogram/2024/',
        'evesprogram/2025/',
        'evesprogram/2026/',
        '2024/program12/',
        '2025/program5/',
        '2025/program6/',
        '2025/program8/',
        '2025/program11/',
        '2025/program1/',
        '2026/program11/',
      ].map((path) => `${SITE}${path}`),
    );
    expect(new Set(urls.map((url) => url.lastmod))).toEqual(new Set(['2025-03-10']));
  });

  it('keeps a site in a folder in its folder, and escapes what XML must', () => {
    const urls = locs(sitemap(pageAddresses(content), { siteUrl: 'https://example.hu/klub&co/', now: NOW })!);
    expect(urls[0]?.loc).toBe('https://example.hu/klub&co/');
    expect(urls.at(-1)?.loc).toBe('https://example.hu/klub&co/2026/program11/');
  });

  it('is not written without the site address', () => {
    expect(sitemap(pageAddresses(content), { siteUrl: null, now: NOW })).toBeNull();
  });

  it('robots.txt names the sitemap once, replacing an old line', () => {
    expect(robotsWithSitemap('User-agent: *\nAllow: /\n', SITE)).toBe(
      `User-agent: *\nAllow: /\n\nSitemap: ${SITE}sitemap.xml\n`,
    );
    expect(robotsWithSitemap('User-agent: *\nSitemap: https://old.example/sitemap.xml\n', SITE)).toBe(
      `User-agent: *\n\nSitemap: ${SITE}sitemap.xml\n`,
    );
  });
});
