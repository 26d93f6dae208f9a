import type { UnitEvidence } from './answer-scoring';
import { dot } from './embedding-codec';
import type { WordVectors } from './semantic-alternatives';

/**
 * The site's own FAQ question that asks what the visitor asks, read by the sentence model. Matching a
 * question to a question is what the model does best (it was trained on paraphrased questions): on the
 * tuning half, an FAQ question at similarity ≥ 0.75 had the answer under it every time ("Can one lawyer
 * handle the divorce for both me and my wife?" / "Do both spouses need separate attorneys for an
 * uncontested divorce?": 0.84), where the words alone share almost nothing. Its answer is then the
 * site's own answer to the visitor.
 */

export interface FaqEntry {
  /** The question as the site prints it. */
  question: string;
  /** The first sentence of its answer. */
  first: UnitEvidence;
}

export interface FaqMatch extends FaqEntry {
  similarity: number;
}

/**
 * FAQ questions read per visitor question at most, in retrieval order: each new one costs the model
 * ~15 ms the first time (they are cached after), and a page of a hundred questions must not cost seconds.
 */
const MAX_ENTRIES = 40;

/** Each FAQ question of the passages once (the first passage printing it), with the start of its answer. */
export function faqEntries(all: readonly UnitEvidence[]): FaqEntry[] {
  const entries = new Map<string, FaqEntry>();
  for (const item of all) {
    if (entries.size >= MAX_ENTRIES) break;
    const { unit } = item;
    if (!unit.frameIsQuestion || unit.framing || unit.instruction) continue;
    // The question line itself, not the headings above it ("Frequently Asked Questions").
    const question = unit.frameLines.at(-1) ?? unit.frameText;
    if (!entries.has(question)) entries.set(question, { question, first: item });
  }
  return [...entries.values()];
}

/** The entry whose question reads most like the visitor's, when one reaches `minSimilarity`. */
export async function matchFaq(
  question: string,
  entries: readonly FaqEntry[],
  vectors: WordVectors,
  minSimilarity: number,
): Promise<FaqMatch | null> {
  if (entries.length === 0) return null;
  const known = await vectors.of([question, ...entries.map((entry) => entry.question)]);
  const asked = known.get(question)!;
  let best: FaqMatch | null = null;
  for (const entry of entries) {
    const similarity = dot(asked, known.get(entry.question)!);
    if (similarity >= minSimilarity && similarity > (best?.similarity ?? -1)) best = { ...entry, similarity };
  }
  return best;
}
