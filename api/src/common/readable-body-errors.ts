import { DomainError } from '@gptsite/server';
import type { NextFunction, Request, Response } from 'express';

/**
 * Express error middleware mounted right after the JSON body parser. A body that is not JSON reaches Nest
 * as a SyntaxError, which Nest turns into a 400 carrying the parser's own words ("Unexpected token…",
 * "Expected double-quoted property name…"); this gives it the catalogue's sentence instead.
 */
export function readableBodyErrors(
  error: unknown,
  _request: Request,
  _response: Response,
  next: NextFunction,
): void {
  const failure = error as { type?: unknown } | null;
  if (error instanceof SyntaxError || failure?.type === 'entity.parse.failed') {
    next(new DomainError('UNREADABLE_REQUEST'));
    return;
  }
  next(error);
}
