import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '@gptsite/server';
import { fieldMessage, stripControlCharactersDeep } from '@gptsite/shared';
import type { ZodType, ZodTypeDef } from 'zod';

/**
 * Validates a request body against a zod schema; failures become 400s with per-field sentences. Control
 * characters are removed from every string first, whatever the schema: a NUL byte would otherwise reach
 * Postgres, which refuses it with a 500, and none of them means anything in an id, an address, a question
 * or an error report.
 */
@Injectable()
export class ZodBodyPipe<TOutput> implements PipeTransform<unknown, TOutput> {
  // Any input shape: a query string's values arrive as text and the schema turns them into its output.
  constructor(private readonly schema: ZodType<TOutput, ZodTypeDef, unknown>) {}

  transform(value: unknown): TOutput {
    const result = this.schema.safeParse(stripControlCharactersDeep(value));
    if (result.success) return result.data;
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'body');
      fields[field] ??= fieldMessage(field, issue.message);
    }
    throw new DomainError('VALIDATION_FAILED', Object.values(fields)[0], fields);
  }
}
