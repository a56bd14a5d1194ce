/**
 * A page's own head, written into index.html's `<!--page-head-->`
 * (vite-plugins/page-template.ts): its title and description, its link
 * preview and its canonical address; and, after the screen, its schema.org
 * data (pageStructuredData). index.html holds
 * only what every page shares (charset, theme colour, og:type, the preview
 * picture's size, icons, feeds), so nothing in it is ever looked for or
 * edited, however it is formatted. One function writes every page's head:
 * a prerendered screen's (vite-plugins/vite-prerender.ts) and the page
 * frame's, the site's own (vite-plugins/vite-offline.ts, in the build and
 * the dev server).
 */
import type { DocumentHead } from '../src/components/shared/use-page-head.ts';
import { scriptJson } from '../src/lib/script-json.ts';
import { siteHead, type SiteIdentity } from '../src/lib/site-head.ts';
import { BUILT_STRUCTURED_DATA_ID } from '../src/prerender/pick.ts';
import { escapeMarkup } from './escape-markup.ts';

/** What a page's head says: a screen's (DocumentHead), or the site's own. */
export interface PageHead extends DocumentHead {
  /** What a link preview shows, where that is not the title and description (the site's own head). */
  preview?: { title: string; description: string };
}

/**
 * The site's own head, the page frame's: until the app has rendered a screen,
 * a page is the site (its canonical address the site's, `''`).
 */
export function siteOwnHead(club: SiteIdentity): PageHead {
  const { title, description, preview } = siteHead(club);
  return { title, description, canonical: '', preview };
}

export interface PageHeadOptions {
  /**
   * The site's public address (VITE_SITE_URL, normalised by
   * vite-plugins/vite-site-url.ts), or null: then the page names no
   * canonical address and its picture's address stays root-relative.
   */
  siteUrl: string | null;
  /** The page's own preview picture (`/og/2025/program7.png`), or null for the site's. */
  image: string | null;
  /** The club's names and description: the site's own picture says them. */
  club: SiteIdentity;
}

/** `<meta property|name="…" content="…" />`, its content escaped. */
function meta(attribute: 'name' | 'property', key: string, content: string): string {
  return `<meta ${attribute}="${key}" content="${escapeMarkup(content)}" />`;
}

/**
 * The page's own head tags, one per line. Link previews need absolute
 * addresses (Facebook, Messenger, Viber and X fetch the picture without
 * running the page), so with the site's address the picture's is resolved
 * against it, and the page's permanent address, if it has one, is its
 * canonical link and og:url. A page's own picture shows its title, so that
 * is its alternative text; the site's picture has its own.
 */
export function pageHeadTags(head: PageHead, { siteUrl, image, club }: PageHeadOptions): string {
  const preview = head.preview ?? { title: head.title, description: head.description };
  const picture = image === null ? siteHead(club).image : { src: image, alt: head.title };
  const src = siteUrl ? new URL(picture.src.slice(1), siteUrl).href : picture.src;
  const url =
    siteUrl && head.canonical !== null
      ? new URL(head.canonical ? `${head.canonical}/` : '', siteUrl).href
      : null;
  const tags = [
    `<title>${escapeMarkup(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(url ? [`<link rel="canonical" href="${escapeMarkup(url)}" />`, meta('property', 'og:url', url)] : []),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    // The picture's type and size, the same for every page, follow in index.html.
    meta('property', 'og:image', src),
    meta('property', 'og:image:alt', picture.alt),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
    meta('name', 'twitter:image', src),
    meta('name', 'twitter:image:alt', picture.alt),
  ];
  return tags.join('\n    ');
}

/** The page's schema.org data as the script crawlers read, or nothing where it has none. */
export function pageStructuredData(head: Pick<PageHead, 'structuredData'>): string {
  return head.structuredData === undefined
    ? ''
    : `<script type="application/ld+json" id="${BUILT_STRUCTURED_DATA_ID}">${scriptJson(head.structuredData)}</script>`;
}
