/**
 * Checks an upload before it is stored: size, emptiness, and whether the content is a document we can
 * read. Every refusal carries a sentence that names the file, so an owner uploading several files at
 * once knows which one to fix.
 */
import { MAX_UPLOAD_BYTES, type DocumentKind, type ErrorCode } from '@gptsite/shared';
import { sniffDocument } from './document-sniffer';

export interface UploadCandidate {
  originalName: string;
  mimeType: string;
  /** Size the client declared; the buffer length is checked too. */
  size: number;
  buffer: Uint8Array;
}

export type UploadRejection = 'too_large' | 'unsupported' | 'empty';

export type UploadVerdict =
  { ok: true; kind: DocumentKind } | { ok: false; reason: UploadRejection; message: string };

/** The error catalogue code the API answers with for each refusal. */
export const UPLOAD_REJECTION_ERRORS: Record<UploadRejection, ErrorCode> = {
  too_large: 'UPLOAD_TOO_LARGE',
  unsupported: 'UPLOAD_UNSUPPORTED',
  empty: 'VALIDATION_FAILED',
};

const MEGABYTE = 1024 * 1024;
const MAX_NAME_CHARS = 80;
const SUPPORTED_LIST = 'a PDF, Word, Excel, text or RTF file';

export function validateUpload(file: UploadCandidate, maxBytes: number = MAX_UPLOAD_BYTES): UploadVerdict {
  const name = displayFileName(file.originalName);
  const size = Math.max(file.size, file.buffer.length);
  if (size > maxBytes) {
    return reject(
      'too_large',
      `${name} is ${formatMegabytes(size)}; each file must be under ${formatMegabytes(maxBytes)}`,
    );
  }
  if (file.buffer.length === 0) return reject('empty', `${name} is empty, so there is nothing to read`);
  const sniff = sniffDocument(file.buffer, { filename: file.originalName, mimeType: file.mimeType });
  if (sniff.encrypted) {
    return reject(
      'unsupported',
      `${name} is password-protected, so its text can't be read. Remove the password and upload it again`,
    );
  }
  if (sniff.kind) return { ok: true, kind: sniff.kind };
  const what = sniff.foreign ? `${sniff.foreign}, not ${SUPPORTED_LIST}` : `not ${SUPPORTED_LIST}`;
  return reject('unsupported', `${name} is ${what}`);
}

/**
 * A file name safe to show back: no folders (old browsers send full paths), no control or bidi
 * characters (they can disguise "gpj.exe" as "exe.jpg"), and not absurdly long.
 */
export function displayFileName(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim();
  if (!clean) return 'The file';
  return clean.length > MAX_NAME_CHARS ? `${clean.slice(0, MAX_NAME_CHARS - 1)}…` : clean;
}

/** Megabytes with at most one decimal, rounded up so a file just over the limit never reads as equal to it. */
export function formatMegabytes(bytes: number): string {
  const tenths = Math.ceil((bytes / MEGABYTE) * 10) / 10;
  return `${Number.isInteger(tenths) ? tenths.toFixed(0) : tenths.toFixed(1)} MB`;
}

function reject(reason: UploadRejection, message: string): UploadVerdict {
  return { ok: false, reason, message };
}
