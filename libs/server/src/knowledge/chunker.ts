import { createHash } from 'node:crypto';
import { contentPieces, type ChunkPiece } from './chunk-pieces';
import type { ExtractedContent } from './content';
import { splitSentences } from './sentence-splitter';
import { normalizeInline } from './text-normalizer';
import { wordCount } from './tokenizer';

/**
 * Structure-aware chunking: pieces (paragraphs, lists, tables, or sentences of long paragraphs) are
 * packed in reading order into chunks of about `targetWords`. A new section starts a new chunk once the
 * current one is big enough; small sibling sections (FAQ entries, staff cards) share a chunk with their
 * headings inline. A chunk cut inside a section repeats the last sentence or two of the previous one.
 *
 * Sizes, measured end to end on the three real sites (ai/README.md): a 160-word target answered 75 of
 * 83 labelled questions, against 64 at 80 words (facts cut off from their headings and neighbours) and
 * 71 at 250 (short facts diluted, topics mixed). Sections still end chunks early, so real chunks are
 * often smaller than the target; a 40-word overlap is one or two sentences.
 */

export interface ChunkOptions {
  targetWords: number;
  maxWords: number;
  /** A chunk smaller than this keeps absorbing the following section rather than standing alone. */
  minWords: number;
  overlapWords: number;
}

export const DEFAULT_CHUNK_OPTIONS: ChunkOptions = {
  targetWords: 160,
  maxWords: 240,
  minWords: 60,
  overlapWords: 40,
};

export interface KnowledgeChunk {
  ordinal: number;
  /** Heading path, e.g. "Admissions > Tuition"; empty before the first heading. */
  heading: string;
  /** The context line (page title and heading path), a blank line, then the body. */
  text: string;
  /** sha256 of `text`: an unchanged chunk keeps its embedding across re-crawls. */
  contentHash: string;
  /** Words in the body, without the context line. */
  wordCount: number;
}

/** "Page title > Heading > Subheading", the line every chunk starts with. */
export function chunkContextLine(title: string | null, heading: string): string {
  return [title ? normalizeInline(title) : '', heading].filter(Boolean).join(' > ');
}

interface Draft {
  pieces: ChunkPiece[];
  words: number;
}

const JOINERS = { sentence: ' ', line: '\n', paragraph: '\n\n' } as const;

/**
 * Joins pieces back into text. Where a section begins (or the chunk begins inside one) and its heading
 * is not already the end of the chunk's heading path, the heading goes inline so its words stay next
 * to its text — FAQ questions above their answers, staff names above their roles.
 */
function renderBody(pieces: ChunkPiece[], heading: string): string {
  const lastHeading = heading.split(' > ').pop();
  return pieces
    .map((piece, index) => {
      const previous = pieces[index - 1];
      const startsSection = !previous || previous.section !== piece.section;
      // A heading missing from its own path is an h1 that repeats the page title: already said.
      const ownHeading = piece.heading !== null && piece.path[piece.path.length - 1] === piece.heading;
      const inlineHeading = startsSection && ownHeading && lastHeading !== piece.heading;
      const text = inlineHeading ? `${piece.heading}\n\n${piece.text}` : piece.text;
      if (!previous) return text;
      return JOINERS[startsSection ? 'paragraph' : piece.join] + text;
    })
    .join('');
}

function commonPrefix(left: string[], right: string[]): string[] {
  let length = 0;
  while (length < left.length && length < right.length && left[length] === right[length]) length += 1;
  return left.slice(0, length);
}

/** The longest heading path every section in the chunk shares, else the first section's path. */
function chunkHeading(pieces: ChunkPiece[]): string {
  const common = pieces.reduce((prefix, piece) => commonPrefix(prefix, piece.path), pieces[0].path);
  return (common.length > 0 ? common : pieces[0].path).join(' > ');
}

/** The last sentence or two of a prose piece, as the next chunk's opening context. */
function overlapPiece(previous: ChunkPiece, overlapWords: number): ChunkPiece | null {
  if (!previous.prose || overlapWords <= 0) return null;
  const sentences = splitSentences(previous.text.split('\n').pop() ?? '');
  const kept: string[] = [];
  for (let index = sentences.length - 1; index >= 0 && kept.length < 2; index -= 1) {
    if (wordCount([sentences[index], ...kept].join(' ')) > overlapWords) break;
    kept.unshift(sentences[index]);
  }
  if (kept.length === 0) return null;
  const text = kept.join(' ');
  return { ...previous, text, words: wordCount(text), join: 'paragraph' };
}

/** A short line or two without sentence punctuation: a name, a label, a heading printed as text. */
const isLabel = (piece: ChunkPiece): boolean =>
  piece.words <= LABEL_WORDS && !/[.!?:;,]$/.test(piece.text.trim()) && !/^[-*•]\s/.test(piece.text);
const LABEL_WORDS = 8;
/** A name and the role under it; a longer run of labels is a menu or buttons, labelling nothing. */
const MAX_CARRIED_LABELS = 2;

function packPieces(pieces: ChunkPiece[], options: ChunkOptions): ChunkPiece[][] {
  const chunks: ChunkPiece[][] = [];
  let draft: Draft = { pieces: [], words: 0 };
  for (const piece of pieces) {
    const last = draft.pieces[draft.pieces.length - 1];
    const newSection = last !== undefined && piece.section !== last.section;
    const fitsTarget = draft.words + piece.words <= options.targetWords;
    const small = draft.words < options.minWords && draft.words + piece.words <= options.maxWords;
    const closeHere =
      last !== undefined && ((newSection && draft.words >= options.minWords) || (!fitsTarget && !small));
    if (closeHere) {
      // A name or label line at the very end heads what follows ("Scott Musick / Drums • Guitar" above
      // his bio): it opens the next chunk instead of ending this one without what it labels.
      const carried: ChunkPiece[] = [];
      while (
        !isLabel(piece) &&
        carried.length < MAX_CARRIED_LABELS &&
        draft.pieces.length > 1 &&
        isLabel(draft.pieces[draft.pieces.length - 1]) &&
        draft.pieces[draft.pieces.length - 1].section === piece.section
      )
        carried.unshift(draft.pieces.pop() as ChunkPiece);
      chunks.push(draft.pieces);
      const overlap = newSection || carried.length > 0 ? null : overlapPiece(last, options.overlapWords);
      const opening = overlap ? [overlap, ...carried] : carried;
      draft = { pieces: opening, words: opening.reduce((sum, each) => sum + each.words, 0) };
    }
    draft.pieces.push(piece);
    draft.words += piece.words;
  }
  if (draft.pieces.length > 0) chunks.push(draft.pieces);
  return chunks;
}

export function chunkContent(
  content: ExtractedContent,
  options: Partial<ChunkOptions> = {},
): KnowledgeChunk[] {
  const settings = { ...DEFAULT_CHUNK_OPTIONS, ...options };
  const pieces = contentPieces(content, {
    proseWords: settings.targetWords,
    structuredWords: settings.maxWords,
  });
  return packPieces(pieces, settings).map((group, ordinal) => {
    const heading = chunkHeading(group);
    const body = renderBody(group, heading);
    const text = `${chunkContextLine(content.title, heading)}\n\n${body}`.trim();
    const contentHash = createHash('sha256').update(text).digest('hex');
    return { ordinal, heading, text, contentHash, wordCount: wordCount(body) };
  });
}
