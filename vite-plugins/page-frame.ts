/**
 * The page frame: index.html with the site header and a loading line in its root and the
 * site's own head, so the first paint needs no JavaScript. The prerenderer writes it into
 * pages with no copy of their screen (vite-plugins/vite-prerender.ts), the development
 * server serves it, and the service worker answers with it for an address it has no page
 * of (vite-plugins/vite-offline.ts).
 */
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { readClub } from './build-content.ts';
import { escapeMarkup } from './escape-markup.ts';
import { pageHeadTags, siteOwnHead } from './page-head.ts';
import { APP_HTML, fillPlaceholder, PAGE_DATA, PAGE_HEAD } from './page-template.ts';
import { normaliseSiteUrl } from './vite-site-url.ts';

const root = join(import.meta.dirname, '..');

/**
 * The page frame in `<div id="root">`: the site header and a loading line,
 * with the classes SiteLayout renders, so a phone paints the frame from HTML
 * and CSS alone while the script downloads. Where the start-up script finds no
 * prerendered copy of the screen (vite-plugins/vite-prerender.ts writes the
 * frame into such pages), React renders over it rather than hydrating it
 * (src/main.tsx). The header has the same size as React's, so nothing moves
 * when React takes over (tests/e2e/first-paint.test.ts measures the layout
 * shift).
 */
export function pageShell(base: string): string {
  return (
    `<header class="site-header"><a class="site-name" href="${base}#/">` +
    `<img src="${base}favicon.svg" alt="" width="40" height="40" />` +
    `<span>${escapeMarkup(readClub(root).clubName)}</span></a></header>` +
    `<main id="tartalom" class="site-main" tabindex="-1" data-shell="">` +
    `<div class="pending" role="status"><span class="spinner" aria-hidden="true"></span><p>Betöltés…</p></div>` +
    `</main>`
  );
}

/**
 * index.html as the page frame: the frame in its root and the site's own head
 * in its head, until the app renders a screen and sets the screen's.
 */
export function pageFrame(html: string, base: string, siteUrl: string | null): string {
  const club = readClub(root);
  const head = pageHeadTags(siteOwnHead(club), { siteUrl, image: null, club });
  const frame = fillPlaceholder(fillPlaceholder(html, PAGE_HEAD, head), APP_HTML, pageShell(base));
  return fillPlaceholder(frame, PAGE_DATA, '');
}

/**
 * index.html's page frame and touch icon. The dev server gets the frame
 * (pageFrame) in index.html's placeholders; a build leaves them to the
 * prerenderer, which puts each page's screen and head there, or this frame.
 */
export function pageFrameInIndexHtml(): Plugin {
  let base = '/';
  let serving = false;
  let siteUrl: string | null = null;
  return {
    name: 'club:page-frame-in-index-html',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
      siteUrl = normaliseSiteUrl(config.env.VITE_SITE_URL as string | undefined);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const touchIcon = `<link rel="apple-touch-icon" href="${base}icons/apple-touch-icon.png" />\n  `;
        const page = html.replace('</head>', `${touchIcon}</head>`);
        return serving ? pageFrame(page, base, siteUrl) : page;
      },
    },
  };
}
