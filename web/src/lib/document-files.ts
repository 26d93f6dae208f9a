import { DOCUMENT_KINDS, ERROR_CATALOGUE, fieldMessage, MAX_UPLOAD_BYTES } from '@gptsite/shared';
import { formatBytes } from './format';

/** The server's limit behind ERROR_CATALOGUE.UPLOAD_TOO_MANY. */
const MAX_FILES = 20;

/**
 * The owner's documents, checked before anything is sent (the trial form, the workspace's "add
 * documents"): each under 10 MB and of a readable kind (spec section 5), no more than the server takes.
 */
export function filesError(files: readonly File[]): string | undefined {
  if (files.length > MAX_FILES) return fieldMessage('documents', ERROR_CATALOGUE.UPLOAD_TOO_MANY.message);
  for (const file of files) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(DOCUMENT_KINDS as readonly string[]).includes(extension)) {
      return fieldMessage('documents', `${file.name} is not a PDF, Word, Excel, text or RTF file`);
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      return fieldMessage(
        'documents',
        `${file.name} is ${formatBytes(file.size)}; each file must be under 10 MB`,
      );
    }
  }
  return undefined;
}
