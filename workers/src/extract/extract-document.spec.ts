import { readFileSync } from 'node:fs';
import { GREEDY_THREAD, SOURCE_THREAD, STUCK_THREAD } from './__fixtures__/thread-scripts';
import { DocumentError, documentErrorReason } from './document-error';
import { extractDocument } from './extract-document';
import { resolveSettings } from './extract-settings';
import { extractInThread } from './thread-runner';
import { join } from 'node:path';
import { SHARED_SITES_DIR } from '../../../test/support/shared-sites';

const pricePdf = readFileSync(join(SHARED_SITES_DIR, 'emerald-opal/price-list.pdf'));
const handbook = readFileSync(join(SHARED_SITES_DIR, 'shcs/files/Handbook2018.pdf'));

describe('extractDocument', () => {
  it('runs inline when no compiled thread script exists (tests run from sources)', async () => {
    const content = await extractDocument(pricePdf, 'pdf', { filename: 'price-list.pdf' });
    expect(content.title).toBe('Emerald & Opal — Price List');
  });

  it('refuses empty and oversized documents before parsing', async () => {
    await expect(extractDocument(Buffer.alloc(11 * 1024 * 1024, 0x20), 'txt')).rejects.toMatchObject({
      message: 'The text file is larger than the 10 MB limit for documents',
    });
    await expect(extractDocument(Buffer.alloc(0), 'txt', { filename: 'notes.txt' })).rejects.toMatchObject({
      code: 'empty',
      message: 'notes.txt is empty',
    });
    await expect(extractDocument(pricePdf, 'pdf', { maxBytes: 50_000 })).rejects.toMatchObject({
      code: 'too_large',
      message: 'The PDF is larger than the 49 KB limit for documents',
    });
  });

  it('stops a slow extraction at the time limit', async () => {
    const started = Date.now();
    await expect(
      extractDocument(handbook, 'pdf', { filename: 'handbook.pdf', timeoutMs: 30 }),
    ).rejects.toMatchObject({
      code: 'too_large',
      message: 'handbook.pdf is too large or complex to read within 1 seconds',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('cuts long documents at the character cap and says so', async () => {
    const content = await extractDocument(handbook, 'pdf', { maxChars: 3_000 });
    const total = content.sections.reduce(
      (sum, section) => sum + (section.heading?.length ?? 0) + section.text.length,
      0,
    );
    expect(total).toBeLessThan(3_200);
    expect(content.sections.at(-1)?.text).toMatch(/only the first 3,000 characters were kept\.\)$/);
  });

  it('maps document errors to coverage-report reasons', () => {
    expect(documentErrorReason('empty')).toBe('empty');
    expect(documentErrorReason('encrypted')).toBe('document_error');
  });
});

describe('extractInThread', () => {
  const settings = resolveSettings({ filename: 'price-list.pdf', timeoutMs: 10_000 });

  it('extracts in a worker thread and returns the same content', async () => {
    const content = await extractInThread(pricePdf, 'pdf', settings, SOURCE_THREAD);
    expect(content.title).toBe('Emerald & Opal — Price List');
    expect(content.sections.map((section) => section.heading)).toContain('Implant-Grade Titanium');
  }, 20_000);

  it('carries DocumentError codes back from the thread', async () => {
    const error = await extractInThread(Buffer.from('%PDF-1.4 junk'), 'pdf', settings, SOURCE_THREAD).catch(
      (caught) => caught,
    );
    expect(error).toBeInstanceOf(DocumentError);
    expect(error).toMatchObject({
      code: 'corrupt',
      message: "price-list.pdf appears to be damaged, so its text can't be read",
    });
  }, 20_000);

  it('terminates a thread that never yields', async () => {
    const quick = resolveSettings({ filename: 'loop.doc', timeoutMs: 50 });
    await expect(extractInThread(pricePdf, 'doc', quick, STUCK_THREAD)).rejects.toMatchObject({
      code: 'too_large',
      message: 'loop.doc is too large or complex to read within 1 seconds',
    });
  }, 10_000);

  it('turns running out of memory into a DocumentError', async () => {
    const small = resolveSettings({ filename: 'bomb.xlsx', memoryLimitMb: 32 });
    await expect(extractInThread(pricePdf, 'xlsx', small, GREEDY_THREAD)).rejects.toMatchObject({
      code: 'too_large',
      message: 'bomb.xlsx needs more memory to read than we allow',
    });
  }, 20_000);
});
