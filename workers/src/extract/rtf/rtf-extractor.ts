import { normalizeInline } from '@gptsite/server';
import { corruptError } from '../document-error';
import type { DocumentExtractor } from '../extractor';
import { SectionBuilder } from '../section-builder';
import { markListItems } from '../text-normalise';
import { RtfReader, type RtfParagraph } from './rtf-reader';

/**
 * RTF with our own small reader rather than a package: the npm RTF parsers are unmaintained or pull in
 * DOM shims, and text extraction needs only groups, destinations, codepages and \u escapes.
 */
export const extractRtf: DocumentExtractor = async (buffer, context) => {
  // RTF is 7-bit text with escapes; Latin-1 keeps every raw byte as one char for the reader to decode.
  const source = buffer.toString('latin1').replace(/^\u00ef\u00bb\u00bf/, '');
  if (!source.trimStart().startsWith('{\\rtf')) throw corruptError(context.subject);
  const document = new RtfReader(() => context.deadline.check()).read(source);
  const builder = new SectionBuilder();
  addParagraphs(builder, document.paragraphs);
  const sections = builder.build();
  const firstHeading = document.paragraphs.find((paragraph) => paragraph.level > 0);
  const title =
    normalizeInline(document.title ?? '') || (firstHeading ? normalizeInline(firstHeading.text) : '');
  return { title: title || null, lang: null, sections };
};

function addParagraphs(builder: SectionBuilder, paragraphs: RtfParagraph[]): void {
  let rows: string[] = [];
  const flushRows = () => {
    builder.addBlock(rows.join('\n'));
    rows = [];
  };
  for (const paragraph of paragraphs) {
    if (paragraph.row) {
      rows.push(paragraph.text);
      continue;
    }
    flushRows();
    if (paragraph.level > 0) builder.addHeading(paragraph.text, paragraph.level);
    else builder.addBlock(markListItems(paragraph.text));
  }
  flushRows();
}
