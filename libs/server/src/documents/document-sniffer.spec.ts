import { readFileSync } from 'node:fs';
import { buildOleWithStreams, buildStoredZip } from './__fixtures__/container-builders';
import { detectDocumentKind, fileExtension, sniffDocument } from './document-sniffer';
import { oleEntryNames } from './ole-directory';
import { zipEntries } from './zip-directory';
import { SHARED_SITES_DIR } from '../../../../test/support/shared-sites';

const SITES = SHARED_SITES_DIR;
const pricePdf = readFileSync(`${SITES}/emerald-opal/price-list.pdf`);
const bylawsPdf = readFileSync(`${SITES}/shcs/files/SACBylaws.pdf`);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const CONTENT_TYPES = '<?xml version="1.0"?><Types/>';

describe('sniffDocument', () => {
  it('recognises real PDFs by their header, whatever they are called', () => {
    expect(detectDocumentKind(pricePdf, { filename: 'price-list.pdf' })).toBe('pdf');
    expect(detectDocumentKind(bylawsPdf, { filename: 'bylaws.txt', mimeType: 'text/plain' })).toBe('pdf');
    expect(detectDocumentKind(bylawsPdf)).toBe('pdf');
  });

  it('accepts a PDF header preceded by junk, as PDF readers do', () => {
    expect(detectDocumentKind(Buffer.concat([Buffer.from('\r\n\r\n'), pricePdf]))).toBe('pdf');
  });

  it('refuses a PNG or a program renamed to .pdf and says what it really is', () => {
    expect(sniffDocument(PNG, { filename: 'logo.pdf', mimeType: 'application/pdf' })).toEqual({
      kind: null,
      encrypted: false,
      foreign: 'a PNG image',
    });
    expect(sniffDocument(EXE, { filename: 'price-list.pdf' }).foreign).toBe('a Windows program');
    expect(detectDocumentKind(EXE, { filename: 'notes.txt', mimeType: 'text/plain' })).toBeNull();
  });

  it('recognises RTF, with or without a BOM', () => {
    expect(detectDocumentKind(Buffer.from('{\\rtf1\\ansi Hello}'))).toBe('rtf');
    expect(detectDocumentKind(Buffer.from('\ufeff{\\rtf1 Hi}', 'utf8'))).toBe('rtf');
  });

  it('tells Word from Excel inside OLE2 compound files by stream name', () => {
    expect(detectDocumentKind(buildOleWithStreams(['1Table', 'WordDocument']))).toBe('doc');
    expect(detectDocumentKind(buildOleWithStreams(['Workbook']))).toBe('xls');
    expect(detectDocumentKind(buildOleWithStreams(['Book']))).toBe('xls');
    expect(sniffDocument(buildOleWithStreams(['PowerPoint Document'])).foreign).toBe(
      'a PowerPoint presentation',
    );
  });

  it('flags password-protected Office packages, using the name to say which kind', () => {
    const encrypted = buildOleWithStreams(['EncryptionInfo', 'EncryptedPackage']);
    expect(sniffDocument(encrypted, { filename: 'budget.xlsx' })).toEqual({
      kind: 'xlsx',
      encrypted: true,
      foreign: null,
    });
    expect(detectDocumentKind(encrypted, { filename: 'budget.xlsx' })).toBeNull();
    expect(sniffDocument(encrypted).foreign).toBe('a password-protected Office file');
  });

  it('tells docx from xlsx by the ZIP central directory', () => {
    const docx = buildStoredZip({
      '[Content_Types].xml': CONTENT_TYPES,
      'word/document.xml': '<w:document/>',
    });
    const xlsx = buildStoredZip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });
    expect(detectDocumentKind(docx, { filename: 'menu.xlsx' })).toBe('docx');
    expect(detectDocumentKind(xlsx)).toBe('xlsx');
    expect(zipEntries(docx).map((entry) => entry.name)).toEqual(['[Content_Types].xml', 'word/document.xml']);
  });

  it('falls back to the package folder, and names other archives', () => {
    const renamedPart = buildStoredZip({
      '[Content_Types].xml': CONTENT_TYPES,
      'word/document2.xml': '<w/>',
    });
    expect(detectDocumentKind(renamedPart)).toBe('docx');
    expect(sniffDocument(buildStoredZip({ 'photo.jpg': 'x' })).foreign).toBe('a ZIP archive');
    const slides = buildStoredZip({ '[Content_Types].xml': CONTENT_TYPES, 'ppt/presentation.xml': '<p/>' });
    expect(sniffDocument(slides).foreign).toBe('a PowerPoint presentation');
  });

  it('still lists entries when the central directory is cut off', () => {
    const docx = buildStoredZip({
      '[Content_Types].xml': CONTENT_TYPES,
      'word/document.xml': '<w:document/>',
    });
    expect(detectDocumentKind(docx.subarray(0, docx.length - 30))).toBe('docx');
  });

  it('accepts text only when the name or type says text', () => {
    const text = Buffer.from('Opening hours\n\nMonday to Friday, 9–5.\n', 'utf8');
    expect(detectDocumentKind(text, { filename: 'hours.txt' })).toBe('txt');
    expect(detectDocumentKind(text, { mimeType: 'text/plain; charset=utf-8' })).toBe('txt');
    expect(detectDocumentKind(text, { filename: 'hours.html', mimeType: 'text/html' })).toBeNull();
    expect(detectDocumentKind(text, { filename: 'hours.pdf' })).toBeNull();
  });

  it('accepts Windows-1252 and UTF-16 text, refuses binary', () => {
    const latin = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x93, 0x4f, 0x6b, 0x94, 0x0a]);
    expect(detectDocumentKind(latin, { filename: 'cafe.txt' })).toBe('txt');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hello there', 'utf16le')]);
    expect(detectDocumentKind(utf16, { filename: 'hello.txt' })).toBe('txt');
    const binary = Buffer.from(Array.from({ length: 256 }, (_unused, index) => index));
    expect(detectDocumentKind(binary, { filename: 'data.txt' })).toBeNull();
  });

  it('treats empty input as unknown', () => {
    expect(sniffDocument(Buffer.alloc(0))).toEqual({ kind: null, encrypted: false, foreign: null });
  });
});

describe('container helpers', () => {
  it('ignores garbage that is not an OLE directory', () => {
    expect(oleEntryNames(Buffer.alloc(4096))).toEqual(new Set());
    expect(oleEntryNames(pricePdf)).toEqual(new Set());
  });

  it('reads file extensions', () => {
    expect(fileExtension('Price List.PDF')).toBe('pdf');
    expect(fileExtension('archive.tar.gz')).toBe('gz');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension(null)).toBe('');
  });
});
