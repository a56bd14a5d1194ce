/**
 * A fixed address on 127.0.0.1 that passes every request on to another server, which a
 * test changes while the address stays. A build has its Firestore and forecast addresses
 * written into it; the e2e files share one Firestore build (tests/support/e2e-global-setup.ts)
 * built against two switchboards, and each file puts the stand-in or relay it needs behind
 * them (routeSwitchboard) instead of building the site again for its own stand-in's port.
 *
 * Two e2e files run at once, each serving the shared build from a server of its own: the
 * switchboard tells their pages apart by the origin a browser sends with every cross-origin
 * request (`Origin`, else the `Referer`'s), and passes each on to what its file routed for
 * that origin. What comes with neither (the build reading Firestore in Node) goes to the
 * route set for no origin.
 */
import { text } from 'node:stream/consumers';
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The switchboard's own path: `PUT` with the new target's origin as the body, `?for=<page origin>`. */
const CONTROL_PATH = '/__switchboard';

export interface Switchboard {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** `127.0.0.1:<port>` */
  host: string;
  close(): Promise<void>;
}

/** Starts a switchboard passing everything to `target` (an origin; '' answers 502 until routed). */
export async function startSwitchboard(target = ''): Promise<Switchboard> {
  /** target by page origin; '' for requests that name none */
  const routes = new Map<string, string>([['', target]]);
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://switchboard');
    if (url.pathname === CONTROL_PATH && request.method === 'PUT') {
      void text(request).then((origin) => {
        routes.set(url.searchParams.get('for') ?? '', origin.trim());
        response.writeHead(204);
        response.end();
      });
      return;
    }
    const upstream = routes.get(pageOrigin(request)) ?? '';
    if (!upstream) {
      // Said in the answer: a file that forgot to route its stand-in fails with this.
      response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('switchboard: no server routed here (routeSwitchboard)');
      return;
    }
    const to = new URL(upstream);
    const onward = forward(
      {
        host: to.hostname,
        port: to.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: to.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    onward.on('error', (error) => response.destroy(error));
    request.pipe(onward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin: `http://${host}`,
    host,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The origin of the page a request comes from, '' when it names none. */
function pageOrigin(request: IncomingMessage): string {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = request.headers.referer;
  return referer && URL.canParse(referer) ? new URL(referer).origin : '';
}

/**
 * Sends what reaches the switchboard at `switchboardOrigin` from pages of `forPagesFrom` (an
 * origin; '' for requests naming no page) on to `target` (an origin) from now on.
 */
export async function routeSwitchboard(
  switchboardOrigin: string,
  target: string,
  forPagesFrom = '',
): Promise<void> {
  const control = `${switchboardOrigin}${CONTROL_PATH}${forPagesFrom ? `?for=${encodeURIComponent(forPagesFrom)}` : ''}`;
  const response = await fetch(control, { method: 'PUT', body: target });
  if (response.status !== 204) throw new Error(`switchboard ${switchboardOrigin}: HTTP ${response.status}`);
}
