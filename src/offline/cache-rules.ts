/**
 * What the service worker (src/offline/sw.ts) keeps in its runtime caches, and
 * for which requests. Kept apart from the worker so the rules can be tested one by one, and so
 * the page can name the caches it fills itself (src/offline/register-service-worker.ts).
 */

/** The caches the worker keeps at run time, by what they hold. */
export const RUNTIME_CACHES = {
  tracks: 'tracks',
  pages: 'pages',
  chunks: 'chunks',
  prerendered: 'prerendered',
  pictures: 'pictures',
} as const;

/** What a rule may use of the service worker's global scope: the worker's scope is Vite's base. */
interface WorkerScope {
  registration: { scope: string };
}
const scope = () => (self as unknown as WorkerScope).registration.scope;

/** Whether an answer may be stored: only a 200 answer of the expected type. */
export interface CachePlugin {
  cacheWillUpdate: (param: { response: Response }) => Promise<Response | null>;
}

const keepWhen = (accepts: (response: Response, type: string) => boolean): CachePlugin => ({
  cacheWillUpdate: ({ response }) =>
    Promise.resolve(
      response.status === 200 && accepts(response, response.headers.get('content-type') ?? '')
        ? response
        : null,
    ),
});

/**
 * Script chunks and their stylesheets: a missing chunk may come back as an HTML page with status
 * 200; never keep that.
 */
export const onlyScripts = keepWhen((_response, type) => /javascript|text\/css/.test(type));

/** Pages: a 200 answer that is HTML (a 404 page is not kept under the address it was asked for). */
export const onlyPages = keepWhen((_response, type) => /^text\/html/.test(type));

/** Route tracks: a GPX file, not the page frame or an error answered for a missing one. */
export const onlyTracks = keepWhen((_response, type) => /^application\/gpx\+xml/.test(type));

/**
 * Pictures: an error page or index.html answered for a missing one would
 * otherwise show as a broken image for good, even after the picture is back.
 */
export const onlyPictures = keepWhen((_response, type) => /^image\//.test(type));

/**
 * Prerendered screens: a copy no longer on the server comes back as a 404 or an HTML page of
 * another kind. The mark is PRERENDERED_MARK (src/prerender/pick.ts), written out here so the
 * worker's bundle does not take in the start-up's code.
 */
export const onlyPrerenderedCopies: CachePlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 &&
    /^text\/html/.test(response.headers.get('content-type') ?? '') &&
    (await response.clone().text()).startsWith('<!--prerendered-->')
      ? response
      : null,
};

export interface RequestMatch {
  request: Request;
  url: URL;
  sameOrigin: boolean;
}

/*
 * The editor at /admin/ (vite.admin.config.ts) and the organisers' page at /szervezo/
 * (vite.organisers.config.ts) are no pages of the site: they are fetched fresh from the
 * server each time, so their pages and scripts are kept in no cache (an organiser must
 * never act on a stale copy of the program).
 */

/** A page of the site opened: every navigation but to the editor or the organisers' page. */
export const sitePageRequest = ({ request, url }: RequestMatch) =>
  request.mode === 'navigate' &&
  !['admin/', 'szervezo/'].some((folder) => url.href.startsWith(`${scope()}${folder}`));

/** A route's GPX track (`<year>/<file>.gpx`, beside its trip's page), however it is fetched. */
export const siteTrackRequest = ({ url, sameOrigin }: RequestMatch) =>
  sameOrigin && url.href.startsWith(scope()) && url.pathname.endsWith('.gpx');

/** One of the site's script chunks or their stylesheets (the editor's are under admin/assets/). */
export const siteChunkRequest = ({ url, sameOrigin }: RequestMatch) =>
  sameOrigin && url.href.startsWith(`${scope()}assets/`) && /\.(js|css)$/.test(url.pathname);

/** A prerendered screen (vite-plugins/vite-prerender.ts), named by its content. */
export const prerenderedRequest = ({ url, sameOrigin }: RequestMatch) =>
  sameOrigin && url.href.startsWith(`${scope()}prerendered/`);

/** One of the site's pictures. */
export const pictureRequest = ({ url, sameOrigin }: RequestMatch) =>
  sameOrigin && url.href.startsWith(`${scope()}pictures/`);
