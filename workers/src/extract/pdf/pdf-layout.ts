/**
 * Turns the lines of each page into headings and paragraphs. Wrapped lines of one paragraph are
 * joined with spaces so chunks read as prose; short lines (tables, addresses, lists) keep their line
 * breaks; a big vertical gap, a change of font size or a new page starts a new paragraph.
 */
import { markListItems } from '../text-normalise';
import { planHeadings, type HeadingLevelOf } from './pdf-headings';
import type { PdfLine } from './pdf-lines';
import { removePageFurniture } from './pdf-page-furniture';

export interface PdfBlock {
  /** Heading level 1–6, or 0 for a paragraph. */
  level: number;
  text: string;
}

type Joint = 'paragraph' | 'line' | 'space' | 'none';

const PARAGRAPH_GAP = 1.9;
/** A line reaching this share of its column's width was wrapped, so the next line continues it. */
const FULL_LINE = 0.75;
const LIST_START = /^([•·▪◦‣⁃■□∙*–-]|\(?\d{1,3}[.)]|\(?[a-zA-Z][.)])\s/;

export function layoutPdf(pages: PdfLine[][]): PdfBlock[] {
  const cleaned = removePageFurniture(pages);
  const headingLevel = planHeadings(cleaned);
  return cleaned.flatMap((lines) => layoutPage(lines, headingLevel));
}

function layoutPage(lines: PdfLine[], headingLevel: HeadingLevelOf): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  let previous: { line: PdfLine; block: PdfBlock } | null = null;
  lines.forEach((line, index) => {
    const level = headingLevel(line, lines[index + 1]);
    const joint =
      previous && previous.block.level === level ? jointBetween(previous.line, line, lines) : 'paragraph';
    if (previous && joint !== 'paragraph') {
      previous.block.text += separator(joint, level) + line.text;
    } else {
      blocks.push({ level, text: line.text });
    }
    previous = { line, block: blocks[blocks.length - 1] };
  });
  return blocks.map((block) => (block.level > 0 ? block : { level: 0, text: tidyParagraph(block.text) }));
}

function separator(joint: Joint, level: number): string {
  // A heading wrapped over two lines is still one heading.
  if (level > 0) return ' ';
  return joint === 'line' ? '\n' : joint === 'space' ? ' ' : '';
}

function jointBetween(previous: PdfLine, line: PdfLine, pageLines: PdfLine[]): Joint {
  const height = Math.max(previous.size, line.size);
  const gap = previous.y - line.y;
  if (gap <= 0.3 * height || gap > PARAGRAPH_GAP * height) return 'paragraph';
  if (Math.abs(previous.size - line.size) > 0.15 * height) return 'paragraph';
  if (LIST_START.test(line.text)) return 'line';
  if (!isFullLine(previous, pageLines)) return 'line';
  // Keep the hyphen: we cannot tell "well-known" from a word broken at the margin.
  return /\p{L}-$/u.test(previous.text) && /^\p{Ll}/u.test(line.text) ? 'none' : 'space';
}

/** Beyond this many lines on a page, the column scan below would cost too much; use the page width. */
const MAX_COLUMN_SCAN = 400;

function isFullLine(line: PdfLine, pageLines: PdfLine[]): boolean {
  let columnRight = line.right;
  for (const other of pageLines.length <= MAX_COLUMN_SCAN ? pageLines : []) {
    // Lines that overlap horizontally share a column.
    if (other.x < line.right && other.right > line.x) columnRight = Math.max(columnRight, other.right);
  }
  return line.right - line.x >= FULL_LINE * (columnRight - line.x);
}

function tidyParagraph(text: string): string {
  // Dot leaders in tables of contents carry no meaning and spoil search.
  return markListItems(text).replace(/\s*\.{4,}\s*/g, ' … ');
}
