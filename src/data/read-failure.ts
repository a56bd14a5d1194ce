/*
 * What a failed read of the events means, for the two answers to it: another
 * attempt (the queries' retries, src/data/events.ts) and the program read last
 * time (src/offline/last-events.ts). Firestore says what went wrong in an error
 * code; the two lists below are the whole rule.
 */

/** A failure's Firestore error code (`permission-denied`, `unavailable`, …), or undefined for another kind of failure. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/** Firestore error codes that another attempt cannot change: the rules, the project or the query are wrong. */
const PERMANENT_CODES = new Set([
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
const TEMPORARY_CODES = new Set([
  'unknown',
  'internal',
  'unavailable',
  'deadline-exceeded',
  'aborted',
  'resource-exhausted',
]);

/** An answer from Firestore that will not change however often it is asked again. */
export function isPermanentFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && PERMANENT_CODES.has(code);
}

/**
 * A failure another attempt may not repeat: the saved program is better than an
 * error then. Not so for an answer from Firestore that will not change
 * (permission denied, no valid document, a configuration mistake).
 */
export function isTemporaryFailure(error: unknown): boolean {
  if (!navigator.onLine) return true;
  if (error instanceof TypeError) return true; // fetch() and import() without a network
  const code = errorCode(error);
  return code !== undefined && TEMPORARY_CODES.has(code);
}
