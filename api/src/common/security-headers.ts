import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * HTTP security headers (helmet) for the api and the web app: a Content-Security-Policy that allows only
 * this origin's scripts (no inline script; React sets inline styles), no framing of our pages by other
 * sites, HSTS, no MIME sniffing, no referrer beyond the origin.
 *
 * Not here: the widget frame, which any site the owner allows may embed, sets its own CSP and
 * frame-ancestors (widget.controller.ts); widget.js is loaded by other sites' pages, so resources are
 * not restricted to this origin (CORS governs the API). Paths in `unguarded` (the bundled sample sites,
 * Bull Board's own page with its inline boot script) keep their own rules.
 */
export function securityHeaders(unguarded: readonly string[]): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  return (request: Request, response: Response, next: NextFunction) => {
    if (unguarded.some((path) => request.path.startsWith(path))) return next();
    headers(request, response, () => {
      // The widget frame decides who may embed it (its own CSP frame-ancestors).
      if (request.path.startsWith('/widget/frame/')) response.removeHeader('X-Frame-Options');
      next();
    });
  };
}
