import type { DocumentKind } from '@gptsite/shared';
import type { ExtractedContent } from '@gptsite/server';
import { finaliseContent, hasReadableText } from './content-finaliser';
import { Deadline, withTimeLimit } from './deadline';
import { corruptError, documentSubject, emptyError, isDocumentError, tooSlowError } from './document-error';
import { EXTRACTORS } from './extractor-registry';
import type { ExtractSettings } from './extract-settings';

/**
 * Runs the extractor for `kind` in this thread, within the time limit and character cap, and turns
 * every failure into a DocumentError. Used directly in tests and inside the extraction worker thread.
 */
export async function extractInline(
  buffer: Buffer,
  kind: DocumentKind,
  settings: ExtractSettings,
): Promise<ExtractedContent> {
  const subject = documentSubject(kind, settings.filename);
  const onTimeout = () => tooSlowError(subject, settings.timeoutMs);
  let truncated = false;
  const context = {
    subject,
    deadline: new Deadline(settings.timeoutMs, onTimeout),
    maxChars: settings.maxChars,
    markTruncated: () => {
      truncated = true;
    },
  };
  let content: ExtractedContent;
  try {
    content = await withTimeLimit(EXTRACTORS[kind](buffer, context), settings.timeoutMs, onTimeout);
  } catch (error) {
    // Parsers throw all sorts (RangeError on truncated data, strings, stack overflows): all mean "damaged".
    throw isDocumentError(error) ? error : corruptError(subject, error);
  }
  const finished = finaliseContent(content, settings.maxChars, truncated);
  if (!hasReadableText(finished)) throw emptyError(subject);
  return finished;
}
