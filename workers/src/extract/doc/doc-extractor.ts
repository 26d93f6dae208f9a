import WordExtractor from 'word-extractor';
import { corruptError, DocumentError, encryptedError } from '../document-error';
import type { DocumentExtractor } from '../extractor';
import { isOleFile, openOle } from '../ole-container';
import { SectionBuilder } from '../section-builder';
import { markListItems } from '../text-normalise';
import { wordTextBlocks } from './word-text';

const WORD_MAGIC = 0xa5ec;
/** FIB flag fEncrypted (MS-DOC 2.5.2): the text stream is encrypted with a password. */
const FIB_ENCRYPTED = 0x0100;

/**
 * Word 97–2003 with word-extractor, a pure-JS reader of the Word binary format. It gives plain text
 * only (no heading styles), so a .doc becomes paragraphs and table rows without headings.
 */
export const extractDoc: DocumentExtractor = async (buffer, context) => {
  checkWordFile(buffer, context.subject);
  let text: string;
  try {
    const document = await new WordExtractor().extract(buffer);
    // Keep the document's own quotes and dashes; the library would flatten them to ASCII.
    const exact = { filterUnicode: false };
    const parts = [document.getBody(exact), document.getFootnotes(exact), document.getEndnotes(exact)];
    text = [...parts, document.getTextboxes({ ...exact, includeHeadersAndFooters: false })].join('\n\n');
  } catch (error) {
    throw corruptError(context.subject, error);
  }
  context.deadline.check();
  const builder = new SectionBuilder();
  for (const block of wordTextBlocks(text)) builder.addBlock(markListItems(block));
  return { title: null, lang: null, sections: builder.build() };
};

/** Checks the container first, so an encrypted file gets a clear message instead of garbage text. */
function checkWordFile(buffer: Buffer, subject: string): void {
  if (!isOleFile(buffer)) {
    throw new DocumentError('unsupported', `${subject} is not a Word 97–2003 (.doc) document`);
  }
  const ole = openOle(buffer, subject);
  if (ole.names.has('EncryptedPackage')) throw encryptedError(subject);
  const fib = ole.stream('WordDocument');
  if (!fib || fib.length < 12 || fib.readUInt16LE(0) !== WORD_MAGIC) throw corruptError(subject);
  if ((fib.readUInt16LE(0x0a) & FIB_ENCRYPTED) !== 0) throw encryptedError(subject);
}
