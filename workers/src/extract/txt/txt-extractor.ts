import type { DocumentExtractor } from '../extractor';
import { SectionBuilder } from '../section-builder';
import { markListItems } from '../text-normalise';
import { decodeText } from './text-decoding';

/** "# Heading" lines, as in Markdown, which many plain-text notes use. */
const HASH_HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
/** A line underlined with === or --- (Setext headings). */
const UNDERLINE = /^(=+|-+)\s*$/;

/**
 * Plain text: paragraphs are separated by blank lines and keep their line breaks. Markdown-style
 * headings are honoured because notes written for people often use them; nothing else is guessed.
 */
export const extractTxt: DocumentExtractor = async (buffer) => {
  const lines = decodeText(buffer).replace(/\r\n?/g, '\n').split('\n');
  const builder = new SectionBuilder();
  let title: string | null = null;
  let paragraph: string[] = [];
  const flush = () => {
    builder.addBlock(markListItems(paragraph.join('\n')));
    paragraph = [];
  };
  for (let index = 0; index < lines.length; index += 1) {
    const heading = headingAt(lines, index);
    if (heading) {
      flush();
      builder.addHeading(heading.text, heading.level);
      title ??= heading.level === 1 ? heading.text : null;
      index += heading.consumed - 1;
    } else if (lines[index].trim() === '') flush();
    else paragraph.push(lines[index]);
  }
  flush();
  return { title, lang: null, sections: builder.build() };
};

function headingAt(lines: string[], index: number): { text: string; level: number; consumed: number } | null {
  const hashed = HASH_HEADING.exec(lines[index]);
  if (hashed) return { text: hashed[2], level: hashed[1].length, consumed: 1 };
  const line = lines[index].trim();
  const next = lines[index + 1] ?? '';
  const startsParagraph = index === 0 || lines[index - 1].trim() === '';
  // Only a short line standing alone above the rule counts, so "---" separators are not misread.
  if (startsParagraph && line && line.length <= 120 && UNDERLINE.test(next) && next.trim().length >= 3) {
    return { text: line, level: next.trim().startsWith('=') ? 1 : 2, consumed: 2 };
  }
  return null;
}
