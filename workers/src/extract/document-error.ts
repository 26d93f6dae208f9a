import type { DocumentKind, SourceReason } from '@gptsite/shared';

/** Why a document could not be turned into text. Stable codes: they cross the queue unchanged. */
export const DOCUMENT_ERROR_CODES = ['encrypted', 'corrupt', 'empty', 'unsupported', 'too_large'] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

export class DocumentError extends Error {
  override readonly name = 'DocumentError';

  constructor(
    readonly code: DocumentErrorCode,
    /** A sentence the owner can act on, e.g. "price-list.pdf is password-protected, so …". */
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isDocumentError(error: unknown): error is DocumentError {
  return error instanceof DocumentError;
}

export function isDocumentErrorCode(value: unknown): value is DocumentErrorCode {
  return typeof value === 'string' && (DOCUMENT_ERROR_CODES as readonly string[]).includes(value);
}

/** The coverage-report reason to record for a failed document. */
export function documentErrorReason(code: DocumentErrorCode): SourceReason {
  // SOURCE_REASONS.too_large speaks of the 5 MB page limit, so oversize documents use the generic reason.
  return code === 'empty' ? 'empty' : 'document_error';
}

const KIND_NOUNS: Record<DocumentKind, string> = {
  pdf: 'The PDF',
  doc: 'The Word document',
  docx: 'The Word document',
  xls: 'The spreadsheet',
  xlsx: 'The spreadsheet',
  txt: 'The text file',
  rtf: 'The RTF document',
};

/** How messages refer to the document: its name when we know it, else its kind. */
export function documentSubject(kind: DocumentKind, filename?: string | null): string {
  const name = filename
    ?.split(/[\\/]/)
    .pop()
    ?.replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return name ? name : KIND_NOUNS[kind];
}

export function encryptedError(subject: string): DocumentError {
  return new DocumentError('encrypted', `${subject} is password-protected, so its text can't be read`);
}

export function corruptError(subject: string, cause?: unknown): DocumentError {
  return new DocumentError('corrupt', `${subject} appears to be damaged, so its text can't be read`, {
    cause,
  });
}

export function emptyError(subject: string): DocumentError {
  return new DocumentError(
    'empty',
    `${subject} has no readable text (it may contain only pictures or scans)`,
  );
}

export function tooSlowError(subject: string, timeoutMs: number): DocumentError {
  const seconds = Math.max(1, Math.round(timeoutMs / 1000));
  return new DocumentError(
    'too_large',
    `${subject} is too large or complex to read within ${seconds} seconds`,
  );
}
