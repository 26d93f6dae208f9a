import { chunkContextLine } from '../knowledge/chunker';
import { sentenceUnits } from '../knowledge/sentence-splitter';
import { normalizeInline, normalizeText } from '../knowledge/text-normalizer';
import { termSet, wordCount } from '../knowledge/tokenizer';
import type { AnswerPassage } from './answer-provider';
import { looksLikeInstruction } from './injection-guard';

/**
 * Passages broken into the sentences an extractive answer is made of. Each sentence also carries its
 * context — the chunk's title and heading path, and the nearest heading or FAQ question above it in
 * the chunk — because a sentence such as "Monday-Friday 7:30am – 2:45pm." answers "school hours" only
 * together with the question printed above it.
 */

export interface PassageUnit {
  passage: number;
  /** Position among all units of the passage, for reading order. */
  order: number;
  paragraph: number;
  line: number;
  text: string;
  words: number;
  stems: Set<string>;
  /** Words of the nearest heading, label or FAQ question above the unit inside the chunk. */
  frame: Set<string>;
  /** True when that frame is a question: the unit is then part of its answer. */
  frameIsQuestion: boolean;
  /** Words of the page title and the chunk's heading path. */
  context: Set<string>;
  /** A heading, a label ("Hours") or a question: it frames what follows and answers nothing itself. */
  framing: boolean;
  listItem: boolean;
  /** Addresses the assistant rather than the visitor; never quoted. */
  instruction: boolean;
}

const LIST_ITEM = /^(?:[-*•◇✓✗]|\d{1,2}[.)])\s/;
const TABLE_ROW = /\s\|\s|\|$/;

/** The chunk body without the context line the chunker put first. */
export function passageBody(passage: AnswerPassage): string {
  const text = normalizeText(passage.text);
  const breakAt = text.indexOf('\n\n');
  if (breakAt < 0) return text;
  const first = text.slice(0, breakAt);
  const expected = chunkContextLine(passage.title, normalizeInline(passage.heading));
  const isContextLine = first === expected || first === normalizeInline(passage.title) || (!first.includes('\n') && first.includes(' > '));
  return isContextLine ? text.slice(breakAt + 2) : text;
}

/** Questions frame their answers; short unpunctuated lines without figures are headings and labels. */
function isFraming(text: string, isLastLine: boolean): boolean {
  if (text.endsWith('?')) return true;
  if (isLastLine || LIST_ITEM.test(text) || TABLE_ROW.test(text) || /[\d.,;:!]/.test(text)) return false;
  return wordCount(text) <= 8;
}

export function passageUnits(passage: AnswerPassage, passageIndex: number): PassageUnit[] {
  const context = termSet(`${passage.title} ${passage.heading}`);
  // Symbol-only lines ("+", "◇") are accordion and bullet decorations, not sentences.
  const units = sentenceUnits(passageBody(passage)).filter((unit) => /[\p{L}\p{N}]/u.test(unit.text));
  const lastLine = units.length > 0 ? units[units.length - 1].line : -1;
  // A frame gives its words to what follows, until the next frame; stacked frames (a heading, then a
  // label under it) add up.
  let frame = new Set<string>();
  let frameIsQuestion = false;
  let previousFraming = false;
  return units.map((unit, order) => {
    const stems = termSet(unit.text);
    const framing = isFraming(unit.text, unit.line === lastLine);
    const result: PassageUnit = {
      passage: passageIndex,
      order,
      paragraph: unit.paragraph,
      line: unit.line,
      text: unit.text,
      words: wordCount(unit.text),
      stems,
      frame,
      frameIsQuestion,
      context,
      framing,
      listItem: LIST_ITEM.test(unit.text),
      instruction: looksLikeInstruction(unit.text),
    };
    if (framing) {
      frame = previousFraming ? new Set([...frame, ...stems]) : stems;
      frameIsQuestion = unit.text.endsWith('?');
    }
    previousFraming = framing;
    return result;
  });
}
