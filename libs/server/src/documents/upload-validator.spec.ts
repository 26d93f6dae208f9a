import { readFileSync } from 'node:fs';
import { MAX_UPLOAD_BYTES } from '@gptsite/shared';
import { buildOleWithStreams } from './__fixtures__/container-builders';
import { displayFileName, formatMegabytes, validateUpload } from './upload-validator';
import { join } from 'node:path';
import { SHARED_SITES_DIR } from '../../../../test/support/shared-sites';

const pricePdf = readFileSync(join(SHARED_SITES_DIR, 'emerald-opal/price-list.pdf'));

function upload(originalName: string, buffer: Buffer, mimeType = 'application/octet-stream') {
  return { originalName, mimeType, size: buffer.length, buffer };
}

describe('validateUpload', () => {
  it('accepts a real PDF and reports its kind', () => {
    expect(validateUpload(upload('price-list.pdf', pricePdf, 'application/pdf'))).toEqual({
      ok: true,
      kind: 'pdf',
    });
  });

  it('refuses a program with a sentence naming the file', () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    expect(validateUpload(upload('price-list.exe', exe))).toEqual({
      ok: false,
      reason: 'unsupported',
      message: 'price-list.exe is a Windows program, not a PDF, Word, Excel, text or RTF file',
    });
  });

  it('refuses unknown bytes without guessing what they are', () => {
    const verdict = validateUpload(upload('notes.pages', Buffer.from([1, 2, 3, 0, 5])));
    expect(verdict).toMatchObject({
      reason: 'unsupported',
      message: 'notes.pages is not a PDF, Word, Excel, text or RTF file',
    });
  });

  it('refuses files over the limit, by declared size or by real size', () => {
    const big = { ...upload('catalogue.pdf', pricePdf), size: MAX_UPLOAD_BYTES + 1 };
    expect(validateUpload(big)).toEqual({
      ok: false,
      reason: 'too_large',
      message: 'catalogue.pdf is 10.1 MB; each file must be under 10 MB',
    });
    expect(validateUpload(upload('price-list.pdf', pricePdf), 50_000)).toMatchObject({ reason: 'too_large' });
  });

  it('refuses empty files', () => {
    expect(validateUpload(upload('notes.txt', Buffer.alloc(0), 'text/plain'))).toEqual({
      ok: false,
      reason: 'empty',
      message: 'notes.txt is empty, so there is nothing to read',
    });
  });

  it('explains password-protected Office files', () => {
    const encrypted = buildOleWithStreams(['EncryptionInfo', 'EncryptedPackage']);
    expect(validateUpload(upload('budget.xlsx', encrypted))).toMatchObject({
      reason: 'unsupported',
      message:
        "budget.xlsx is password-protected, so its text can't be read. Remove the password and upload it again",
    });
  });

  it('accepts plain text sent as text/plain', () => {
    expect(
      validateUpload(upload('faq.txt', Buffer.from('Q: Do you pierce ears?\nA: Yes.'), 'text/plain')),
    ).toEqual({
      ok: true,
      kind: 'txt',
    });
  });
});

describe('displayFileName', () => {
  it('drops folders, control and bidi characters, and shortens long names', () => {
    expect(displayFileName('C:\\Users\\ann\\price-list.pdf')).toBe('price-list.pdf');
    expect(displayFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(displayFileName('  ')).toBe('The file');
    expect(displayFileName(`${'a'.repeat(120)}.pdf`)).toHaveLength(80);
  });

  it('formats sizes in megabytes, rounding up', () => {
    expect(formatMegabytes(MAX_UPLOAD_BYTES)).toBe('10 MB');
    expect(formatMegabytes(12.34 * 1024 * 1024)).toBe('12.4 MB');
  });
});
