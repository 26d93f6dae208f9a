import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.rtf': 'application/rtf',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export type RouteHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export interface SiteServer {
  url: string;
  host: string;
  server: Server;
  requests: string[];
  close(): Promise<void>;
}

export interface ServeOptions {
  /** As GitHub Pages and most hosts do: `/contact` serves `contact.html` when there is no such file. */
  htmlExtensionFallback?: boolean;
  /** As a single-page app's host does: any other extensionless path serves `index.html` with 200. */
  singlePageApp?: boolean;
}

/** Serves a folder as a web root on 127.0.0.1, like a real site; extra routes can add redirects and errors. */
export async function serveSite(
  root: string | null,
  routes: RouteHandler[] = [],
  options: ServeOptions = {},
): Promise<SiteServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '/');
    for (const route of routes) if (route(request, response)) return;
    if (!root) return notFound(response);
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = siteFile(root, path, options);
    if (!file) return notFound(response);
    if (!isFile(file)) {
      const fallback = join(root, '404.html');
      response.writeHead(404, { 'content-type': 'text/html' });
      return existsSync(fallback) ? createReadStream(fallback).pipe(response) : response.end('Not found');
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    host: `127.0.0.1:${port}`,
    server,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const isFile = (file: string): boolean => existsSync(file) && statSync(file).isFile();

/**
 * The file a path serves, or null for a path outside the root; a missing file's path (the 404) otherwise.
 * A folder serves its index.html. A folder without one (`services/` beside `services.html`) is not the
 * page asked for: like GitHub Pages, `/services` then serves `services.html` under htmlExtensionFallback.
 */
function siteFile(root: string, path: string, options: ServeOptions): string | null {
  let file = normalize(join(root, path));
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isDirectory()) {
    const index = join(file, 'index.html');
    if (existsSync(index) || !options.htmlExtensionFallback) return index;
    file = file.replace(/[\\/]+$/, '');
  }
  const extensionless = !extname(file);
  if (!isFile(file) && extensionless && options.htmlExtensionFallback && isFile(`${file}.html`))
    return `${file}.html`;
  if (!isFile(file) && extensionless && options.singlePageApp) return join(root, 'index.html');
  return file;
}

function notFound(response: ServerResponse): void {
  response.writeHead(404, { 'content-type': 'text/plain' });
  response.end('Not found');
}
