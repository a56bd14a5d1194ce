/**
 * A relay on 127.0.0.1 in front of the Firestore emulator, for the faults the
 * emulator cannot produce on demand: it passes every request (CORS preflights
 * included) to the emulator and its answer back unchanged, and records each
 * request; a test can hold a query's answer back (a slow connection) or answer
 * it with an HTTP error instead (a 503, a 403 from a misconfigured project).
 * The documents, the query results, the rules and the CORS headers are the
 * emulator's own. It also counts what Firestore bills for each good answer: every
 * document a query returns (one for a query that returns nothing), every document a
 * get asks for, found or not. A build or a tool points at it as at an emulator
 * (VITE_FIRESTORE_EMULATOR_HOST).
 */
import { buffer } from 'node:stream/consumers';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import {
  BATCH_GET_PATH,
  FIRESTORE_ERRORS,
  firestoreErrorBody,
  RUN_QUERY_PATH,
  type FirestoreErrorKind,
  type StructuredQuery,
} from './firestore-handlers.ts';

export interface RelayState {
  /** milliseconds before each query is passed on, as over a slow connection */
  delayMs: number;
  /** answer each query with this error instead of passing it on */
  failWith: FirestoreErrorKind | null;
  /** method and path of every request, preflights included */
  requests: string[];
  /** what each query asked, in order (its `structuredQuery`) */
  queries: StructuredQuery[];
  /** document reads billed, as Firestore counts them, over every answer so far */
  billed: number;
  /** the path (`event/2025-3`, `meta/changes`) of every document answered, in order */
  documents: string[];
  /**
   * The same two counts for each visitor by the User-Agent its browser sends (a browser
   * context given a `userAgent` of its own), so that pages open side by side count apart.
   */
  byVisitor: Map<string, { billed: number; documents: string[] }>;
}

export interface FirestoreRelay {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`, for VITE_FIRESTORE_EMULATOR_HOST */
  host: string;
  state: RelayState;
  close(): Promise<void>;
}

/** Where a document's name (`projects/p/databases/(default)/documents/event/3`) puts it. */
const documentPath = (name: string) => name.replace(/^.*?\/documents\//, '');

/**
 * What Firestore bills for a good answer to a runQuery or a batchGet (JSON arrays, one item per
 * result): every document a query returns (one read for none), every document a get asks for,
 * found or missing.
 */
function countReads(
  state: RelayState,
  visitor: string,
  path: string,
  answer: Buffer,
  encoding: string | undefined,
) {
  const text = (encoding === 'gzip' ? gunzipSync(answer) : answer).toString('utf8');
  const items = JSON.parse(text) as Array<{
    document?: { name: string };
    found?: { name: string };
    missing?: string;
  }>;
  const names = items.flatMap((item) => {
    const name = item.document?.name ?? item.found?.name ?? item.missing;
    return name ? [documentPath(name)] : [];
  });
  const billed = RUN_QUERY_PATH.test(path) ? Math.max(names.length, 1) : names.length;
  state.documents.push(...names);
  state.billed += billed;
  const own = state.byVisitor.get(visitor) ?? { billed: 0, documents: [] };
  own.documents.push(...names);
  own.billed += billed;
  state.byVisitor.set(visitor, own);
}

async function relay(state: RelayState, upstream: URL, request: IncomingMessage, response: ServerResponse) {
  const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
  state.requests.push(`${request.method} ${path}`);
  const body = await buffer(request);
  if (request.method === 'POST' && RUN_QUERY_PATH.test(path)) {
    const asked = JSON.parse(body.toString('utf8')) as { structuredQuery?: StructuredQuery };
    if (asked.structuredQuery) state.queries.push(asked.structuredQuery);
    if (state.delayMs > 0) await sleep(state.delayMs);
    if (state.failWith) {
      response.writeHead(FIRESTORE_ERRORS[state.failWith].code, {
        'Access-Control-Allow-Origin': request.headers.origin ?? '*',
        Vary: 'Origin',
        'Content-Type': 'application/json; charset=UTF-8',
      });
      response.end(JSON.stringify(firestoreErrorBody(state.failWith)));
      return;
    }
  }
  const onward = forward(
    {
      host: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, host: upstream.host },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      const read =
        request.method === 'POST' &&
        (RUN_QUERY_PATH.test(path) || BATCH_GET_PATH.test(path)) &&
        answer.statusCode === 200;
      if (!read) {
        answer.pipe(response);
        return;
      }
      void buffer(answer).then((body) => {
        countReads(
          state,
          request.headers['user-agent'] ?? '',
          path,
          body,
          answer.headers['content-encoding'],
        );
        response.end(body);
      });
    },
  );
  onward.on('error', (error) => response.destroy(error));
  onward.end(body);
}

/** A relay to the emulator at `upstreamOrigin` (`http://127.0.0.1:<port>`). */
export async function startFirestoreRelay(upstreamOrigin: string): Promise<FirestoreRelay> {
  const state: RelayState = {
    delayMs: 0,
    failWith: null,
    requests: [],
    queries: [],
    billed: 0,
    documents: [],
    byVisitor: new Map(),
  };
  const upstream = new URL(upstreamOrigin);
  const server = createServer((request, response) => void relay(state, upstream, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin: `http://${host}`,
    host,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
