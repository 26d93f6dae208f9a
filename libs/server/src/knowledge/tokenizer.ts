import { stem } from './stemmer';

export { stem } from './stemmer';

/**
 * One tokenizer for the embedder, the lexical side and the answerer, so the three agree on what a
 * "term" is. Lower-case, NFKC (full-width digits and ligatures fold to ASCII), a contraction cut to its
 * first word ("we'll" is "we"), other apostrophes dropped, thousands separators removed so "$1,225" and
 * "1225" meet.
 */

/**
 * The Snowball English stopword list plus the contractions our tokenizer produces, without "own": in
 * "can I bring my own jewelry" it is the point of the question.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `i me my myself we our ours ourselves you your yours yourself yourselves he him his himself she her hers
  herself it its itself they them their theirs themselves what which who whom this that these those am is
  are was were be been being have has had having do does did doing would should could ought a an the and
  but if or because as until while of at by for with about against between into through during before
  after above below to from up down in out on off over under again further then once here there when
  where why how all any both each few more most other some such no nor not only same so than too very
  can will just shall may might must also us im ive id ill youre youve youd youll hes shes theyre theyve
  theyd theyll wed itll weve dont doesnt didnt isnt arent wasnt werent hasnt havent hadnt wont wouldnt
  cant cannot couldnt shouldnt lets thats whats wheres whos hows theres heres`
    .split(/\s+/)
    .filter(Boolean),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

// eslint-disable-next-line no-control-regex -- "every character is ASCII" is the point of the pattern
const ASCII = /^[\x00-\x7f]*$/;

export function tokenize(text: string): string[] {
  // NFKC only changes non-ASCII text; most pages are ASCII, and this runs over every passage of a site.
  const folded = (ASCII.test(text) ? text : text.normalize('NFKC'))
    .toLowerCase()
    .replace(/(\d),(?=\d{3}\b)/g, '$1');
  const tokens: string[] = [];
  // match() rather than matchAll(): plain strings, no match objects, several times faster on long texts.
  for (const word of folded.match(WORD) ?? []) {
    // Not "well" for "we'll", nor "shell" for "she'll".
    const token =
      word.includes("'") || word.includes('’')
        ? word.replace(/['’](s|ll|re|ve|d|m)$/, '').replace(/['’]/g, '')
        : word;
    // Single letters are initials and list markers; single digits still count ("grade 6").
    if (token.length > 1 || /\d/.test(token)) tokens.push(token);
  }
  return tokens;
}

export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}

/** Stemmed non-stopword tokens, in order, repeats kept (callers count them). */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .filter((token) => !STOPWORDS.has(token))
    .map(stem);
}

/** The distinct stemmed content terms of a text. */
export function termSet(text: string): Set<string> {
  return new Set(contentTerms(text));
}

/** Whether a UTF-16 unit is white space as `\s` has it: tab to carriage return, the Zs spaces, LS, PS, BOM. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The runs of non-space characters, as `text.split(/\s+/).filter(Boolean).length` counts them, without
 * making the words: chunking counts every paragraph, piece and passage of a site, and those arrays were
 * a fifth of its time.
 */
export function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const space = isSpace(text.charCodeAt(index));
    if (!space && !inWord) words += 1;
    inWord = !space;
  }
  return words;
}

/**
 * Every token of a text, stemmed, stopwords included, space-separated and padded with spaces: a phrase
 * is in a text when its own sequence is a substring ("step up for student" is not in "step 1 … student").
 */
export function stemSequence(text: string): string {
  return ` ${tokenize(text).map(stem).join(' ')} `;
}
