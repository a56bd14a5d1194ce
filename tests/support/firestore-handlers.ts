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
 * A timestamp travels as RFC 3339 text (`"timestampValue":"2026-03-06T23:00:00Z"`);
 * a stored `Date` is one, as the Admin SDK and the console write it.
 * An empty result is a single item with only `readTime`. Errors are Google's
 * `{"error":{"code":403,"message":"…","status":"PERMISSION_DENIED"}}`, which the
 * streaming runQuery method wraps in an array.
 *
 * The pure functions here also drive the stand-in (tests/support/firestore-stand-in.ts),
 * so both answer exactly alike, and tests/unit/data/firestore-contract.test.ts holds
 * both to Google's Firestore emulator. Both enforce what the repository's firestore.rules
 * allow a visitor: list queries on `event` with a limit of at most
 * EVENT_QUERY_LIMIT, nothing on other collections.
 */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { EVENT_QUERY_LIMIT } from '../../src/data/firestore-events.ts';
import { EVENTS_COLLECTION, MARKER_COLLECTION, MARKER_DOCUMENT } from '../../schema/collections.ts';

export type FirestoreValue =
  | { nullValue: null }
  | { booleanValue: boolean }
  | { integerValue: string }
  | { doubleValue: number }
  | { stringValue: string }
  | { timestampValue: string }
  | { referenceValue: string }
  | { arrayValue: { values?: FirestoreValue[] } }
  | { mapValue: { fields?: Record<string, FirestoreValue> } };

/** A stored document: its id and its fields as plain values (left out = missing field). */
export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

/**
 * The parts of a structured query the site and `npm run events:check` send:
 * field filters (one, or AND of several), order, cursors, limit.
 */
interface FieldFilter {
  field: { fieldPath: string };
  op: string;
  value: FirestoreValue;
}
export interface StructuredQuery {
  from?: Array<{ collectionId?: string }>;
  where?: {
    fieldFilter?: FieldFilter;
    compositeFilter?: { op: string; filters: Array<{ fieldFilter?: FieldFilter }> };
  };
  orderBy?: Array<{ field: { fieldPath: string }; direction?: string }>;
  /** `before: true` starts at the values, false (startAfter) just after them. */
  startAt?: Cursor;
  /** `before: true` ends just before the values (endBefore), false at them. */
  endAt?: Cursor;
  limit?: number | { value: number };
}

interface Cursor {
  values: FirestoreValue[];
  before?: boolean;
}

export interface RunQueryTarget {
  projectId: string;
  databaseId: string;
  collectionId: string | undefined;
  query?: StructuredQuery;
}

/** What the lite SDK posts to for a query on a top-level collection. */
export const RUN_QUERY_PATH = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents:runQuery$/;

/**
 * Where the site's pages read the change marker (src/data/firestore-events.ts): Firestore's
 * REST batchGet, posted as plain text, body {"documents":["projects/p/databases/(default)/documents/meta/changes"]};
 * Firestore answers one item per document, `{"found":{name,fields,…}}` or `{"missing":name}`.
 */
export const BATCH_GET_PATH = /^\/v1\/projects\/([^/]+)\/databases\/([^/]+)\/documents:batchGet$/;

/** The change marker as an organiser's write leaves it (schema/changes.ts); null = not written yet. */
export interface StoredMarker {
  visibleAt: Date;
  removals: number;
}

const READ_TIME = '2025-03-10T06:00:00.000000Z';
const WRITE_TIME = '2025-01-02T09:30:00.000000Z';

/** A JavaScript value as Firestore's REST API types it. */
export function toFirestoreValue(value: unknown): FirestoreValue {
  if (value === null) return { nullValue: null };
  // Firestore writes whole seconds without a fraction.
  if (value instanceof Date) return { timestampValue: value.toISOString().replace('.000Z', 'Z') };
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
  const request = JSON.parse(body) as { structuredQuery?: StructuredQuery };
  return {
    projectId: decodeURIComponent(match[1]!),
    databaseId: decodeURIComponent(match[2]!),
    collectionId: request.structuredQuery?.from?.[0]?.collectionId,
    ...(request.structuredQuery ? { query: request.structuredQuery } : {}),
  };
}

