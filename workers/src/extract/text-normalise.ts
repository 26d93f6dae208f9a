/**
 * One cleaning pass for every extractor, so chunks look alike whatever the source format. Invisible
 * characters are dropped because they split words for search and embeddings without changing what a
 * reader sees.
 */
const INVISIBLE =
  /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff\ufff9-\ufffb]/g;
/**
 * Zero-width (non-)joiners are kept between letters: Persian and Indic spellings and emoji sequences
 * need them. Elsewhere they are junk from copy and paste.
 */
const STRAY_JOINER =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200c\u200d]|[\u200c\u200d](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /\p{Cs}/gu;
const SPACE_LIKE = /[\t\v\f\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]/g;

/** Cleans multi-line text: paragraphs stay separated by exactly one blank line. */
export function normaliseText(text: string): string {
  return stripInvisible(text)
    .replace(/\r\n?/g, '\n')
    .replace(/\u2028/g, '\n')
    .replace(/\u2029/g, '\n\n')
    .replace(SPACE_LIKE, ' ')
    .replace(/ {2,}/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Cleans text that must fit on one line, such as a heading, title or table cell. */
export function normaliseInline(text: string): string {
  return stripInvisible(text)
    .replace(/[\s\u2028\u2029]+/g, ' ')
    .trim();
}

function stripInvisible(text: string): string {
  return text
    .normalize('NFC')
    .replace(LONE_SURROGATE, '')
    .replace(INVISIBLE, '')
    .replace(STRAY_JOINER, '')
    .replace(/\u0085/g, '\n')
    .replace(CONTROL, '');
}

const BULLET_LINE =
  /^[ \t]*[\u2022\u00b7\u25aa\u25cf\u25e6\u2023\u2043\u25a0\u25a1\u2219\uf0b7\uf0a7\uf0d8\uf076]\s*/gm;

/** Turns bullet characters at the start of lines into the "- item" form used across the knowledge base. */
export function markListItems(text: string): string {
  return text.replace(BULLET_LINE, '- ');
}
