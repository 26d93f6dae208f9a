// A tiny web server on 127.0.0.1 for the crawl benchmarks: serves an in-memory site (path → body) and,
// optionally, a folder on disk, with a 404 for everything else — like a static host.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css',
  '.js': 'application/javascript',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

const typeOf = (path) =>
  TYPES[extname(path).toLowerCase()] ?? (path.endsWith('/') ? TYPES['.html'] : 'application/octet-stream');

/**
 * `files`: Map of URL path → string body. `root`: a folder served as the web root. `documents`: URL path →
 * file on disk. Counts requests, so a benchmark can check both crawlers fetched the same pages.
 */
export async function serve({ files = new Map(), root = null, documents = {} } = {}) {
  const stats = { requests: 0, paths: new Set() };
  const bodies = new Map([...files].map(([path, body]) => [path, Buffer.from(body)]));
  const server = createServer((request, response) => {
    stats.requests += 1;
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    stats.paths.add(path);
    const body = bodies.get(path);
    if (body) {
      response.writeHead(200, { 'content-type': typeOf(path), 'content-length': body.length });
      return response.end(body);
    }
    let file = documents[path] ?? (root ? normalize(join(root, path)) : null);
    if (file && root && !documents[path] && !file.startsWith(root)) file = null;
    if (file && existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/html' });
      return response.end('<h1>Not found</h1>');
    }
    response.writeHead(200, { 'content-type': typeOf(file), 'content-length': statSync(file).size });
    createReadStream(file).pipe(response);
  });
  server.keepAliveTimeout = 10_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    host: `127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
