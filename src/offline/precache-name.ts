/**
 * Which precaches a worker may delete when it takes over. Every worker of an origin shares one
 * CacheStorage: the site's (scope `/`) and the organisers' page's (scope `/szervezo/`, whose
 * Workbox precache is named `workbox-precache-v2-<its scope>`). A worker deletes only its own
 * scope's earlier precaches, never another page's, or the organisers' page would lose its offline
 * copy each time a new version of the site takes over (and the other way round). WebKit shows the
 * same need across ports of one host, whose workers meet in one CacheStorage there.
 */

/** Workbox's precache name for a scope, the layout the site's worker keeps. */
export function precacheName(scope: string): string {
  return `workbox-precache-v2-${scope}`;
}

/**
 * Whether `name` is an earlier precache of the worker at `scope`: any of Workbox's layouts
 * (`workbox-precache-<scope>`, `workbox-precache-v2-<scope>`, or a custom prefix before
 * `-precache-`) named for exactly this scope, and not the one in use.
 */
export function isOwnOldPrecache(name: string, scope: string): boolean {
  return name !== precacheName(scope) && name.includes('-precache-') && name.endsWith(`-${scope}`);
}
