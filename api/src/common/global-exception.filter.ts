import {
  ArgumentsHost,
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  PayloadTooLargeException,
  type ExceptionFilter,
} from '@nestjs/common';
import { isDatabaseUnavailableError, isDomainError, isRedisUnavailableError } from '@gptsite/server';
import { ERROR_CATALOGUE, fieldMessage, type ErrorResponseBody } from '@gptsite/shared';
import type { Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { RateLimitedError } from './rate-limiter.service';

/** busboy's words for a multipart body it could not parse, as Nest passes them on in a 400. */
const UNREADABLE_MULTIPART =
  /^(Multipart: .*|Malformed part header|Unexpected end of (form|file)|Field name missing|Invalid field name)$/;

/**
 * Maps coded domain errors and Nest's HTTP errors to `{ statusCode, message, fields? }`; anything else
 * is a bug: a 500 with a correlation id in the body and the details only in the log.
 */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request & { id?: string }>();
    const body = this.toBody(exception, request);
    if (response.headersSent) return;
    // Budgets spent inside a service (the chat's per-visitor limit) say when to retry, like the guard's.
    if (exception instanceof RateLimitedError)
      response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (body.code === 'STORE_UNAVAILABLE' || body.code === 'DATABASE_UNAVAILABLE')
      response.setHeader('Retry-After', '30');
    response.status(body.statusCode).json(body);
  }

  private toBody(exception: unknown, request: Request & { id?: string }): ErrorResponseBody {
    if (isDomainError(exception)) {
      return {
        statusCode: exception.status,
        message: exception.message,
        code: exception.code,
        fields: exception.fields,
      };
    }
    if (exception instanceof PayloadTooLargeException) {
      // Multer's "File too large" says nothing of the limit; the catalogue's sentence does.
      const message = ERROR_CATALOGUE.UPLOAD_TOO_LARGE.message;
      return {
        statusCode: 413,
        message,
        code: 'UPLOAD_TOO_LARGE',
        fields: { files: fieldMessage('files', message) },
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const message = typeof payload === 'string' ? payload : this.messageOf(payload, exception.message);
      if (status === 400 && UNREADABLE_MULTIPART.test(message))
        return {
          statusCode: 400,
          message: ERROR_CATALOGUE.UNREADABLE_REQUEST.message,
          code: 'UNREADABLE_REQUEST',
        };
      return {
        statusCode: status,
        message:
          status === 404 && message.startsWith('Cannot ') ? ERROR_CATALOGUE.NOT_FOUND.message : message,
      };
    }
    const clientError = asClientHttpError(exception);
    if (clientError) return clientError;
    if (isRedisUnavailableError(exception)) {
      // Not a bug: Redis is down or hung, and the api's connection fails fast instead of waiting.
      this.logger.warn({ path: request.url, reason: (exception as Error).message }, 'Redis unavailable');
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: ERROR_CATALOGUE.STORE_UNAVAILABLE.message,
        code: 'STORE_UNAVAILABLE',
      };
    }
    if (isDatabaseUnavailableError(exception)) {
      // Not a bug either: Postgres is down, restarting or too slow, and the statement's bound ran out.
      this.logger.warn({ path: request.url, reason: (exception as Error).message }, 'Postgres unavailable');
      return {
        statusCode: HttpStatus.SERVICE_UNAVAILABLE,
        message: ERROR_CATALOGUE.DATABASE_UNAVAILABLE.message,
        code: 'DATABASE_UNAVAILABLE',
      };
    }
    const correlationId = String(request.id ?? randomUUID());
    this.logger.error({ err: exception, correlationId, path: request.url }, 'Unhandled error');
    return {
      statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
      message: `${ERROR_CATALOGUE.INTERNAL.message} (reference ${correlationId})`,
      code: 'INTERNAL',
      correlationId,
    };
  }

  private messageOf(payload: object, fallback: string): string {
    const message = (payload as { message?: unknown }).message;
    if (Array.isArray(message)) return message.join('; ');
    return typeof message === 'string' ? message : fallback;
  }
}

/** Errors from Express middleware (body-parser) are `http-errors` objects: 4xx with a safe message. */
function asClientHttpError(exception: unknown): ErrorResponseBody | null {
  const candidate = exception as { status?: unknown; expose?: unknown; type?: unknown; message?: unknown };
  if (
    typeof candidate?.status !== 'number' ||
    candidate.status < 400 ||
    candidate.status >= 500 ||
    candidate.expose !== true
  )
    return null;
  if (candidate.type === 'entity.too.large')
    return { statusCode: 413, message: 'The request is too large; please send less data' };
  if (candidate.type === 'entity.parse.failed')
    return { statusCode: 400, message: 'The request body is not valid JSON' };
  return {
    statusCode: candidate.status,
    message: typeof candidate.message === 'string' ? candidate.message : 'Bad request',
  };
}
