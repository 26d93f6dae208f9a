import type { DocumentKind } from '@gptsite/shared';
import type { ExtractedContent } from '@gptsite/server';
import { DocumentError, documentSubject } from './document-error';
import { extractInline } from './extract-inline';
import { resolveSettings, type ExtractOptions } from './extract-settings';
import { compiledThreadScript, extractInThread } from './thread-runner';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/**
 * Reads a document of a known kind (see detectDocumentKind in @gptsite/server) into text sections.
 * Throws DocumentError for anything it cannot read: never hangs past the time limit, never returns
 * more than the character cap.
 */
export async function extractDocument(
  buffer: Buffer,
  kind: DocumentKind,
  options: ExtractOptions = {},
): Promise<ExtractedContent> {
  const settings = resolveSettings(options);
  const subject = documentSubject(kind, settings.filename);
  if (buffer.length === 0) throw new DocumentError('empty', `${subject} is empty`);
  if (buffer.length > settings.maxBytes) {
    throw new DocumentError(
      'too_large',
      `${subject} is larger than the ${formatSize(settings.maxBytes)} limit for documents`,
    );
  }
  const script = options.isolation === 'inline' ? null : compiledThreadScript();
  if (options.isolation === 'thread' && !script) {
    throw new Error(
      'The extraction thread script is missing: build the workers package to run extraction in a thread',
    );
  }
  return script ? extractInThread(buffer, kind, settings, script) : extractInline(buffer, kind, settings);
}

function formatSize(bytes: number): string {
  if (bytes < MEGABYTE) return `${Math.round(bytes / KILOBYTE)} KB`;
  const megabytes = Math.round((bytes / MEGABYTE) * 10) / 10;
  return `${megabytes} MB`;
}
