import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { ERROR_CATALOGUE, type AuthUser } from '@gptsite/shared';
import type { JobQueue } from '@gptsite/server';
import type { Express, NextFunction, Request, RequestHandler, Response } from 'express';
import { ADMIN_COOKIE, bearerToken, cookieValue } from '../accounts/request-credentials';
import type { AuditRecord } from '../admin/audit-log.service';

export const BULL_BOARD_PATH = '/admin/queues';

/** Checks an access token: the user it speaks for, or null (AccessTokenService.verify). */
export type VerifyAccessToken = (token: string) => Promise<AuthUser | null>;
/** Writes one audit-log entry (AuditLogService.record). */
export type RecordAudit = (entry: AuditRecord) => Promise<void>;

/** The super admin the request was let through for (set by superAdminOnly). */
const SUPER_ADMIN = 'superAdmin';

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
      if (user?.role === 'super_admin') {
        response.locals[SUPER_ADMIN] = user;
        return next();
      }
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

/**
 * What a Bull Board call did, as an audit action: `PUT /api/queues/conversion/retry/failed` is
 * `queues.retry` of queue `conversion`, `PUT /api/queues/conversion/42/retry/failed` is `queues.job.retry`
 * of job 42, `PUT /api/queues/pause` is `queues.pause` of every queue. Null for anything else.
 */
export function queueAction(
  method: string,
  path: string,
): { action: string; queue: string | null; jobId: string | null } | null {
  const match = /^\/api\/queues\/(.+)$/.exec(path.split('?')[0]);
  if (!match || ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())) return null;
  const parts = match[1].split('/').map((part) => decodeURIComponent(part));
  if (parts.length === 1) return { action: `queues.${parts[0]}`, queue: null, jobId: null };
  const [queue, second, third] = parts;
  const QUEUE_VERBS = ['add', 'retry', 'promote', 'clean', 'pause', 'resume', 'empty', 'obliterate'];
  if (QUEUE_VERBS.includes(second) && (parts.length === 2 || ['retry', 'clean'].includes(second)))
    return { action: `queues.${second}`, queue, jobId: null };
  return { action: `queues.job.${third ?? method.toLowerCase()}`, queue, jobId: second };
}

/**
 * Every change made through Bull Board (retry, clean, pause, empty, obliterate, add, promote, …) is written
 * to the audit log once it succeeded: who, which queue and job, the call. Reading the board is not.
 */
export function auditQueueChanges(record: RecordAudit): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const change = queueAction(request.method, request.path);
    const user = response.locals[SUPER_ADMIN] as AuthUser | undefined;
    if (change && user)
      response.on('finish', () => {
        if (response.statusCode >= 400) return;
        void record({
          actorUserId: user.id,
          action: change.action,
          targetType: change.jobId ? 'job' : 'queue',
          targetId: change.jobId ?? change.queue,
          details: { queue: change.queue, method: request.method, path: request.path },
        }).catch(() => undefined);
      });
    next();
  };
}

/** Bull Board for ops, behind the super-admin check; its changes are audited. */
export function mountBullBoard(
  app: Express,
  jobQueue: JobQueue,
  verify: VerifyAccessToken,
  record: RecordAudit,
): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: jobQueue.all().map((queue) => new BullMQAdapter(queue)), serverAdapter });
  app.use(BULL_BOARD_PATH, superAdminOnly(verify), auditQueueChanges(record), serverAdapter.getRouter());
}
