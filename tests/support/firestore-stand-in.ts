/**
 * A stand-in for Firestore on 127.0.0.1: an HTTP server that answers the
 * `firebase/firestore/lite` SDK's REST calls exactly as Firestore does (the
 * answers come from tests/support/firestore-handlers.ts, which the unit tests use
 * through msw), with CORS, so a built site in Chromium can read from it.
 * Used by `npm run bench`, which must run without Java, and by
 * tests/unit/data/firestore-contract.test.ts, which holds its answers to the
 * Firestore emulator's; a build or a tool points at it with VITE_FIRESTORE_EMULATOR_HOST.
 */
import { text } from 'node:stream/consumers';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  BATCH_GET_PATH,
  batchGetResponse,
  FIRESTORE_ERRORS,
  firestoreErrorBody,
  parseRunQuery,
  rulesRefuse,
  runQueryResponse,
  type FirestoreErrorKind,
  type StoredDocument,
  type StoredMarker,
} from './firestore-handlers.ts';
import { EVENTS_COLLECTION } from '../../schema/collections.ts';

export interface StandInState {
  documents: StoredDocument[];
  /** `meta/changes`, the change marker; null = not written yet */
  marker: StoredMarker | null;
  /** milliseconds before each answer, as over a slow connection */
  delayMs: number;
  failWith: FirestoreErrorKind | null;
  /** method and path of every request, preflights included */
  requests: string[];
  /** the body of every runQuery call, as the SDK sent it */
  queryBodies: string[];
}

export interface FirestoreStandIn {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>`, for VITE_FIRESTORE_EMULATOR_HOST */
  host: string;
  /** What it stores and how it answers; change it between visits. */
  state: StandInState;
  close(): Promise<void>;
}

async function answerAsFirestore(state: StandInState, request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  state.requests.push(`${request.method} ${url.pathname}`);
  // The SDK's custom headers (X-Goog-Api-Client, google-cloud-resource-prefix, …) make the browser ask first.
  const cors = { 'Access-Control-Allow-Origin': request.headers.origin ?? '*', Vary: 'Origin' };
  if (request.method === 'OPTIONS') {
    response.writeHead(204, {
      ...cors,
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? '',
      'Access-Control-Max-Age': '3600',
    });
    response.end();
    return;
  }
  const body = request.method === 'POST' ? await text(request) : '';
  const target = request.method === 'POST' ? parseRunQuery(url.pathname, body) : null;
  if (target) state.queryBodies.push(body);
  const json = (status: number, body: unknown) => {
    response.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=UTF-8' });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'POST' && BATCH_GET_PATH.test(url.pathname)) {
    if (state.delayMs > 0) await sleep(state.delayMs);
    if (state.failWith) json(FIRESTORE_ERRORS[state.failWith].code, firestoreErrorBody(state.failWith));
    else json(200, batchGetResponse(body, state.marker));
    return;
  }
  if (!target) {
    json(404, { error: { code: 404, message: `Not found: ${url.pathname}`, status: 'NOT_FOUND' } });
    return;
  }
  if (state.delayMs > 0) await sleep(state.delayMs);
  const failure = state.failWith ?? (rulesRefuse(target) ? 'permission-denied' : null);
  if (failure) {
    json(FIRESTORE_ERRORS[failure].code, firestoreErrorBody(failure));
    return;
  }
  json(200, runQueryResponse(target, EVENTS_COLLECTION, state.documents));
}

export async function startFirestoreStandIn(documents: StoredDocument[]): Promise<FirestoreStandIn> {
  const state: StandInState = {
    documents,
    marker: null,
    delayMs: 0,
    failWith: null,
    requests: [],
    queryBodies: [],
  };
  const server = createServer((request, response) => void answerAsFirestore(state, request, response));
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
