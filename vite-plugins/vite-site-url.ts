/**
 * The site's public address. Link previews need absolute addresses:
 * Facebook, Messenger, Viber and X/Twitter fetch `og:image` without running
 * the page. When the build knows the address
 * (`VITE_SITE_URL=https://example.hu/ npm run build`), each page's head
 * (vite-plugins/page-head.ts) has its picture's address absolute, og:url and
 * a canonical link; without it the picture stays root-relative (fine for
 * local builds) and the build says so once.
 */
import type { Plugin } from 'vite';

/** `https://example.hu` or `https://example.hu/klub` → with one trailing slash; anything else → null. */
export function normaliseSiteUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    url.hash = '';
    url.search = '';
    if (!url.pathname.endsWith('/')) url.pathname = `${url.pathname}/`;
    return url.href;
  } catch {
    return null;
  }
}

/** Says once per build whether link previews will have absolute addresses, and why not. */
export function siteUrlNotice(): Plugin {
  let siteUrl: string | null = null;
  let raw: string | undefined;
  let building = false;
  return {
    name: 'club:site-url-notice',
    configResolved(config) {
      raw = config.env.VITE_SITE_URL as string | undefined;
      siteUrl = normaliseSiteUrl(raw);
      building = config.command === 'build';
    },
    buildStart() {
      if (!building) return;
      if (raw && !siteUrl)
        this.warn(`VITE_SITE_URL="${raw}" is not an http(s) address; link previews stay relative.`);
      else if (!siteUrl)
        this.info?.('VITE_SITE_URL is not set: og:image stays relative (set it for link previews).');
    },
  };
}
