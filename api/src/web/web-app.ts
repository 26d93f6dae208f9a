import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Paths the SPA fallback must never swallow: they belong to the API, sockets or ops tools. */
const SERVER_PATHS = /^\/(api|socket\.io|admin\/queues|widget\.js|widget|samples)(\/|$)/;

export function resolveWebDist(configured: string | null): string {
  return configured ?? resolve(__dirname, '../../../web/dist');
}

/**
 * Serves the built web app on the API's port: hashed assets are cached for a year, index.html never,
 * and every other GET falls back to index.html so client-side routes survive a reload.
 */
/** The bundled sample sites the brand demos are built from, so demo answers link to real pages. */
export function mountSampleSites(app: Express, samplesDir: string, path: string): void {
  app.use(path, express.static(samplesDir, { index: 'index.html', maxAge: '1h', fallthrough: false }));
}

export function mountWebApp(app: Express, webDist: string): boolean {
  const indexHtml = join(webDist, 'index.html');
  if (!existsSync(indexHtml)) return false;
  app.use(
    '/assets',
    express.static(join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get(/.*/, (request: Request, response: Response, next: NextFunction) => {
    if (SERVER_PATHS.test(request.path) || !request.accepts('html')) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
  return true;
}
