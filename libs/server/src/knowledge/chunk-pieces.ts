import type { ExtractedContent } from './content';
import { splitSentences } from './sentence-splitter';
import { comparisonKey, normalizeInline, normalizeText } from './text-normalizer';
import { wordCount } from './tokenizer';

/**
 * The first half of chunking: turn sections into the smallest pieces the packer may not cut — a whole
 * paragraph, list or table when it fits, otherwise its lines or sentences. Each piece knows its heading
 * path and how it joins the piece before it, so packing can rebuild the original layout.
 */

export type PieceJoin = 'sentence' | 'line' | 'paragraph';

export interface ChunkPiece {
  /** Index of the section the piece came from; a change marks a topic boundary. */
  section: number;
  path: string[];
  /** The heading of the piece's section (every piece of the section carries it). */
  heading: string | null;
  text: string;
  words: number;
  join: PieceJoin;
  /** Prose can seed the next chunk's overlap; list items and table rows stand alone. */
  prose: boolean;
}

const LIST_LINE = /^(?:[-*•◇✓✗]|\d{1,2}[.)])\s/;

function isStructured(block: string): boolean {
  const lines = block.split('\n');
  return lines.length > 1 && lines.every((line) => LIST_LINE.test(line) || line.includes(' | '));
}

function sameHeading(left: string, right: string): boolean {
  return comparisonKey(left) === comparisonKey(right);
}

/** Heading paths from heading levels: a heading closes every open heading at its level or deeper. */
export function headingPaths(content: ExtractedContent): string[][] {
  const title = content.title ? normalizeInline(content.title) : '';
  const stack: { level: number; heading: string }[] = [];
  return content.sections.map((section) => {
    const heading = section.heading ? normalizeInline(section.heading) : '';
    if (heading) {
      const level = section.level > 0 ? section.level : 6;
      while (stack.length > 0 && stack[stack.length - 1].level >= level) stack.pop();
      // An h1 that repeats the page title adds nothing to "Title > Heading".
      if (!(stack.length === 0 && title && sameHeading(heading, title))) stack.push({ level, heading });
    }
    return stack.map((entry) => entry.heading);
  });
}

/** Splits an oversized list or table into groups of lines, repeating a table's header row. */
function splitStructured(block: string, maxWords: number): string[] {
  const lines = block.split('\n');
  const header = lines[0].includes(' | ') ? lines[0] : null;
  const groups: string[] = [];
  let current: string[] = [];
  let words = 0;
  for (const line of lines) {
    const lineWords = wordCount(line);
    if (current.length > 0 && words + lineWords > maxWords) {
      groups.push(current.join('\n'));
      current = header && line !== header ? [header] : [];
      words = header ? wordCount(header) : 0;
    }
    current.push(line);
    words += lineWords;
  }
  if (current.length > 0) groups.push(current.join('\n'));
  return groups;
}

export interface PieceLimits {
  /** Prose longer than this is cut into sentences so the packer can aim at the target size. */
  proseWords: number;
  /** Lists and tables are kept whole up to this size, because a half table answers nothing. */
  structuredWords: number;
}

/** A piece before it is placed in its section; `words` is counted once, here. */
type BlockPiece = Pick<ChunkPiece, 'text' | 'join' | 'prose' | 'words'>;

function blockPieces(block: string, limits: PieceLimits): BlockPiece[] {
  const structured = isStructured(block);
  const limit = structured ? limits.structuredWords : limits.proseWords;
  const words = wordCount(block);
  if (words <= limit) return [{ text: block, join: 'paragraph', prose: !structured, words }];
  if (structured) {
    return splitStructured(block, limits.structuredWords).map((text, index) => ({
      text,
      join: index === 0 ? 'paragraph' : 'line',
      prose: false,
      words: wordCount(text),
    }));
  }
  const pieces: BlockPiece[] = [];
  block.split('\n').forEach((line, lineIndex) => {
    splitSentences(line).forEach((sentence, sentenceIndex) => {
      const join: PieceJoin = sentenceIndex > 0 ? 'sentence' : lineIndex > 0 ? 'line' : 'paragraph';
      pieces.push({ text: sentence, join, prose: true, words: wordCount(sentence) });
    });
  });
  return pieces;
}

export function contentPieces(content: ExtractedContent, limits: PieceLimits): ChunkPiece[] {
  const paths = headingPaths(content);
  const pieces: ChunkPiece[] = [];
  content.sections.forEach((section, index) => {
    const text = normalizeText(section.text);
    const heading = section.heading ? normalizeInline(section.heading) : null;
    const path = paths[index];
    for (const block of text.split(/\n{2,}/).filter(Boolean)) {
      for (const { text: pieceText, join, prose, words } of blockPieces(block, limits)) {
        pieces.push({ section: index, path, heading, text: pieceText, words, join, prose });
      }
    }
  });
  return pieces;
}
