/**
 * Invisible characters, removed wherever text enters the product (pages, documents, uploads) and before a
 * visitor sees an answer: they carry no meaning for a reader, they defeat exact matching and
 * de-duplication, and they are the usual vehicle for hiding instructions from people while showing them to
 * a model ("ASCII smuggling" with tag characters, bidi overrides).
 */

/**
 * Zero-width and joiner characters, bidi embeddings/overrides/isolates, soft hyphen, BOM, invisible
 * operators, fillers, tag characters and the supplementary variation selectors. The basic variation
 * selectors (U+FE00–FE0F) stay because emoji presentation depends on them.
 */
const INVISIBLE_CHARACTERS = [
  '\\u00AD',
  '\\u034F',
  '\\u061C',
  '\\u115F',
  '\\u1160',
  '\\u17B4',
  '\\u17B5',
  '\\u180B-\\u180E',
  '\\u200B',
  '\\u200E',
  '\\u200F',
  '\\u202A-\\u202E',
  '\\u2060-\\u2064',
  '\\u2066-\\u206F',
  '\\u3164',
  '\\uFEFF',
  '\\uFFA0',
  '\\uFFF9-\\uFFFB',
  '\\u{E0000}-\\u{E007F}',
  '\\u{E0100}-\\u{E01EF}',
];
// The class lists combining marks (U+034F, Mongolian selectors) on purpose: they are what we remove.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = new RegExp(`[${INVISIBLE_CHARACTERS.join('')}]`, 'gu');

/** C0 and C1 control characters other than tab, line feed and carriage return. */
const CONTROL_CHARACTERS = ['\\u0000-\\u0008', '\\u000B', '\\u000C', '\\u000E-\\u001F', '\\u007F-\\u009F'];
const CONTROL = new RegExp(`[${CONTROL_CHARACTERS.join('')}]`, 'g');

/** Zero-width non-joiner and joiner: spelling in Persian and Indic scripts, glue inside emoji sequences. */
const JOINER = /[\u200C\u200D]/g;
/** A letter or mark of a script that joins with them (not Latin), or a pictograph. */
const JOINS = /[\p{Extended_Pictographic}\p{M}]|(?!\p{Script=Latin})\p{L}/u;
const LONE_SURROGATE = /\p{Cs}/gu;

/**
 * A joiner is kept only between two characters that join with it ("می‌خواهم", 👨‍👩‍👧); anywhere else,
 * and inside Latin words ("ig\u200Dnore" would slip past a check for "ignore"), it is removed.
 */
function strayJoinersRemoved(text: string): string {
  return text.replace(JOINER, (joiner, offset: number) => {
    const before = [...text.slice(Math.max(0, offset - 2), offset)].at(-1) ?? '';
    const after = [...text.slice(offset + 1, offset + 3)][0] ?? '';
    return JOINS.test(before) && JOINS.test(after) ? joiner : '';
  });
}

/**
 * Any code unit one of the passes above could remove: every class above, plus every surrogate (tag
 * characters and the supplementary selectors are astral, a lone surrogate is one). Most text holds none,
 * and one scan for them is cheaper than the four passes (0.45 s of a 2,000-page crawl).
 */
const MAY_HOLD_INVISIBLE = new RegExp(
  `[${[
    ...INVISIBLE_CHARACTERS.filter((range) => !range.includes('{')),
    ...CONTROL_CHARACTERS,
    '\\u200C\\u200D',
    '\\uD800-\\uDFFF',
  ].join('')}]`,
);

export function stripInvisible(text: string): string {
  if (!MAY_HOLD_INVISIBLE.test(text)) return text;
  return strayJoinersRemoved(text.replace(INVISIBLE, '').replace(CONTROL, '').replace(LONE_SURROGATE, ''));
}
