/**
 * The site's own head: the tab title, description and link preview of a page
 * that has no screen of its own yet (the page frame, 404.html, the dev
 * server's index.html), which the build writes (vite-plugins/page-head.ts) and
 * the app starts from (src/components/shared/use-page-head.ts). One module
 * for both, so what a crawler reads before any script runs and what the app
 * sets after are the same words.
 */
export const SITE_NAME = 'Zöld Ösvény Természetjárók';

/** The home page's title, and so the site's tab title before a screen sets its own. */
export const HOME_TITLE = 'Túraprogramok';

/** A screen's tab title: its own, then the site's name. */
export function documentTitle(title: string | null): string {
  return title ? `${title} – ${SITE_NAME}` : SITE_NAME;
}

/** The site's tab title: the home page's. */
export const SITE_TITLE = documentTitle(HOME_TITLE);

/** The site's description: the home page's, and every screen's that has none of its own. */
export const SITE_DESCRIPTION =
  'A Zöld Ösvény Természetjáró Egyesület túraprogramja: a következő túrák, az éves program, indulási idők, részvételi díjak és jelentkezés telefonon.';

/**
 * What a link preview of the site shows, where the page has no screen of its
 * own: shorter than the tab title and description, the club's name first, as
 * a shared link reads best.
 */
export const SITE_PREVIEW = {
  title: `${SITE_NAME} – túraprogramok`,
  description:
    'A következő túrák, az éves program, indulási idők, részvételi díjak és jelentkezés telefonon.',
} as const;

/**
 * The site's preview picture (public/og-image.png, 1200×630) and what it
 * shows, for a page without a picture of its own.
 */
export const SITE_IMAGE = {
  src: '/og-image.png',
  alt: 'Zöld Ösvény Természetjáró Egyesület – Túraprogramok 2025, havas hegycsúcsok és egy tó képével',
} as const;
