/**
 * Rebuilds lines from pdf.js text items. Items arrive in content-stream order, which follows columns
 * and table cells better than sorting by position would, so we keep that order and start a new line
 * whenever the baseline moves by more than about half a line.
 */
import type { TextItem } from 'pdf-parse/lib/pdf-parse.js';

export interface PdfLine {
  text: string;
  /** Font size of the line's longest run, in PDF units. */
  size: number;
  /** Left and right edges and baseline, in PDF units (y grows upwards). */
  x: number;
  right: number;
  y: number;
}

/** Baselines within this fraction of the font size belong to one line (superscripts, centred cells). */
const SAME_LINE = 0.6;
/** A horizontal gap wider than this fraction of the font size is a space the PDF did not draw. */
const WORD_GAP = 0.15;

interface LineDraft extends PdfLine {
  longestRun: number;
}

export function groupLines(items: TextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let draft: LineDraft | null = null;
  for (const item of items) {
    if (!item.str) continue;
    const size = Math.hypot(item.transform[2], item.transform[3]) || Math.abs(item.height) || 1;
    const x = item.transform[4];
    const y = item.transform[5];
    if (draft && continuesLine(draft, x, y, size)) {
      appendRun(draft, item, x, size);
    } else {
      if (draft) lines.push(finishLine(draft));
      draft = { text: item.str, size, x, right: x + item.width, y, longestRun: item.str.trim().length };
    }
  }
  if (draft) lines.push(finishLine(draft));
  return lines.filter((line) => line.text !== '');
}

function continuesLine(draft: LineDraft, x: number, y: number, size: number): boolean {
  const tolerance = SAME_LINE * Math.max(draft.size, size);
  // Text that jumps back left of the line's end starts a new line even at the same height (columns).
  return Math.abs(y - draft.y) <= tolerance && x >= draft.right - Math.max(draft.size, size);
}

function appendRun(draft: LineDraft, item: TextItem, x: number, size: number): void {
  const gap = x - draft.right;
  const needsSpace = gap > WORD_GAP * size && !/\s$/.test(draft.text) && !/^\s/.test(item.str);
  draft.text += (needsSpace ? ' ' : '') + item.str;
  draft.right = Math.max(draft.right, x + item.width);
  const run = item.str.trim().length;
  if (run > draft.longestRun) {
    draft.longestRun = run;
    draft.size = size;
  }
}

function finishLine(draft: LineDraft): PdfLine {
  return {
    text: collapseLetterSpacing(draft.text).replace(/\s+/g, ' ').trim(),
    size: draft.size,
    x: draft.x,
    right: draft.right,
    y: draft.y,
  };
}

/**
 * Designers space out capitals ("S E R V I C E S   &   P R I C I N G"); the letters come out as
 * separate words. A stretch of letter-only pieces, at most three letters each and mostly single
 * letters, is closed up ("SERVICES & PRICING"); wider gaps stay as word breaks.
 */
export function collapseLetterSpacing(text: string): string {
  if (!/\S \S \S/.test(text)) return text;
  return text
    .split(/ {2,}/)
    .map((segment) => (isLetterSpaced(segment.trim().split(' ')) ? segment.replace(/ /g, '') : segment))
    .join('  ');
}

function isLetterSpaced(pieces: string[]): boolean {
  if (pieces.length < 3 || !pieces.every((piece) => /^\p{L}{1,3}$/u.test(piece))) return false;
  const singles = pieces.filter((piece) => piece.length === 1).length;
  return singles >= 3 && singles / pieces.length >= 0.6;
}