function byDocumentId(a: StoredDocument, b: StoredDocument): number {
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A plain value as Firestore orders it within its type; null when it is another type than the filter's. */
function comparable(value: unknown, filter: FirestoreValue): string | number | null {
  if ('stringValue' in filter) return typeof value === 'string' ? value : null;
  if ('timestampValue' in filter) return value instanceof Date ? value.toISOString() : null;
  if ('integerValue' in filter || 'doubleValue' in filter) return typeof value === 'number' ? value : null;
  return null;
}

function filterValue(filter: FirestoreValue): string | number {
  if ('stringValue' in filter) return filter.stringValue;
  if ('timestampValue' in filter) return new Date(filter.timestampValue).toISOString();
  if ('integerValue' in filter) return Number(filter.integerValue);
  if ('doubleValue' in filter) return filter.doubleValue;
  throw new Error(`stand-in Firestore: filter value ${JSON.stringify(filter)} not supported`);
}

/**
 * Firestore's query semantics for what the site asks: a field filter matches
 * only documents whose field has the filter value's type; a range filter
 * orders by its field first; then by document name; then the limit.
 */
export function applyQuery(
  documents: readonly StoredDocument[],
  query: StructuredQuery | undefined,
): StoredDocument[] {
  const filters = query?.where?.fieldFilter
    ? [query.where.fieldFilter]
    : (query?.where?.compositeFilter?.filters ?? []).flatMap((filter) =>
        filter.fieldFilter ? [filter.fieldFilter] : [],
      );
  const matches = (document: StoredDocument) =>
    filters.every((filter) => {
      const value = comparable(document.data[filter.field.fieldPath], filter.value);
      if (value === null) return false;
      const wanted = filterValue(filter.value);
      switch (filter.op) {
        case 'EQUAL':
          return value === wanted;
        case 'LESS_THAN':
          return value < wanted;
        case 'LESS_THAN_OR_EQUAL':
          return value <= wanted;
        case 'GREATER_THAN':
          return value > wanted;
        case 'GREATER_THAN_OR_EQUAL':
          return value >= wanted;
        default:
          throw new Error(`stand-in Firestore: operator ${filter.op} not supported`);
      }
    });
  const range = filters.find((filter) => filter.op !== 'EQUAL');
  const order = query?.orderBy?.length
    ? query.orderBy
    : range
      ? [{ field: range.field, direction: 'ASCENDING' }]
      : [];
  // An order on a field also filters: a document without the field is not in the result.
  const ordered = (document: StoredDocument) =>
    order.every(({ field }) => fieldOf(document, field.fieldPath) !== undefined);
  /** Where a document stands against the order's values (a document's own, or a cursor's). */
  const compareTo = (document: StoredDocument, values: readonly unknown[]) => {
    for (const [index, { field, direction }] of order.entries()) {
      if (index >= values.length) break;
      const sign = direction === 'DESCENDING' ? -1 : 1;
      const difference = compareValues(fieldOf(document, field.fieldPath), values[index]);
      if (difference !== 0) return difference * sign;
    }
    return 0;
  };
  const orderValues = (document: StoredDocument) =>
    order.map(({ field }) => fieldOf(document, field.fieldPath));
  const start = query?.startAt;
  const end = query?.endAt;
  const found = documents
    .filter(matches)
    .filter(ordered)
    .filter((document) => {
      if (start) {
        const position = compareTo(document, start.values.map(fromCursorValue));
        if (position < 0 || (position === 0 && !start.before)) return false;
      }
      if (end) {
        const position = compareTo(document, end.values.map(fromCursorValue));
        if (position > 0 || (position === 0 && end.before)) return false;
      }
      return true;
    })
    .sort((a, b) => compareTo(a, orderValues(b)) || byDocumentId(a, b));
  const limit = queryLimit(query);
  return limit === undefined ? found : found.slice(0, limit);
}

function queryLimit(query: StructuredQuery | undefined): number | undefined {
  return typeof query?.limit === 'number' ? query.limit : query?.limit?.value;
}

/** `__name__` is the document's own name; within one collection its id orders it. */
const DOCUMENT_NAME = '__name__';

function fieldOf(document: StoredDocument, fieldPath: string): unknown {
  return fieldPath === DOCUMENT_NAME ? new DocumentName(document.id) : document.data[fieldPath];
}

class DocumentName {
  constructor(readonly id: string) {}
}

/** A cursor's typed value as a stored plain value (a reference as the document it names). */
function fromCursorValue(value: FirestoreValue): unknown {
  if ('referenceValue' in value) return new DocumentName(value.referenceValue.split('/').at(-1)!);
  if ('timestampValue' in value) return new Date(value.timestampValue);
  if ('nullValue' in value) return null;
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return value.doubleValue;
  if ('stringValue' in value) return value.stringValue;
  throw new Error(`stand-in Firestore: cursor value ${JSON.stringify(value)} not supported`);
}

/** Firestore's order of types: null, booleans, numbers, timestamps, text, references, lists, maps. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  if (value instanceof DocumentName) return 5;
  if (Array.isArray(value)) return 6;
  return 7;
}

function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  const [x, y] =
    a instanceof Date && b instanceof Date
      ? [a.getTime(), b.getTime()]
      : a instanceof DocumentName && b instanceof DocumentName
        ? [a.id, b.id]
        : [a as string | number, b as string | number];
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * What firestore.rules refuses a visitor who runs `target`: any collection
 * but `event`, and a list without a limit or with one above the site's own.
 */
export function rulesRefuse(target: RunQueryTarget): boolean {
  if (target.collectionId !== EVENTS_COLLECTION) return true;
  const limit = queryLimit(target.query);
  return limit === undefined || limit > EVENT_QUERY_LIMIT;
}

/** Firestore's answer to a runQuery on `target`, holding `documents` when it names `collectionId`. */
export function runQueryResponse(
  target: RunQueryTarget,
  collectionId: string,
  documents: readonly StoredDocument[],
): unknown[] {
  // Firestore returns documents in name order, so "10" comes before "2" (unless the query orders otherwise).
  const found = target.collectionId === collectionId ? applyQuery(documents, target.query) : [];
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

/** Firestore's answer to a batchGet: `marker` as `meta/changes`, any other document missing. */
export function batchGetResponse(body: string, marker: StoredMarker | null): unknown[] {
  const { documents = [] } = JSON.parse(body) as { documents?: string[] };
  return documents.map((name) =>
    marker && name.endsWith(`/documents/${MARKER_COLLECTION}/${MARKER_DOCUMENT}`)
      ? {
          found: {
            name,
            fields: toFirestoreFields({ ...marker, staticAt: marker.visibleAt, lastChange: 'a'.repeat(20) }),
            createTime: WRITE_TIME,
            updateTime: WRITE_TIME,
          },
          readTime: READ_TIME,
        }
      : { missing: name, readTime: READ_TIME },
  );
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

const readUrl = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  return RUN_QUERY_PATH.test(path) || BATCH_GET_PATH.test(path);
};

/** Every read, a runQuery or the marker's batchGet, on any Firestore host (the cloud or an emulator). */
function onRunQuery(
  resolver: (target: RunQueryTarget | { batchGet: string }, request: Request) => Response | Promise<Response>,
): HttpHandler {
  return http.post(readUrl, async ({ request }) => {
    const path = new URL(request.url).pathname;
    const body = await request.text();
    if (BATCH_GET_PATH.test(path)) return resolver({ batchGet: body }, request);
    const target = parseRunQuery(path, body);
    if (!target) throw new Error(`not a runQuery call: ${request.url}`);
    return resolver(target, request);
  });
}

/**
 * Firestore holding `documents` in `event` and `marker` as `meta/changes` (none by default);
 * `delayMs` keeps each answer back that long.
 */
export function firestoreWithEvents(
  documents: readonly StoredDocument[],
  { delayMs = 0, marker = null }: { delayMs?: number; marker?: StoredMarker | null } = {},
): HttpHandler {
  return onRunQuery(async (target) => {
    if (delayMs > 0) await delay(delayMs);
    if ('batchGet' in target) return HttpResponse.json(batchGetResponse(target.batchGet, marker));
    if (rulesRefuse(target)) {
      return HttpResponse.json(firestoreErrorBody('permission-denied'), {
        status: FIRESTORE_ERRORS['permission-denied'].code,
      });
    }
    return HttpResponse.json(runQueryResponse(target, EVENTS_COLLECTION, documents));
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
