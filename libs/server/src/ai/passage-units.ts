import { chunkContextLine } from '../knowledge/chunker';
import { sentenceUnits } from '../knowledge/sentence-splitter';
import { normalizeInline, normalizeText } from '../knowledge/text-normalizer';
import { STOPWORDS, stem, stemSequence, termSet, tokenize, wordCount } from '../knowledge/tokenizer';
import { weekdayStems } from '../knowledge/weekdays';
import type { AnswerPassage } from './answer-provider';
import {
  CURRENCY_CODES,
  detectAnswerTypes,
  isNameLine,
  matchesAnswerType,
  type AnswerType,
} from './answer-type';
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
  /** The lines that make up the frame, outermost first ("Premier", "Package Includes"). */
  frameLines: string[];
  /** The last heading of the chunk's heading path, printed in its context line, not its body. */
  chunkHeading: string;
  /** True when that frame is a question: the unit is then part of its answer. */
  frameIsQuestion: boolean;
  /** The kinds of fact the framing question asks for; the site's own answer to it supplies them. */
  frameTypes: AnswerType[];
  /** Words of the page title and the outer headings of the chunk's heading path. */
  context: Set<string>;
  contextText: string;
  /** Stem sequences (tokenizer.stemSequence) of the text, the frame and the context, for names and phrases. */
  sequences: Record<'text' | 'frame' | 'context', string>;
  /** A heading, a label ("Hours") or a question: it frames what follows and answers nothing itself. */
  framing: boolean;
  listItem: boolean;
  tableRow: boolean;
  /** The first sentence under its frame: the one that usually states what the section is about. */
  leads: boolean;
  /** For a role line under a name ("Elizabeth Snow" / "Principal"), the name line: the two answer together. */
  nameLine?: string;
  /** Addresses the assistant rather than the visitor; never quoted. */
  instruction: boolean;
}

