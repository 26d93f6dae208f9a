/**
 * Answers are markdown that browsers render, and their text comes from other people's pages (copied by
 * the local answerer) or from a model that read them. Whatever the page said, an answer must not become
 * an image (it would load from wherever the page chose, leaking the visitor's address), a link with a
 * script or data URL, or raw HTML. Images become their alt text, such links their label, tags vanish;
 * http(s), mailto and tel links stay.
 */

const SAFE_LINK = /^(?:https?:\/\/|mailto:|tel:)/i;
/** A link destination: no spaces, one level of nested parentheses ("javascript:alert(1)"), optional title. */
const DESTINATION = String.raw`\(\s*<?((?:[^()\s<>]|\([^()\s]*\))*)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)`;
const IMAGE = new RegExp(String.raw`!\[([^\]]*)\]` + DESTINATION, 'g');
const LINK = new RegExp(String.raw`\[([^\]]*)\]` + DESTINATION, 'g');
/** Tags and autolinks (`<img …>`, `</div>`, `<javascript:…>`); a bare "<" in prose ("a < b") is left alone. */
const HTML_TAG = /<\/?[a-z][a-z0-9-]*(?:[\s/:][^<>]*)?>/gi;
/** Script and data URLs left as plain text, which some renderers linkify ("Your data: …" is prose, not a URL). */
const UNSAFE_SCHEME = /\b(?:javascript|vbscript)\s*:|\bdata:(?=[a-z]+\/[\w.+-]+[;,])/gi;

export function safeMarkdown(markdown: string): string {
  return markdown
    .replace(IMAGE, (_whole, alt: string) => alt)
    .replace(LINK, (whole, label: string, url: string) => (SAFE_LINK.test(url) ? whole : label))
    .replace(HTML_TAG, '')
    .replace(UNSAFE_SCHEME, '')
    .replace(/(\S)[ \t]{2,}(?=\S)/g, '$1 ');
}
