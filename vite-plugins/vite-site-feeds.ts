/**
 * The files a build publishes beside the pages (vite-plugins/feed-contents.ts,
 * vite-plugins/og-images.ts), written into the browser's build:
 * - `naptar.ics`, the calendar of the current and next season to subscribe to
 *   (`webcal://…/naptar.ics`), rewritten every build: the deploy runs nightly;
 * - `feed.xml`, the Atom feed of the trips announced for those seasons;
 * - `sitemap.xml` and robots.txt's `Sitemap:` line;
 * - `og/…png`, each published page's link preview picture.
 * The feed and the sitemap need absolute addresses, so only a build with
 * VITE_SITE_URL writes them; the calendar then has no page links.
 *
 * The events are the bundled lists, or in a build configured for Firestore
 * the snapshot vite-plugins/vite-events-snapshot.ts read (the module the app starts
 * from): the files then list what the prerendered pages show. Drafts are
 * left out of everything, as a production build leaves their pages out.
 *
 * The development server answers the same three addresses (siteFeedsServed), from the
 * content on disk, read afresh at each request, with its own address as the site's.
 *
 * The page heads use ogImagePath, feedLinks and pageAddresses, re-exported here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import type { ClubEvent } from '../schema/event.ts';
import { firebaseConfigFromEnv } from '../src/data/firebase-config.ts';
import { CALENDAR_FILE, FEED_FILE, SITEMAP_FILE } from '../src/lib/feeds.ts';
import { ogCards, pictureLook, renderOgImages } from './og-images.ts';
import { readClubLook } from './vite-club-look.ts';
import {
  atomFeed,
  feedSeasons,
  pageAddresses,
  readSiteContent,
  robotsWithSitemap,
  sitemap,
  subscriptionCalendar,
} from './feed-contents.ts';
import { SNAPSHOT_MODULE } from './vite-events-snapshot.ts';
import { normaliseSiteUrl } from './vite-site-url.ts';

export { feedLinks, feedLinkTags, ogImagePath } from '../src/lib/feeds.ts';
export { pageAddresses, type PageAddress } from './feed-contents.ts';

/**
 * The events the build's snapshot module holds (`export default [...]` or
 * `export default null;` when the build could not read Firestore), as the
 * app's build loaded it.
 */
export function snapshotEvents(code: string): ClubEvent[] | null {
  // After the marker's line (`export const snapshotMarker = …;`).
  const match = /^export default ([\s\S]*);\s*$/m.exec(code);
  if (!match)
    throw new Error(
      `site feeds: ${SNAPSHOT_MODULE} is not the JSON module vite-plugins/vite-events-snapshot.ts writes`,
    );
  return JSON.parse(match[1]!) as ClubEvent[] | null;
}

type ModuleCode = (id: string) => { code: string | null } | null;

/** The build's snapshot of Firestore's events; undefined in a build of the bundled lists. */
function firestoreSnapshot(moduleInfo: ModuleCode, firestore: boolean): ClubEvent[] | null | undefined {
  if (!firestore) return undefined;
  const code = moduleInfo(`\0${SNAPSHOT_MODULE}`)?.code;
  if (!code) throw new Error(`site feeds: the app's build did not load ${SNAPSHOT_MODULE}`);
  return snapshotEvents(code);
}

export function siteFeeds(): Plugin {
  let root = process.cwd();
  let publicDir = '';
  let siteUrl: string | null = null;
  let firestore = false;
  return {
    name: 'club:site-feeds',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      publicDir = config.publicDir || join(root, 'public');
      siteUrl = normaliseSiteUrl(config.env.VITE_SITE_URL as string | undefined);
      firestore = firebaseConfigFromEnv(config.env) !== null;
    },
    async generateBundle() {
      const now = new Date();
      const snapshot = firestoreSnapshot((id) => this.getModuleInfo(id), firestore);
      if (snapshot === null) {
        // Written from no list, the calendar would empty every subscriber's; last night's stays on the host.
        this.warn(
          `no events snapshot: ${CALENDAR_FILE}, ${FEED_FILE}, ${SITEMAP_FILE} and the preview pictures are not written`,
        );
        return;
      }
      const content = readSiteContent(root, snapshot);
      const pages = pageAddresses(content);
      const context = { siteUrl, now };
      const emit = (fileName: string, source: string | Uint8Array) =>
        this.emitFile({ type: 'asset', fileName, source });

      emit(CALENDAR_FILE, subscriptionCalendar(content, context));
      const feed = atomFeed(pages, content, context);
      const map = sitemap(pages, context);
      if (feed) emit(FEED_FILE, feed);
      if (map && siteUrl) {
        emit(SITEMAP_FILE, map);
        emit('robots.txt', robotsWithSitemap(readFileSync(join(publicDir, 'robots.txt'), 'utf8'), siteUrl));
      }
      const images = await renderOgImages(ogCards(pages, content.club.clubName), {
        publicDir,
        look: pictureLook(readClubLook(root)),
        cacheDir: join(root, 'node_modules/.cache/club-og-images'),
      });
      for (const { fileName, png } of images) emit(fileName, png);

      const [current, next] = feedSeasons(now);
      this.info(
        `${CALENDAR_FILE} and ${siteUrl ? `${FEED_FILE} (${current}–${next}), ${SITEMAP_FILE}` : `no ${FEED_FILE} nor ${SITEMAP_FILE} (VITE_SITE_URL is not set)`}, ${images.length} preview pictures`,
      );
    },
  };
}

/** What each published file is served as, by the host (firebase.json) and the development server. */
const FEED_TYPES: Record<string, string> = {
  [CALENDAR_FILE]: 'text/calendar; charset=utf-8',
  [FEED_FILE]: 'application/atom+xml; charset=utf-8',
  [SITEMAP_FILE]: 'application/xml; charset=utf-8',
};

/**
 * `npm run dev` answering the calendar, the feed and the sitemap as the live site does, with
 * the server's own address in them: every address the README lists opens on a developer's
 * machine too. The bundled lists are their events, as the development server's screens'.
 */
export function siteFeedsServed(): Plugin {
  return {
    name: 'club:site-feeds-served',
    apply: 'serve',
    configureServer(server) {
      const { root, base } = server.config;
      server.middlewares.use((request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const path = new URL(request.url ?? '/', 'http://localhost').pathname;
        const file = path.startsWith(base) ? path.slice(base.length) : '';
        const type = FEED_TYPES[file];
        if (!type) return next();
        const host = request.headers.host ?? '127.0.0.1';
        const context = { siteUrl: normaliseSiteUrl(`http://${host}${base}`), now: new Date() };
        const content = readSiteContent(root);
        const pages = pageAddresses(content);
        const body =
          file === CALENDAR_FILE
            ? subscriptionCalendar(content, context)
            : file === FEED_FILE
              ? atomFeed(pages, content, context)
              : sitemap(pages, context);
        response.statusCode = 200;
        response.setHeader('Content-Type', type);
        response.end(request.method === 'HEAD' ? undefined : (body ?? ''));
      });
    },
  };
}
