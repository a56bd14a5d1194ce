// @ts-check
/**
 * A network on which Firestore's real address leads to a local Firestore
 * (the emulator, or a relay in front of it, at FIRESTORE_NETWORK_ORIGIN), for a
 * process the test cannot configure otherwise: a production build
 * (`npm run build`) reads https://firestore.googleapis.com and refuses an
 * emulator address. Loaded into every Node process of such a build with
 * NODE_OPTIONS=--import=<this file>; plain JavaScript, so Node loads it as it is.
 * With SITE_NETWORK_ADDRESS (the site's public address, https://…/) and
 * SITE_NETWORK_ORIGIN, the site's address leads to a local server too: the
 * deploy workflow's check reads the live site (tools/events-changed.ts).
 *
 * The Firebase SDK reads Firestore with the global fetch, as the check reads
 * the site; requests to anywhere else go out unchanged.
 */
const FIRESTORE = 'https://firestore.googleapis.com';
const local = process.env.FIRESTORE_NETWORK_ORIGIN;
if (!local) throw new Error('firestore-network.mjs: FIRESTORE_NETWORK_ORIGIN is not set');

/** Where each origin leads on this network. */
const routes = new Map([[FIRESTORE, local]]);
const site = process.env.SITE_NETWORK_ADDRESS;
const siteServer = process.env.SITE_NETWORK_ORIGIN;
if (site && siteServer) routes.set(new URL(site).origin, siteServer);

const fetchFromTheNetwork = globalThis.fetch;

/** @type {typeof fetch} */
globalThis.fetch = (input, init) => {
  const request = input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input));
  const server = routes.get(url.origin);
  if (!server) return fetchFromTheNetwork(input, init);
  const target = new URL(`${url.pathname}${url.search}`, server);
  return fetchFromTheNetwork(request ? new Request(target, request) : target, init);
};
