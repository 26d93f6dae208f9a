import { findBrand } from '@gptsite/shared';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Paths the SPA fallback must never swallow: they belong to the API, sockets or ops tools. */
const SERVER_PATHS = /^\/(api|socket\.io|admin\/queues|widget\.js|widget|samples)(\/|$)/;

/**
 * The client-side routes of web/src/app/routes.tsx (spec section 2), as the server can tell them apart:
 * a path matching none of them gets the app with HTTP 404 (the app shows its not-found page), so
 * crawlers, monitors and link checkers see a missing page as missing. Ids are not looked up here: an
 * unknown conversion id is the page's own not-found. Keep this list in step with routes.tsx.
 */
const STATIC_ROUTES = new Set([
  '',
  'home',
  'about',
  'contact',
  'brands',
  'domains',
  'conversion-demo',
  'prompt-enhancer',
  'scraping-demo',
  'monitor',
  'dashboard-test',
  'test-suite',
  'preview',
  'user/login',
  'superadmin/login',
  'user/set-password',
  'user/forgot-password',
  'user/dashboard',
  'school/dashboard',
  'school/dashboard/subscription',
  'superadmin',
]);
const PATTERN_ROUTES: ReadonlyArray<(segments: string[]) => boolean> = [
  // A brand's landing page: its product path or an alias (`/lawfirm`, `/law`).
  (s) => s.length === 1 && findBrand(s[0]) !== undefined,
  (s) => s.length === 2 && ['conversion', 'school-dashboard', 'legal', 'gptsite-demo'].includes(s[0]),
  (s) => s.length === 4 && s[0] === 'checkout',
  (s) => s.length === 3 && s[1] === 'legal' && findBrand(s[0]) !== undefined,
  // A live assistant under its brand's path: `/:product/:conversionId`.
  (s) => s.length === 2 && findBrand(s[0]) !== undefined,
];

/** Whether the web app has a page at `path` (decoded, with or without a trailing slash). */
export function isAppRoute(path: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  // React Router matches paths case-insensitively; so does this.
  const trimmed = decoded.replace(/^\/+|\/+$/g, '').toLowerCase();
  if (STATIC_ROUTES.has(trimmed)) return true;
  const segments = trimmed.split('/');
  if (segments.some((segment) => !segment)) return false;
  return PATTERN_ROUTES.some((matches) => matches(segments));
}

export function resolveWebDist(configured: string | null): string {
  return configured ?? resolve(__dirname, '../../../web/dist');
}

/** The bundled sample sites the brand demos are built from, so demo answers link to real pages. */
export function mountSampleSites(app: Express, samplesDir: string, path: string): void {
  app.use(path, express.static(samplesDir, { index: 'index.html', maxAge: '1h', fallthrough: false }));
}

/**
 * Serves the built web app on the API's port: hashed assets are cached for a year, index.html never,
 * and every other GET falls back to index.html so client-side routes survive a reload (404 for paths
 * that are no route, see isAppRoute).
 */
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
    response.status(isAppRoute(request.path) ? 200 : 404).sendFile(indexHtml);
  });
  return true;
}
