/**
 * Recognises an uploaded or crawled document by its content (magic bytes), because names and content
 * types are whatever the sender chose. The name and type only break ties, such as telling plain text
 * from other text, or which Office format a password-protected package came from.
 */
import type { DocumentKind } from '@gptsite/shared';
import { describeForeignContent } from './foreign-formats';
import { isOleCompoundFile, oleEntryNames } from './ole-directory';
import { looksLikeText } from './text-detection';
import { isZipArchive, zipEntries } from './zip-directory';

export interface SniffHints {
  filename?: string | null;
  mimeType?: string | null;
}

export interface DocumentSniff {
  kind: DocumentKind | null;
  /** A password-protected Office file: recognisable, but its text cannot be read. */
  encrypted: boolean;
  /** What the content is when it is not a document we read, e.g. "a PNG image". */
  foreign: string | null;
}

/** PDF readers accept the header anywhere in the first kilobyte, so we do too. */
const PDF_HEADER_WINDOW = 1024;
const TEXT_EXTENSIONS = new Set(['txt', 'text']);
const OOXML_MIME_KINDS: Record<string, DocumentKind> = {
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

export function detectDocumentKind(buffer: Uint8Array, hints: SniffHints = {}): DocumentKind | null {
  const sniff = sniffDocument(buffer, hints);
  return sniff.encrypted ? null : sniff.kind;
}

export function sniffDocument(buffer: Uint8Array, hints: SniffHints = {}): DocumentSniff {
  const bytes = Buffer.from(buffer.buffer, buffer.byteOffset, buffer.length);
  if (bytes.length === 0) return unknown(null);
  if (bytes.subarray(0, PDF_HEADER_WINDOW).includes('%PDF-')) return found('pdf');
  if (isRtf(bytes)) return found('rtf');
  if (isOleCompoundFile(bytes)) return sniffOle(bytes, hints);
  if (isZipArchive(bytes)) return sniffZip(bytes);
  if (suggestsText(hints) && looksLikeText(bytes)) return found('txt');
  return unknown(describeForeignContent(bytes));
}

/** Lower-case extension of a file name, without the dot; '' when there is none. */
export function fileExtension(filename: string | null | undefined): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec((filename ?? '').trim());
  return match ? match[1].toLowerCase() : '';
}

function found(kind: DocumentKind): DocumentSniff {
  return { kind, encrypted: false, foreign: null };
}

function unknown(foreign: string | null): DocumentSniff {
  return { kind: null, encrypted: false, foreign };
}

function isRtf(bytes: Buffer): boolean {
  const start = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  return bytes
    .toString('latin1', start, start + 64)
    .trimStart()
    .startsWith('{\\rtf');
}

function sniffOle(bytes: Buffer, hints: SniffHints): DocumentSniff {
  const names = oleEntryNames(bytes);
  if (names.has('WordDocument')) return found('doc');
  // "Workbook" is Excel 97 and later; "Book" is the Excel 5/95 stream name.
  if (names.has('Workbook') || names.has('Book')) return found('xls');
  if (names.has('EncryptedPackage')) {
    // A password-protected docx/xlsx is an encrypted ZIP inside an OLE2 wrapper: only the name tells which.
    const kind = ooxmlKindFromHints(hints);
    return { kind, encrypted: true, foreign: kind ? null : 'a password-protected Office file' };
  }
  if (names.has('PowerPoint Document')) return unknown('a PowerPoint presentation');
  return unknown('an Office file of a kind we cannot read');
}

function sniffZip(bytes: Buffer): DocumentSniff {
  const names = zipEntries(bytes).map((entry) => entry.name);
  if (names.includes('word/document.xml')) return found('docx');
  if (names.includes('xl/workbook.xml')) return found('xlsx');
  // Some generators name the main part differently; the package folder still gives the format away.
  if (names.includes('[Content_Types].xml')) {
    if (names.some((name) => name.startsWith('word/'))) return found('docx');
    if (names.some((name) => name.startsWith('xl/'))) return found('xlsx');
    if (names.some((name) => name.startsWith('ppt/'))) return unknown('a PowerPoint presentation');
  }
  if (names.includes('mimetype') && names.includes('content.xml')) return unknown('an OpenDocument file');
  return unknown('a ZIP archive');
}

function ooxmlKindFromHints(hints: SniffHints): DocumentKind | null {
  const extension = fileExtension(hints.filename);
  if (extension === 'docx' || extension === 'docm') return 'docx';
  if (extension === 'xlsx' || extension === 'xlsm') return 'xlsx';
  return OOXML_MIME_KINDS[mimeEssence(hints.mimeType)] ?? null;
}

function suggestsText(hints: SniffHints): boolean {
  return TEXT_EXTENSIONS.has(fileExtension(hints.filename)) || mimeEssence(hints.mimeType) === 'text/plain';
}

function mimeEssence(mimeType: string | null | undefined): string {
  return (mimeType ?? '').split(';')[0].trim().toLowerCase();
}
