/**
 * The Firestore backend at the wire, for the real `firebase/firestore/lite` SDK.
 *
 * The lite SDK reads a collection with one REST call:
 *   POST {origin}/v1/projects/{project}/databases/{database}/documents:runQuery[?key=…]
 *   Content-Type: text/plain, body {"structuredQuery":{"from":[{"collectionId":"event"}]}}
 * and Firestore answers with a JSON array, one item per document, values typed
 * (`integerValue` as a string, `stringValue`, …; a missing field is simply absent):
 *   [{"document":{"name":"projects/p/databases/(default)/documents/event/3","fields":{…},
 *     "createTime":"…","updateTime":"…"},"readTime":"…"}]
 * An empty result is a single item with only `readTime`. Errors are Google's
 * `{"error":{"code":403,"message":"…","status":"PERMISSION_DENIED"}}`, which the
 * streaming runQuery method wraps in an array.
 *
 * The pure functions here also drive the e2e test's stand-in emulator, so both
 * answer exactly alike.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

/** A stored document: its id and its fields as plain values (left out = missing field). */
export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

export interface RunQueryTarget {
  projectId: string;
  databaseId: string;
  collectionId: string | undefined;
}

/** What the lite SDK posts to for a query on a top-level collection. */
export const RUN_QUERY_PATH = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents:runQuery$/;

const READ_TIME = '2025-03-10T06:00:00.000000Z';
const WRITE_TIME = '2025-01-02T09:30:00.000000Z';

/** A JavaScript value as Firestore's REST API types it. */
export function toFirestoreValue(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  // 64-bit integers travel as decimal strings, doubles as JSON numbers.
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toFirestoreValue) } };
  if (typeof value === 'object')
    return { mapValue: { fields: toFirestoreFields(value as Record<string, unknown>) } };
  throw new Error(`No Firestore value for ${typeof value}`);
}

export function toFirestoreFields(data: Record<string, unknown>): Record<string, FirestoreValue> {
  return Object.fromEntries(
    Object.entries(data)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, toFirestoreValue(value)]),
  );
}

/** Which project, database and collection a runQuery call asks for; null when the path is no runQuery. */
export function parseRunQuery(pathname: string, body: string): RunQueryTarget | null {
  const match = RUN_QUERY_PATH.exec(pathname);
  if (!match) return null;
  const request = JSON.parse(body) as { structuredQuery?: { from?: Array<{ collectionId?: string }> } };
  return {
    projectId: decodeURIComponent(match[1]!),
    databaseId: decodeURIComponent(match[2]!),
    collectionId: request.structuredQuery?.from?.[0]?.collectionId,
  };
}

function byDocumentId(a: StoredDocument, b: StoredDocument): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Firestore's answer to a runQuery on `target`, holding `documents` when it names `collectionId`. */
export function runQueryResponse(
  target: RunQueryTarget,
  collectionId: string,
  documents: readonly StoredDocument[],
): unknown[] {
  // Firestore returns documents in name order, so "10" comes before "2".
  const found = target.collectionId === collectionId ? [...documents].sort(byDocumentId) : [];
  if (found.length === 0) return [{ readTime: READ_TIME }];
  return found.map((document) => ({
    document: {
      name: `projects/${target.projectId}/databases/${target.databaseId}/documents/${collectionId}/${document.id}`,
      fields: toFirestoreFields(document.data),
      createTime: WRITE_TIME,
      updateTime: WRITE_TIME,
    },
    readTime: READ_TIME,
  }));
}

export const FIRESTORE_ERRORS = {
  'permission-denied': {
    code: 403,
    status: 'PERMISSION_DENIED',
    message: 'Missing or insufficient permissions.',
  },
  internal: { code: 500, status: 'INTERNAL', message: 'Internal error encountered.' },
  unavailable: { code: 503, status: 'UNAVAILABLE', message: 'The service is currently unavailable.' },
  'deadline-exceeded': { code: 504, status: 'DEADLINE_EXCEEDED', message: 'Deadline exceeded.' },
  'resource-exhausted': { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded.' },
} as const;

export type FirestoreErrorKind = keyof typeof FIRESTORE_ERRORS;

/** Google's error body; `streamed` wraps it in an array, as runQuery does. */
export function firestoreErrorBody(kind: FirestoreErrorKind, { streamed = true } = {}) {
  const body = { error: FIRESTORE_ERRORS[kind] };
  return streamed ? [body] : body;
}

/** The events collection, as the site reads it. */
export const EVENT_COLLECTION = 'event';

const runQueryUrl = ({ request }: { request: Request }) => RUN_QUERY_PATH.test(new URL(request.url).pathname);

/** Every runQuery call, on any Firestore host (the cloud or an emulator). */
function onRunQuery(
  resolver: (target: RunQueryTarget, request: Request) => Response | Promise<Response>,
): HttpHandler {
  return http.post(runQueryUrl, async ({ request }) => {
    const target = parseRunQuery(new URL(request.url).pathname, await request.text());
    if (!target) throw new Error(`not a runQuery call: ${request.url}`);
    return resolver(target, request);
  });
}

/** Firestore holding `documents` in `event`; `delayMs` keeps the answer back that long. */
export function firestoreWithEvents(
  documents: readonly StoredDocument[],
  { delayMs = 0 }: { delayMs?: number } = {},
): HttpHandler {
  return onRunQuery(async (target) => {
    if (delayMs > 0) await delay(delayMs);
    return HttpResponse.json(runQueryResponse(target, EVENT_COLLECTION, documents));
  });
}

/** Firestore answering every query with an HTTP error. */
export function firestoreFailing(kind: FirestoreErrorKind, options?: { streamed?: boolean }): HttpHandler {
  return onRunQuery(() =>
    HttpResponse.json(firestoreErrorBody(kind, options), { status: FIRESTORE_ERRORS[kind].code }),
  );
}

/**
 * An answer from something between the phone and Firestore, not Firestore itself:
 * a gateway's HTML error page (HTTP 502, 504) or a Wi-Fi login page (HTTP 200, HTML).
 */
export function firestoreAnsweredByGateway(
  status: number,
  body = '<html><body>Bad Gateway</body></html>',
): HttpHandler {
  return onRunQuery(() => new HttpResponse(body, { status, headers: { 'Content-Type': 'text/html' } }));
}

/** A request that is sent and never answered: a stalled connection on a weak signal. */
export function firestoreNeverAnswering(): HttpHandler {
  return onRunQuery(async () => {
    await delay('infinite');
    return HttpResponse.error();
  });
}

/** No answer at all: the connection fails, as with no signal. */
export function firestoreUnreachable(): HttpHandler {
  return onRunQuery(() => HttpResponse.error());
}

/** Event documents as a club would store them: document id = the event id as a string. */
export function eventDocuments(
  events: ReadonlyArray<{ id: number } & Record<string, unknown>>,
): StoredDocument[] {
  return events.map((event) => ({ id: String(event.id), data: { ...event } }));
}
