// @vitest-environment jsdom
/**
 * Link preview tags: index.html's, which every page shares, around the
 * page's own (vite-plugins/page-head.ts), and the site's public address
 * (VITE_SITE_URL) as the build reads it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { club } from '../../../src/data/club.ts';
import { pageHeadTags, siteOwnHead } from '../../../vite-plugins/page-head.ts';
import { CLUB_HEAD, clubHeadTags, readClubLook } from '../../../vite-plugins/vite-club-look.ts';
import { fillPlaceholder, PAGE_HEAD } from '../../../vite-plugins/page-template.ts';
import { normaliseSiteUrl } from '../../../vite-plugins/vite-site-url.ts';

/** index.html with the site's own head in its placeholder, as the page frame has it. */
function siteHead(siteUrl: string | null): Document {
  const html = fillPlaceholder(
    readFileSync('index.html', 'utf8').replace(CLUB_HEAD, clubHeadTags(readClubLook())),
    PAGE_HEAD,
    pageHeadTags(siteOwnHead(club), { siteUrl, image: null, club }),
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

/** The content of every `<meta>` of the head named `key` (property or name). */
function metas(document: Document, key: string): Array<string | null> {
  return [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((meta) =>
    meta.getAttribute('content'),
  );
}

describe('link preview tags', () => {
  it('index.html and the page head together: each tag once, a 1200×630 picture', () => {
    const document = siteHead(null);
    expect(metas(document, 'og:type')).toEqual(['website']);
    expect(metas(document, 'og:locale')).toEqual(['hu_HU']);
    expect(metas(document, 'og:title')).toEqual([expect.stringMatching(/Zöld Ösvény/)]);
    expect(metas(document, 'og:description')).toEqual([expect.any(String)]);
    expect(metas(document, 'og:image')).toEqual(['/og/home.png']);
    expect(metas(document, 'og:image:width')).toEqual(['1200']);
    expect(metas(document, 'og:image:height')).toEqual(['630']);
    expect(metas(document, 'og:image:alt')).toEqual([expect.any(String)]);
    expect(metas(document, 'twitter:card')).toEqual(['summary_large_image']);
    expect(metas(document, 'twitter:image')).toEqual(metas(document, 'og:image'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it("the picture's size and type follow its og:image, as Open Graph reads them", () => {
    const keys = [...siteHead(null).head.querySelectorAll('meta[property^="og:image"]')].map((meta) =>
      meta.getAttribute('property'),
    );
    expect(keys[0]).toBe('og:image');
    expect(keys.slice(1).sort()).toEqual([
      'og:image:alt',
      'og:image:height',
      'og:image:type',
      'og:image:width',
    ]);
  });

  it('makes the picture address absolute and adds og:url when the site address is known', () => {
    const document = siteHead('https://turak.example.hu/klub/');
    expect(metas(document, 'og:image')).toEqual(['https://turak.example.hu/klub/og/home.png']);
    expect(metas(document, 'twitter:image')).toEqual(['https://turak.example.hu/klub/og/home.png']);
    expect(metas(document, 'og:url')).toEqual(['https://turak.example.hu/klub/']);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://turak.example.hu/klub/',
    );
  });

  it.each([
    ['https://turak.example.hu', 'https://turak.example.hu/'],
    ['https://turak.example.hu/klub', 'https://turak.example.hu/klub/'],
    ['https://turak.example.hu/klub/#/program7', 'https://turak.example.hu/klub/'],
    [' http://127.0.0.1:4173/ ', 'http://127.0.0.1:4173/'],
    ['turak.example.hu', null],
    ['javascript:alert(1)', null],
    ['', null],
    [undefined, null],
  ])('reads VITE_SITE_URL=%j as %j', (value, expected) => {
    expect(normaliseSiteUrl(value)).toBe(expected);
  });
});
