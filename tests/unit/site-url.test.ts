/** Link preview tags in index.html, and the absolute addresses a VITE_SITE_URL build gives them. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { absolutePreviewUrls, normaliseSiteUrl } from '../../vite-plugins/vite-site-url';

const html = readFileSync('index.html', 'utf8');

function meta(source: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`);
  return pattern.exec(source)?.[1];
}

describe('link preview tags', () => {
  it('has Open Graph and Twitter card tags with a 1200×630 preview image', () => {
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:locale')).toBe('hu_HU');
    expect(meta(html, 'og:title')).toMatch(/Zöld Ösvény/);
    expect(meta(html, 'og:description')).toBeTruthy();
    expect(meta(html, 'og:image')).toBe('/og-image.png');
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'og:image:alt')).toBeTruthy();
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(meta(html, 'og:image'));
  });

  it('makes the image addresses absolute and adds og:url when the site address is known', () => {
    const built = absolutePreviewUrls(html, 'https://turak.example.hu/klub/');
    expect(meta(built, 'og:image')).toBe('https://turak.example.hu/klub/og-image.png');
    expect(meta(built, 'twitter:image')).toBe('https://turak.example.hu/klub/og-image.png');
    expect(meta(built, 'og:url')).toBe('https://turak.example.hu/klub/');
    expect(built).toContain('<link rel="canonical" href="https://turak.example.hu/klub/" />');
    // Nothing else changes: undoing those two edits gives index.html back.
    const undone = built
      .replaceAll('https://turak.example.hu/klub/og-image.png', '/og-image.png')
      .replace(/ {2}<meta property="og:url"[^\n]*\n {4}<link rel="canonical"[^\n]*\n {2}/, '');
    expect(undone).toBe(html);
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
