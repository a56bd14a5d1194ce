// @vitest-environment jsdom
/**
 * A page's own head (vite-plugins/page-head.ts): what a link-preview crawler
 * or a search engine reads of a page without running it. Read back with the
 * browser's own parser, as they read it.
 */
import { describe, expect, it } from 'vitest';
import { club } from '../../../src/data/club.ts';
import { siteHead } from '../../../src/lib/site-head.ts';
import {
  pageHeadTags as headTags,
  pageStructuredData,
  siteOwnHead,
  type PageHead,
  type PageHeadOptions,
} from '../../../vite-plugins/page-head.ts';

const SITE_HEAD = siteOwnHead(club);
const {
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  preview: SITE_PREVIEW,
  image: SITE_IMAGE,
} = siteHead(club);

/** The tags of the sample club's site. */
const pageHeadTags = (head: PageHead, options: Omit<PageHeadOptions, 'club'>) =>
  headTags(head, { ...options, club });

const SITE = 'https://turak.example.hu/klub/';

/** The tags as a page's head, parsed. */
function parsed(tags: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><html><head>${tags}</head></html>`, 'text/html');
}

/** The content of every `<meta>` of the head named `key` (property or name). */
function metas(document: Document, key: string): Array<string | null> {
  return [...document.head.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)].map((meta) =>
    meta.getAttribute('content'),
  );
}

function canonicalLinks(document: Document): Array<string | null> {
  return [...document.head.querySelectorAll('link[rel="canonical"]')].map((link) =>
    link.getAttribute('href'),
  );
}

const trip: PageHead = {
  title: 'Bükk: a "Kék" <útvonal> & a Bél-kő – Zöld Ösvény Természetjárók',
  description: '2025. április 5., szombat. Szalonna & "tea" a <csúcson>.',
  canonical: '2025/program3',
};

describe('pageHeadTags', () => {
  it('escapes a trip title and description: the text reads back as written, nothing breaks out', () => {
    const tags = pageHeadTags(trip, { siteUrl: null, image: '/og/2025/program3.png' });
    expect(tags).toContain(
      '<title>Bükk: a &quot;Kék&quot; &lt;útvonal&gt; &amp; a Bél-kő – Zöld Ösvény Természetjárók</title>',
    );
    expect(tags).not.toContain('<útvonal>');
    expect(tags).not.toContain('<csúcson>');
    const document = parsed(tags);
    expect(document.title).toBe(trip.title);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    for (const key of ['og:title', 'twitter:title', 'og:image:alt', 'twitter:image:alt'])
      expect(metas(document, key), key).toEqual([trip.title]);
    for (const key of ['description', 'og:description', 'twitter:description'])
      expect(metas(document, key), key).toEqual([trip.description]);
  });

  it('names no canonical address without the site address, and keeps the picture root-relative', () => {
    const document = parsed(pageHeadTags(trip, { siteUrl: null, image: '/og/2025/program3.png' }));
    expect(canonicalLinks(document)).toEqual([]);
    expect(metas(document, 'og:url')).toEqual([]);
    expect(metas(document, 'og:image')).toEqual(['/og/2025/program3.png']);
    expect(metas(document, 'twitter:image')).toEqual(['/og/2025/program3.png']);
  });

  it('with the site address: the permanent address as canonical link and og:url, the picture absolute', () => {
    const document = parsed(pageHeadTags(trip, { siteUrl: SITE, image: '/og/2025/program3.png' }));
    expect(canonicalLinks(document)).toEqual([`${SITE}2025/program3/`]);
    expect(metas(document, 'og:url')).toEqual([`${SITE}2025/program3/`]);
    expect(metas(document, 'og:image')).toEqual([`${SITE}og/2025/program3.png`]);
    expect(metas(document, 'twitter:image')).toEqual([`${SITE}og/2025/program3.png`]);
  });

  it("the home page's permanent address is the site's own", () => {
    const document = parsed(
      pageHeadTags({ ...trip, canonical: '' }, { siteUrl: SITE, image: '/og/home.png' }),
    );
    expect(canonicalLinks(document)).toEqual([SITE]);
    expect(metas(document, 'og:url')).toEqual([SITE]);
  });

  it('a page with no permanent address (not found) has neither canonical link nor og:url, and the site picture', () => {
    const notFound: PageHead = {
      title: 'Az oldal nem található – Zöld Ösvény Természetjárók',
      description: 'Ez az oldal nem található.',
      canonical: null,
    };
    const document = parsed(pageHeadTags(notFound, { siteUrl: SITE, image: null }));
    expect(canonicalLinks(document)).toEqual([]);
    expect(metas(document, 'og:url')).toEqual([]);
    expect(metas(document, 'og:title')).toEqual([notFound.title]);
    expect(metas(document, 'og:image')).toEqual([`${SITE}og/home.png`]);
    expect(metas(document, 'og:image:alt')).toEqual([SITE_IMAGE.alt]);
  });

  it('writes the schema.org data as JSON that no text in it can close', () => {
    const structuredData = { '@type': 'Event', name: 'Túra </script><script>alert(1)</script>' };
    expect(pageHeadTags({ ...trip, structuredData }, { siteUrl: SITE, image: null })).not.toContain(
      '<script',
    );
    const document = parsed(pageStructuredData({ structuredData }));
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.id).toBe('structured-data');
    expect(scripts[0]!.type).toBe('application/ld+json');
    expect(JSON.parse(scripts[0]!.textContent)).toEqual(structuredData);
  });

  it('writes no script without schema.org data', () => {
    expect(pageHeadTags(trip, { siteUrl: SITE, image: null })).not.toContain('<script');
    expect(pageStructuredData(trip)).toBe('');
  });

  it("the site's own head: its title and description, its shorter preview, its picture", () => {
    const document = parsed(pageHeadTags(SITE_HEAD, { siteUrl: null, image: null }));
    expect(document.title).toBe(SITE_TITLE);
    expect(metas(document, 'description')).toEqual([SITE_DESCRIPTION]);
    expect(metas(document, 'og:title')).toEqual([SITE_PREVIEW.title]);
    expect(metas(document, 'twitter:title')).toEqual([SITE_PREVIEW.title]);
    expect(metas(document, 'og:description')).toEqual([SITE_PREVIEW.description]);
    expect(metas(document, 'twitter:description')).toEqual([SITE_PREVIEW.description]);
    expect(metas(document, 'og:image')).toEqual(['/og/home.png']);
    expect(metas(document, 'twitter:image:alt')).toEqual([SITE_IMAGE.alt]);
    expect(canonicalLinks(document)).toEqual([]);
    const withSite = parsed(pageHeadTags(SITE_HEAD, { siteUrl: SITE, image: null }));
    expect(canonicalLinks(withSite)).toEqual([SITE]);
    expect(metas(withSite, 'og:url')).toEqual([SITE]);
    expect(metas(withSite, 'og:image')).toEqual([`${SITE}og/home.png`]);
  });
});
