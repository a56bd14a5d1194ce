/**
 * The site's own head: the tab title, description and link preview of a page
 * that has no screen of its own yet (the page frame, 404.html, the dev
 * server's index.html), which the build writes (vite-plugins/page-head.ts) and
 * the app starts from (src/components/shared/use-page-head.ts). One module
 * for both, so what a crawler reads before any script runs and what the app
 * sets after are the same words.
 */
import type { ClubSettings } from '../../schema/club.ts';
import { HOME_OG_IMAGE } from './feeds.ts';

/** What of the club's settings the site's head says: its names and description. */
export type SiteIdentity = Pick<ClubSettings, 'clubName' | 'siteName' | 'description'>;

/** The home page's title, and so the site's tab title before a screen sets its own. */
export const HOME_TITLE = 'Túraprogramok';

/** A screen's tab title: its own, then the site's name. */
export function documentTitle(title: string | null, siteName: string): string {
  return title ? `${title} – ${siteName}` : siteName;
}

/**
 * The site's own head, for a page that has no screen of its own: its tab title (the home
 * page's), its description (the home page's, and every screen's that has none of its own),
 * what a link preview shows (shorter, the club's name first, as a shared link reads best) and
 * the preview picture (the home page's, which shows the club's name and logo).
 */
export function siteHead(club: SiteIdentity) {
  return {
    title: documentTitle(HOME_TITLE, club.siteName),
    description: club.description,
    preview: {
      title: `${club.siteName} – túraprogramok`,
      description:
        'A következő túrák, az éves program, indulási idők, részvételi díjak és jelentkezés telefonon.',
    },
    image: { src: HOME_OG_IMAGE, alt: `${club.clubName}: túraprogramok` },
  } as const;
}
