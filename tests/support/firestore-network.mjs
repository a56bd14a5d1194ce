// @ts-check
/**
 * A network on which Firestore's real address leads to a local Firestore
 * (the emulator, or a relay in front of it, at FIRESTORE_NETWORK_ORIGIN), for a
 * process the test cannot configure otherwise: a production build
 * (`npm run build`) reads https://firestore.googleapis.com and refuses an
 * emulator address. Loaded into every Node process of such a build with
 * NODE_OPTIONS=--import=<this file>; plain JavaScript, so Node loads it as it is.
 *
 * The Firebase SDK reads Firestore with the global fetch; requests to
 * anywhere else go out unchanged.
 */
const FIRESTORE = 'https://firestore.googleapis.com';
const local = process.env.FIRESTORE_NETWORK_ORIGIN;
if (!local) throw new Error('firestore-network.mjs: FIRESTORE_NETWORK_ORIGIN is not set');

const fetchFromTheNetwork = globalThis.fetch;

/** @type {typeof fetch} */
globalThis.fetch = (input, init) => {
  const request = input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input));
  if (url.origin !== FIRESTORE) return fetchFromTheNetwork(input, init);
  const target = new URL(`${url.pathname}${url.search}`, local);
  return fetchFromTheNetwork(request ? new Request(target, request) : target, init);
};
