/**
 * What documents need beyond the one text cleaning pass (normalizeText in @gptsite/server, shared with
 * web pages): their bullet characters read as the "- item" lines the knowledge base uses everywhere.
 */
const BULLET_LINE =
  /^[ \t]*[\u2022\u00b7\u25aa\u25cf\u25e6\u2023\u2043\u25a0\u25a1\u2219\uf0b7\uf0a7\uf0d8\uf076]\s*/gm;

/** Turns bullet characters at the start of lines into the "- item" form used across the knowledge base. */
export function markListItems(text: string): string {
  return text.replace(BULLET_LINE, '- ');
}
