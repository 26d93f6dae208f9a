import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { ERROR_CATALOGUE, type AuthUser } from '@gptsite/shared';
import type { JobQueue } from '@gptsite/server';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { ADMIN_COOKIE, bearerToken, cookieValue } from '../accounts/request-credentials';

export const BULL_BOARD_PATH = '/admin/queues';

/** Checks an access token: the user it speaks for, or null (AccessTokenService.verify). */
export type VerifyAccessToken = (token: string) => Promise<AuthUser | null>;

/**
 * Super admins only: the access token from `Authorization: Bearer` or the httpOnly cookie set when a
 * super admin signs in (refresh-cookie.ts). A browser without either gets a 401 page saying where to sign
 * in; a signed-in user of another role gets 403. Bull Board can pause, empty and obliterate queues.
 */
export function superAdminOnly(verify: VerifyAccessToken): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const tokens = [
      bearerToken(request.headers.authorization),
      cookieValue(request.headers.cookie, ADMIN_COOKIE),
    ];
    void (async () => {
      let user: AuthUser | null = null;
      for (const token of tokens) user ??= token ? await verify(token) : null;
      if (user?.role === 'super_admin') return next();
      const status = user ? 403 : 401;
      const message = user ? ERROR_CATALOGUE.FORBIDDEN.message : ERROR_CATALOGUE.UNAUTHORIZED.message;
      response.setHeader('Cache-Control', 'no-store');
      if (request.accepts(['json', 'html']) === 'html') {
        response
          .status(status)
          .type('html')
          .send(
            `<!doctype html><meta charset="utf-8"><title>Queues</title>` +
              `<p>${message}: the queue board is for the super admin. ` +
              `<a href="/superadmin/login">Sign in as the super admin</a>, then open this page again.</p>`,
          );
        return;
      }
      response.status(status).json({ statusCode: status, message });
    })().catch(next);
  };
}

/** Bull Board for ops, behind the super-admin check. */
export function mountBullBoard(app: Express, jobQueue: JobQueue, verify: VerifyAccessToken): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: jobQueue.all().map((queue) => new BullMQAdapter(queue)), serverAdapter });
  app.use(BULL_BOARD_PATH, superAdminOnly(verify), serverAdapter.getRouter());
}
