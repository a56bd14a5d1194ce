/**
 * Link previews need absolute addresses: Facebook, Messenger, Viber and
 * X/Twitter fetch `og:image` without running the page. index.html writes
 * them root-relative (`/og-image.png`); when the build knows the public
 * address (`VITE_SITE_URL=https://example.hu/ npm run build`), this plugin
 * makes every og:/twitter: address absolute and adds og:url and a canonical
 * link. Without it the tags stay relative (fine for local builds) and the
 * build says so once.
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

const previewTag = /<meta\s+(?:property="og:[\w:]+"|name="twitter:[\w:]+")\s+content="(\/[^"]*)"\s*\/?>/g;

/** index.html with the preview tags' root-relative addresses resolved against `siteUrl`. */
export function absolutePreviewUrls(html: string, siteUrl: string): string {
  const withAbsolute = html.replace(previewTag, (tag: string, path: string) =>
    tag.replace(`content="${path}"`, `content="${new URL(path.slice(1), siteUrl).href}"`),
  );
  const extra = [
    `<meta property="og:url" content="${siteUrl}" />`,
    `<link rel="canonical" href="${siteUrl}" />`,
  ].join('\n    ');
  return withAbsolute.replace('</head>', `  ${extra}\n  </head>`);
}

export function siteUrlTags(): Plugin {
  let siteUrl: string | null = null;
  let raw: string | undefined;
  let building = false;
  return {
    name: 'club:site-url-tags',
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
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (siteUrl ? absolutePreviewUrls(html, siteUrl) : html),
    },
  };
}
