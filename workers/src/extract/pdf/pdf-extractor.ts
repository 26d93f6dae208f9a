import pdfParse, { type PageProxy } from 'pdf-parse/lib/pdf-parse.js';
import { corruptError, encryptedError } from '../document-error';
import type { DocumentExtractor, ExtractorContext } from '../extractor';
import { SectionBuilder } from '../section-builder';
import { layoutPdf } from './pdf-layout';
import { groupLines, type PdfLine } from './pdf-lines';
import { pdfTitle } from './pdf-title';
import { PDFJS_VERSION } from './pdfjs-settings';

/**
 * PDF with pdf-parse (pdf.js underneath). We take pdf.js text items with their positions instead of
 * pdf-parse's flat text, so lines, paragraphs and headings can be rebuilt from the layout.
 */
export const extractPdf: DocumentExtractor = async (buffer, context) => {
  const pages: PdfLine[][] = [];
  let chars = 0;
  const pagerender = async (page: PageProxy): Promise<string> => {
    // Let timers run between pages, and stop reading once out of time or past the character cap.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (context.deadline.expired) return '';
    if (chars > context.maxChars) {
      context.markTruncated();
      return '';
    }
    const content = await page.getTextContent({ normalizeWhitespace: true });
    const lines = groupLines(content.items);
    pages[page.pageIndex] = lines;
    chars += lines.reduce((sum, line) => sum + line.text.length + 1, 0);
    return '';
  };
  const result = await parsePdf(buffer, pagerender, context);
  context.deadline.check();
  // Pages pdf.js could not read leave holes; the rest of the document is still worth having.
  const blocks = layoutPdf(pages.filter((lines) => lines !== undefined));
  const builder = new SectionBuilder();
  for (const block of blocks) {
    if (block.level > 0) builder.addHeading(block.text, block.level);
    else builder.addBlock(block.text);
  }
  return { title: pdfTitle(result.info, blocks), lang: null, sections: builder.build() };
};

async function parsePdf(
  buffer: Buffer,
  pagerender: (page: PageProxy) => Promise<string>,
  context: ExtractorContext,
): Promise<pdfParse.Result> {
  try {
    // pdf.js reads the bytes from the start of their ArrayBuffer, but a small Buffer is a view into Node's
    // shared pool (and the thread's is a view into the transferred message), so it gets its own copy.
    const bytes = new Uint8Array(buffer) as Buffer;
    return await pdfParse(bytes, { pagerender, version: PDFJS_VERSION });
  } catch (error) {
    // pdf.js signals a user password with PasswordException; PDFs with only an owner password open fine.
    if (error instanceof Error && error.name === 'PasswordException') throw encryptedError(context.subject);
    throw corruptError(context.subject, error);
  }
}
