/*
 * What a failed read of the events means, for the two answers to it: another
 * attempt (the queries' retries, src/data/events.ts) and the program read last
 * time (src/offline/last-events.ts). Firestore says what went wrong in an error
 * code; the two lists below are the whole rule.
 */

/** A failure's Firestore error code (`permission-denied`, `unavailable`, …); undefined for another kind of failure. */
export function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** Firestore error codes that another attempt cannot change: the rules, the project or the query are wrong. */
const PERMANENT_CODES: ReadonlySet<unknown> = new Set([
  'permission-denied',
  'unauthenticated',
  'not-found',
  'invalid-argument',
  'failed-precondition',
]);

/**
 * What the Firestore SDK reports when the connection, not Firestore's answer,
 * is at fault: `unknown` for a request that got no answer or an HTTP 5xx
 * without Google's error body (a weak signal while the phone says it is
 * online), `internal` for HTTP 500, `unavailable` for 503, `deadline-exceeded`
 * for 504 and for a read that takes too long (the reader's own time-out),
 * `resource-exhausted` for a project over its daily quota (until the next day).
 */
const TEMPORARY_CODES: ReadonlySet<unknown> = new Set([
  'unknown',
  'internal',
  'unavailable',
  'deadline-exceeded',
  'aborted',
  'resource-exhausted',
]);

/**
 * Two more attempts after a failure (a weak signal on the road often recovers),
 * none after an answer that will not change, so its error shows at once.
 */
export function shouldRetryEvents(failureCount: number, error: unknown): boolean {
  return failureCount < 2 && !PERMANENT_CODES.has(errorCode(error));
}

/**
 * A failure another attempt may not repeat: the saved program is better than an
 * error then. Not so for an answer from Firestore that will not change
 * (permission denied, no valid document, a configuration mistake).
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (!navigator.onLine) return true;
  if (error instanceof TypeError) return true; // fetch() and import() without a network
  return TEMPORARY_CODES.has(errorCode(error));
}
