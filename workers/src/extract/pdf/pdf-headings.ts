/**
 * Guesses headings in a PDF, which has no structure, only positioned text. Cheap signals, in order of
 * trust: a font clearly larger than the body text; a short line in capitals; a short Title Case line
 * followed by a sentence. Guessing wrong only splits a section; it never loses text.
 */
import type { PdfLine } from './pdf-lines';

export type HeadingLevelOf = (line: PdfLine, next: PdfLine | undefined) => number;

const LARGER = 1.15;
const MAX_SIZE_LEVELS = 3;
const MAX_HEADING_CHARS = 100;
const MAX_HEADING_WORDS = 14;
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'with',
  '&',
]);

export function planHeadings(pages: PdfLine[][]): HeadingLevelOf {
  const lines = pages.flat();
  const body = bodySize(lines);
  const sizes = [
    ...new Set(lines.filter((line) => isLarger(line, body) && isHeadingText(line.text)).map(roundedSize)),
  ];
  sizes.sort((larger, smaller) => smaller - larger);
  const sizeLevels = Math.min(sizes.length, MAX_SIZE_LEVELS);
  return (line, next) => {
    if (!isHeadingText(line.text)) return 0;
    if (isLarger(line, body)) return Math.min(sizes.indexOf(roundedSize(line)) + 1, MAX_SIZE_LEVELS);
    if (!next) return 0;
    if (isCaps(line.text)) return sizeLevels + 1;
    if (isTitleCase(line.text) && isSentenceAfter(line, next)) return sizeLevels + 2;
    return 0;
  };
}

/** The most common font size, weighted by characters: the size of the running text. */
function bodySize(lines: PdfLine[]): number {
  const chars = new Map<number, number>();
  for (const line of lines)
    chars.set(roundedSize(line), (chars.get(roundedSize(line)) ?? 0) + line.text.length);
  let best = 0;
  let bestChars = -1;
  for (const [size, count] of chars) {
    if (count > bestChars) [best, bestChars] = [size, count];
  }
  return best;
}

function roundedSize(line: PdfLine): number {
  return Math.round(line.size * 2) / 2;
}

function isLarger(line: PdfLine, body: number): boolean {
  return body > 0 && roundedSize(line) >= body * LARGER;
}

function isHeadingText(text: string): boolean {
  if (text.length > MAX_HEADING_CHARS || text.split(' ').length > MAX_HEADING_WORDS) return false;
  if (/[,;]$/.test(text) || /\.{4,}|…\s*\d+$/.test(text)) return false;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  return letters >= 2 && letters / text.replace(/\s/g, '').length >= 0.5;
}

function isCaps(text: string): boolean {
  return !/\p{Ll}/u.test(text) && (text.match(/\p{Lu}/gu) ?? []).length >= 3;
}

function isTitleCase(text: string): boolean {
  const words = text.split(' ');
  if (words.length > 8 || /[.!?:]$/.test(text) || !/^\p{Lu}/u.test(text)) return false;
  return words.every((word) => SMALL_WORDS.has(word.toLowerCase()) || !/^\p{Ll}/u.test(word));
}

/** A heading is followed by running text: a longer line that reads like a sentence. */
function isSentenceAfter(line: PdfLine, next: PdfLine): boolean {
  const words = next.text.split(' ').length;
  return next.text.length >= line.text.length * 1.5 && (/[.!?]$/.test(next.text) || words >= 6);
}
