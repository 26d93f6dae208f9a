/**
 * Splits extracted text into sentence units. The chunker uses it to break paragraphs without cutting a
 * sentence; the answerer uses it to pick answer sentences. Extracted text is line-oriented (list items,
 * table rows, addresses), so every line is at least its own unit, and prose lines are split further at
 * sentence ends.
 */

/**
 * Words that end with a period without ending a sentence. Compared lower-case, without the period.
 * "a.m."/"p.m." are left out on purpose: on real pages a time ends a sentence far more often than it
 * sits before a capitalised word.
 */
const ABBREVIATIONS = new Set(
  `mr mrs ms dr st sr jr fr rev prof inc ltd llc co corp vs etc e.g i.e approx dept est ave blvd rd hwy ste
  apt mt ft jan feb mar apr jun jul aug sep sept oct nov dec u.s u.k fig vol ext tel`
    .split(/\s+/)
    .filter(Boolean),
);

export interface SentenceUnit {
  text: string;
  /** Index of the paragraph (blank-line separated block) the unit came from. */
  paragraph: number;
  /** Index of the line within the whole text. */
  line: number;
}

/** "No." / "Nos." ending the text before a boundary: an abbreviation when a number follows. */
const NUMBER_SIGN = /(?:^|[\s(])nos?\.$/i;

/** Sentence ends: terminal punctuation, optional closing quote or bracket, then space and a capital/digit. */
const BOUNDARY = /([.!?…]+["'”’)\]]*)\s+(?=["'“‘([]?[\p{Lu}\p{N}])/gu;

function endsWithAbbreviation(head: string): boolean {
  const lastWord = /(\S+)$/.exec(head)?.[1] ?? '';
  const bare = lastWord
    .replace(/^["'“‘(]+/, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (ABBREVIATIONS.has(bare)) return true;
  // A lone initial ("J. Smith") or a list number ("1.") is not a sentence end.
  return /^(\p{L}|\d{1,2})$/u.test(bare);
}

/** Splits one line of prose into sentences. */
export function splitSentences(line: string): string[] {
  const sentences: string[] = [];
  let start = 0;
  for (const match of line.matchAll(BOUNDARY)) {
    const end = (match.index ?? 0) + match[1].length;
    const head = line.slice(start, end);
    if (match[1].startsWith('.') && match[1].length === 1 && endsWithAbbreviation(head)) continue;
    // "No." before a number abbreviates "number": "Cal Bar No. 242573", "Plot No. 8".
    const next = line.charAt((match.index ?? 0) + match[0].length);
    if (match[1] === '.' && NUMBER_SIGN.test(head) && /\d/.test(next)) continue;
    if (head.trim()) sentences.push(head.trim());
    start = end;
  }
  const tail = line.slice(start).trim();
  if (tail) sentences.push(tail);
  return sentences;
}

/** Every sentence of a text, tagged with its paragraph and line. */
export function sentenceUnits(text: string): SentenceUnit[] {
  const units: SentenceUnit[] = [];
  let paragraph = 0;
  let previousBlank = false;
  text.split('\n').forEach((rawLine, line) => {
    const trimmed = rawLine.trim();
    if (!trimmed) {
      if (!previousBlank && units.length > 0) paragraph += 1;
      previousBlank = true;
      return;
    }
    previousBlank = false;
    for (const sentence of splitSentences(trimmed)) units.push({ text: sentence, paragraph, line });
  });
  return units;
}
