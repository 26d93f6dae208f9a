import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (request: IncomingMessage, response: ServerResponse) => void;

export interface TestServer {
  port: number;
  origin: string;
  /** "host:port" as the allow-list expects it. */
  hostPort: string;
  /** Paths requested so far, in order. */
  requests: string[];
  /** User-Agent of each request, in order. */
  userAgents: string[];
  url(path: string): string;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a random port, for tests that must cross a real socket. */
export async function startTestServer(handler: Handler): Promise<TestServer> {
  const requests: string[] = [];
  const userAgents: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    userAgents.push(request.headers['user-agent'] ?? '');
    handler(request, response);
  });
  // WebSocket handshakes never reach the request handler; record them too, then hang up.
  server.on('upgrade', (request, socket) => {
    requests.push(`upgrade ${request.url ?? ''}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    hostPort: `127.0.0.1:${port}`,
    requests,
    userAgents,
    url: (path) => `${origin}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Routes by exact path; anything else is a 404. */
export function routes(table: Record<string, Handler>): Handler {
  return (request, response) => {
    const route = table[(request.url ?? '/').split('?')[0]];
    if (route) return route(request, response);
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  };
}

export function redirectTo(location: string, status = 302): Handler {
  return (_request, response) => {
    response.writeHead(status, { location }).end();
  };
}

export function html(body: string, status = 200): Handler {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  };
}
