import type { DocumentKind } from '@gptsite/shared';

const BY_CONTENT_TYPE: Record<string, DocumentKind> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/rtf': 'rtf',
  'text/rtf': 'rtf',
  'text/plain': 'txt',
};

/** A link without a telling extension can still turn out to be a document once its Content-Type is known. */
export function documentKindForContentType(contentType: string | null): DocumentKind | null {
  return contentType ? (BY_CONTENT_TYPE[contentType] ?? null) : null;
}

export function isHtmlContentType(contentType: string | null): boolean {
  return contentType === null || contentType === 'text/html' || contentType === 'application/xhtml+xml';
}
