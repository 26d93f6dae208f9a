import { chunkContextLine } from '../knowledge/chunker';
import { sentenceUnits } from '../knowledge/sentence-splitter';
import { normalizeInline, normalizeText } from '../knowledge/text-normalizer';
import { termSet, wordCount } from '../knowledge/tokenizer';
import type { AnswerPassage } from './answer-provider';
import { detectAnswerTypes, type AnswerType } from './answer-type';
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
  frameText: string;
  /** True when that frame is a question: the unit is then part of its answer. */
  frameIsQuestion: boolean;
  /** The kinds of fact the framing question asks for; the site's own answer to it supplies them. */
  frameTypes: AnswerType[];
  /** Words of the page title and the outer headings of the chunk's heading path. */
  context: Set<string>;
  contextText: string;
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
  const isContextLine =
    first === expected ||
    first === normalizeInline(passage.title) ||
    (!first.includes('\n') && first.includes(' > '));
  return isContextLine ? text.slice(breakAt + 2) : text;
}

/** Questions frame their answers; short unpunctuated lines without figures are headings and labels. */
function isFraming(text: string, isLastLine: boolean): boolean {
  if (text.endsWith('?')) return true;
  if (isLastLine || LIST_ITEM.test(text) || TABLE_ROW.test(text) || /[\d.,;:!]/.test(text)) return false;
  return wordCount(text) <= 8;
}

/**
 * Tracks the frame above each unit: a heading, label or FAQ question gives its words to what follows,
 * until the next one. A heading and a label under it add up; a longer run of short lines is a menu.
 */
class FrameTracker {
  stems: Set<string>;
  text: string;
  isQuestion: boolean;
  types: AnswerType[];
  private run = 0;

  constructor(heading: string) {
    this.stems = termSet(heading);
    this.text = heading;
    this.isQuestion = heading.endsWith('?');
    this.types = this.isQuestion ? detectAnswerTypes(heading) : [];
  }

  current(): Pick<PassageUnit, 'frame' | 'frameText' | 'frameIsQuestion' | 'frameTypes'> {
    return {
      frame: this.stems,
      frameText: this.text,
      frameIsQuestion: this.isQuestion,
      frameTypes: this.types,
    };
  }

  /** Call after each unit with whether it frames what follows. */
  advance(text: string, stems: Set<string>, framing: boolean): void {
    if (!framing) {
      this.run = 0;
      return;
    }
    const stacked = this.run > 0 && this.run < 2;
    this.stems = stacked ? new Set([...this.stems, ...stems]) : stems;
    this.text = stacked ? `${this.text} ${text}` : text;
    this.isQuestion = text.endsWith('?');
    this.types = this.isQuestion ? detectAnswerTypes(text) : [];
    this.run += 1;
  }
}

export function passageUnits(passage: AnswerPassage, passageIndex: number): PassageUnit[] {
  // The chunk starts directly under the last heading of its path: that heading is the first frame;
  // the page title and the outer headings are wider context.
  const path = normalizeInline(passage.heading).split(' > ').filter(Boolean);
  const frame = new FrameTracker(path.pop() ?? '');
  const contextText = `${passage.title} ${path.join(' ')}`;
  const context = termSet(contextText);
  // Symbol-only lines ("+", "◇") are accordion and bullet decorations, not sentences.
  const units = sentenceUnits(passageBody(passage)).filter((unit) => /[\p{L}\p{N}]/u.test(unit.text));
  const lastLine = units.length > 0 ? units[units.length - 1].line : -1;
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
      context,
      contextText,
      framing,
      ...frame.current(),
      listItem: LIST_ITEM.test(unit.text),
      instruction: looksLikeInstruction(unit.text),
    };
    frame.advance(unit.text, stems, framing);
    return result;
  });
}