const LIST_ITEM = /^(?:[-*•◇✓✗]|\d{1,2}[.)])\s/;
const TABLE_ROW = /\s\|\s|\|$/;
/** A job title under a name on a staff card: a few words, no sentence punctuation. */
const ROLE_LINE = /^[\p{L}][\p{L}&/'’ -]*$/u;

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
 * until the next one. A heading and a label under it add up; in a longer run of short lines (a menu or
 * buttons, then a heading and its label) the last two do. A label after a title and its one-sentence
 * description belongs to that title too: on a pricing card ("Premier" / "For businesses looking for a
 * partner." / "Package Includes" / the features) every card repeats the label, and only the title tells
 * whose features they are.
 */
class FrameTracker {
  stems: Set<string>;
  text: string;
  isQuestion: boolean;
  types: AnswerType[];
  lines: string[];
  private run: FrameLine[] = [];
  /** The latest frame line (at first, the chunk's heading). */
  private last: FrameLine | null;
  /** The line that framed the prose since the last frame, and how much prose there has been. */
  private section: FrameLine | null = null;
  private proseSince = 0;
  private proseIsSentence = false;

  constructor(heading: string) {
    this.stems = termSet(heading);
    this.text = heading;
    this.isQuestion = heading.endsWith('?');
    this.types = this.isQuestion ? detectAnswerTypes(heading) : [];
    this.last = heading ? { text: heading, stems: this.stems } : null;
    this.lines = heading ? [heading] : [];
  }

  current(): Pick<PassageUnit, 'frame' | 'frameText' | 'frameLines' | 'frameIsQuestion' | 'frameTypes'> {
    return {
      frame: this.stems,
      frameText: this.text,
      frameLines: this.lines,
      frameIsQuestion: this.isQuestion,
      frameTypes: this.types,
    };
  }

  /** Call after each unit with whether it frames what follows. */
  advance(text: string, stems: Set<string>, framing: boolean): void {
    if (!framing) {
      if (this.proseSince === 0) this.section = this.isQuestion ? null : this.last;
      this.proseSince += 1;
      this.proseIsSentence = /[.!]$/.test(text);
      this.run = [];
      return;
    }
    const underSection =
      this.run.length === 0 &&
      this.proseSince === 1 &&
      this.proseIsSentence &&
      this.section !== null &&
      this.section.text !== text &&
      !text.endsWith('?');
    const line = { text, stems };
    this.run = underSection && this.section ? [this.section, line] : [...this.run.slice(-1), line];
    this.proseSince = 0;
    this.last = line;
    this.stems = new Set(this.run.flatMap((part) => [...part.stems]));
    this.lines = this.run.map((part) => part.text);
    this.text = this.lines.join(' ');
    this.isQuestion = text.endsWith('?');
    this.types = this.isQuestion ? detectAnswerTypes(text) : [];
  }
}

interface FrameLine {
  text: string;
  stems: Set<string>;
}

/**
 * Units of recently answered-from passages. A site's visitors keep landing on the same few passages, and
 * splitting and stemming them was most of the cost of answering; the units depend on nothing else.
 */
const UNIT_CACHE = new Map<string, PassageUnit[]>();
const UNIT_CACHE_SIZE = 2000;

/** A web address: its host, then the rest up to the next space. */
const WEB_ADDRESS = /\b(?:https?:\/\/(?:www\.)?|www\.)([^\s/?#]+)\S*/gi;

/**
 * The words a reader takes from a line: a web address counts as the site it names ("facebook" in
 * "Facebook: https://www.facebook.com/KL-Accountants-4328…"), not as the words and numbers of its path,
 * which match a visitor's "How many accountants work at KL Accountants?" without saying anything.
 */
function withoutLinkPaths(text: string): string {
  if (!/https?:\/\/|www\./i.test(text)) return text;
  return text.replace(
    WEB_ADDRESS,
    (_, host: string) => ` ${host.replace(/[.,;:!)]+$/, '').replace(/\.[a-z]{2,}(?:\.[a-z]{2})?$/i, '')} `,
  );
}

/**
 * A street address's street name: capitalised words between the house number and the street type ("4
 * _Westchester Park_ Drive").
 */
const STREET_NAME =
  /\b(\d{1,6}\s+)((?:[NSEW]{1,2}\.?\s+)?(?:\p{Lu}[\p{L}.'’-]*\s+){1,3})(?=(?:St|Street|Ave|Avenue|Dr|Drive|Rd|Road|Blvd|Boulevard|Ln|Lane|Way|Ct|Court|Pl|Place|Pkwy|Parkway|Hwy|Highway|Sq|Square|Ter|Terrace)\b)/gu;

/**
 * The words that say what a line is about: a street's name names a place, not a topic. "Park" in "4
 * Westchester Park Drive" does not tell a visitor asking "Is there parking at the office?" anything, nor
 * "Mill" one asking about a mill. A visitor who names the street still finds it: names of several words
 * are matched as sequences, which keep every word.
 */
function withoutStreetNames(text: string): string {
  return /\d/.test(text) ? text.replace(STREET_NAME, '$1 ') : text;
}

export function passageUnits(passage: AnswerPassage, passageIndex: number): PassageUnit[] {
  const key = `${passage.title}\u0000${passage.heading}\u0000${passage.text}`;
  let units = UNIT_CACHE.get(key);
  if (units) UNIT_CACHE.delete(key);
  else units = splitPassage(passage);
  UNIT_CACHE.set(key, units);
  if (UNIT_CACHE.size > UNIT_CACHE_SIZE) UNIT_CACHE.delete(UNIT_CACHE.keys().next().value as string);
  // Units are shared between answers and never changed; only their passage position differs.
  return units.map((unit) => ({ ...unit, passage: passageIndex }));
}

/** Kinds of fact a banner heading states ("$80 per month Weekly 30-Minute Private Lessons"). */
const STATED_FACTS: AnswerType[] = ['money', 'time', 'duration', 'date', 'phone', 'email', 'address', 'age'];
/** A heading this long holding such a fact is a statement (a hero banner's lines), read like page text. */
const STATEMENT_HEADING_WORDS = 6;

function statesFacts(heading: string): boolean {
  return wordCount(heading) >= STATEMENT_HEADING_WORDS && matchesAnswerType(heading, STATED_FACTS);
}

/**
 * A price alone on its line and the period printed under it ("£20.00" / "per month"): one fact on a
 * pricing card, rendered as two elements. Read apart, the period line looked like a label and became the
 * frame of the card's features, pushing out the plan's name above the price ("Gold"); read together, the
 * price states its period and the name frames the card.
 */
const PRICE_THEN_PERIOD = new RegExp(
  `^([^\\S\\n]*(?:\\p{Sc}\\s?\\d[\\d,.]*|(?:${CURRENCY_CODES})\\.?\\s?\\d[\\d,.]*|\\d[\\d,.]*\\s?(?:\\p{Sc}|${CURRENCY_CODES}))[^\\S\\n]*)\\n+[^\\S\\n]*((?:per|an?|each|every|\\/)\\s*(?:day|week|month|quarter|year|hour|session|lesson|class|person|visit|night|mo|yr|hr)\\b\\.?|(?:monthly|weekly|daily|yearly|annually|hourly|one[- ]time|once)\\b\\.?)[^\\S\\n]*$`,
  'gimu',
);

function withPeriodsJoined(text: string): string {
  return text.replace(
    PRICE_THEN_PERIOD,
    (_match, price: string, period: string) => `${price.trim()} ${period}`,
  );
}

/**
 * A counter on a stats strip: a figure on a line of its own ("2,000+", "98%", "20+") and its label under
 * it ("EB-5 petitions processed"). Apart, the label says what was counted without the count, and the
 * figure says nothing, so the pair is read as one line. Only figures a counter prints (ending in +, % or
 * K/M, "$800K"): a bare number is a step ("02" over "Korean Community") and a price ("$149") belongs to the
 * title above it.
 */
const FIGURE_THEN_LABEL =
  /^[^\S\n]*(\d[\d,.]*[^\S\n]?(?:\+|%|[KMB]\+?)|\p{Sc}[^\S\n]?\d[\d,.]*[^\S\n]?[KMB]\+?)[^\S\n]*\n+[^\S\n]*(\p{L}[^\n.:?!]{0,60})[^\S\n]*$/gmu;
const MAX_LABEL_WORDS = 8;

function withCountersLabelled(text: string): string {
  return text.replace(FIGURE_THEN_LABEL, (match, figure: string, label: string) =>
    wordCount(label) <= MAX_LABEL_WORDS ? `${figure.trim()} ${label.trim()}` : match,
  );
}

function splitPassage(passage: AnswerPassage): PassageUnit[] {
  const passageIndex = 0;
  // The chunk starts directly under the last heading of its path: that heading is the first frame;
  // the page title and the outer headings are wider context.
  const path = normalizeInline(passage.heading).split(' > ').filter(Boolean);
  const chunkHeading = path.pop() ?? '';
  const frame = new FrameTracker(chunkHeading);
  const contextText = `${passage.title} ${path.join(' ')}`;
  const context = termSet(contextText);
  const contextSequence = stemSequence(contextText);
  // Many units share a frame: each frame's sequence is computed once.
  const frameSequences = new Map<string, string>();
  const frameSequence = (text: string): string => {
    let sequence = frameSequences.get(text);
    if (sequence === undefined) {
      sequence = stemSequence(text);
      frameSequences.set(text, sequence);
    }
    return sequence;
  };
  const body = passageBody(passage);
  // A banner's heading ("$80 per month / Weekly 30-Minute Private Lessons") is the only place many small
  // sites state their price or lesson length: it is read as the passage's first line, as well as framing it.
  const text = withCountersLabelled(
    withPeriodsJoined(statesFacts(chunkHeading) ? `${chunkHeading}\n\n${body}` : body),
  );
  // Symbol-only lines ("+", "◇") are accordion and bullet decorations, not sentences.
  const units = sentenceUnits(text).filter((unit) => /[\p{L}\p{N}]/u.test(unit.text));
  const lastLine = units.length > 0 ? units[units.length - 1].line : -1;
  let previousFraming = true;
  let previousRole = false;
  return units.map((unit, order) => {
    const read = withoutLinkPaths(unit.text);
    const tokens = tokenize(read);
    // "Fri: 9am-4pm" answers a question about Fridays; "Mon-Fri" one about Wednesdays.
    const stems = new Set([
      ...tokenize(withoutStreetNames(read))
        .filter((token) => !STOPWORDS.has(token))
        .map(stem),
      ...weekdayStems(unit.text),
    ]);
    const previous = units[order - 1];
    // A staff card: a name line, then the role on its own short line. The role line answers "who is the
    // principal" together with the name above it, so it is not a heading.
    // The name may be the chunk's own heading, above its first line.
    const nameAbove = previous === undefined ? chunkHeading : previous.text;
    // A card whose short line is followed by a price is a plan or product ("Gold" / "£20.00"), not a person.
    const isRole =
      !previousRole &&
      (previous === undefined || unit.line - previous.line <= 2) &&
      isNameLine(nameAbove) &&
      ROLE_LINE.test(unit.text) &&
      wordCount(unit.text) <= 6 &&
      !matchesAnswerType(units[order + 1]?.text ?? '', ['money']);
    const framing = !isRole && isFraming(unit.text, unit.line === lastLine);
    const framed = frame.current();
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
      sequences: {
        text: ` ${tokens.map(stem).join(' ')} `,
        frame: frameSequence(framed.frameText),
        context: contextSequence,
      },
      framing,
      ...framed,
      chunkHeading,
      listItem: LIST_ITEM.test(unit.text),
      tableRow: TABLE_ROW.test(unit.text),
      leads: !framing && previousFraming,
      instruction: looksLikeInstruction(unit.text),
      ...(isRole ? { nameLine: nameAbove } : {}),
    };
    previousFraming = framing;
    previousRole = isRole;
    frame.advance(unit.text, stems, framing);
    return result;
  });
}
