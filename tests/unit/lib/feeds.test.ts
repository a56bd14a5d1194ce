// @vitest-environment jsdom
/**
 * The feeds' addresses as pages name them (src/lib/feeds.ts): the preview
 * picture of each address, the webcal address, the head's alternate links,
 * and the Hungarian subscribing help.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_SUBSCRIBE_HELP,
  calendarSubscribeUrl,
  feedLinks,
  feedLinkTags,
  ogImagePath,
} from '../../../src/lib/feeds.ts';
import { CLUB_HEAD, clubHeadTags, readClubLook } from '../../../vite-plugins/vite-club-look.ts';

describe('ogImagePath', () => {
  it.each([
    ['/', '/og/home.png'],
    ['/2025/program7/', '/og/2025/program7.png'],
    ['/2026/program11/', '/og/2026/program11.png'],
    ['/evesprogram/2025/', '/og/evesprogram-2025.png'],
    // Pages that change with the day have no picture of their own.
    ['/evesprogram/', '/og/home.png'],
    ['/program7/', '/og/home.png'],
    ['/valami/mas/', '/og/home.png'],
  ])('%s → %s', (address, picture) => {
    expect(ogImagePath(address)).toBe(picture);
  });
});

describe('calendarSubscribeUrl', () => {
  it('is the webcal address of naptar.ics, in the site folder too; none without a site address', () => {
    expect(calendarSubscribeUrl('https://turak.example.hu/')).toBe('webcal://turak.example.hu/naptar.ics');
    expect(calendarSubscribeUrl('https://example.hu/klub/')).toBe('webcal://example.hu/klub/naptar.ics');
    expect(calendarSubscribeUrl(null)).toBeNull();
  });
});

describe('the alternate links in every page head', () => {
  it("index.html gets exactly the tags feedLinks describes, under the club's name: the Atom feed and the calendar", () => {
    const look = readClubLook();
    const html = readFileSync('index.html', 'utf8').replace(CLUB_HEAD, clubHeadTags(look));
    const document = new DOMParser().parseFromString(html, 'text/html');
    const links = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => ({
      rel: link.getAttribute('rel'),
      type: link.getAttribute('type'),
      href: link.getAttribute('href'),
      title: link.getAttribute('title'),
    }));
    expect(links).toEqual(feedLinks(look.club.siteName));
    expect(links.map((link) => [link.href, link.title])).toEqual([
      ['/feed.xml', `${look.club.siteName} – meghirdetett túrák`],
      ['/naptar.ics', `${look.club.siteName} – túraprogram`],
    ]);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(
      look.club.colours.main,
    );
    expect(document.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe(
      look.club.siteName,
    );
  });

  it('feedLinkTags writes the same tags as HTML', () => {
    const document = new DOMParser().parseFromString(`<head>${feedLinkTags('Klub')}</head>`, 'text/html');
    expect([...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/feed.xml',
      '/naptar.ics',
    ]);
  });
});

describe('CALENDAR_SUBSCRIBE_HELP', () => {
  it('tells a visitor how to subscribe in Google, Apple and Outlook calendars, in Hungarian, with a place for the address', () => {
    expect(CALENDAR_SUBSCRIBE_HELP.steps.map((step) => step.app)).toEqual([
      'Google Naptár',
      'Apple Naptár (iPhone, iPad, Mac)',
      'Outlook',
    ]);
    expect(CALENDAR_SUBSCRIBE_HELP.address).toContain('{cim}');
    expect(CALENDAR_SUBSCRIBE_HELP.intro).toMatch(/naponta frissül/);
  });
});
