import { stripInvisible } from '@gptsite/shared';
import { hasChildren, isTag, isText, type AnyNode, type Element } from 'domhandler';

/** A set from a whitespace-separated list; keeps long tag and word lists compact and readable. */
export function words(list: string): ReadonlySet<string> {
  return new Set(list.trim().split(/\s+/));
}

/** Elements whose content a visitor never reads as page text. */
export const NON_TEXT_TAGS: ReadonlySet<string> = words(`
  head title meta link script style noscript template svg math canvas iframe object embed video
  audio picture img select option datalist textarea
`);

/** Elements that start a new line of text; everything else flows inline. */
export const BLOCK_TAGS: ReadonlySet<string> = words(`
  address article aside blockquote body caption center dd details dialog div dl dt fieldset
  figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr html legend li main nav ol p
  pre section summary table tbody td tfoot th thead tr ul
`);

/**
 * Set by the renderer (page-layout.ts) on elements the browser lays out as blocks though their tag flows
 * inline: a <span> in a flex column, an <a> card in a grid.
 */
export const LAYOUT_BLOCK_ATTRIBUTE = 'data-gptsite-block';

/** Whether the element starts a new line of text: by its tag, or by the layout the browser gave it. */
export function isBlock(element: Element): boolean {
  return BLOCK_TAGS.has(element.name) || element.attribs[LAYOUT_BLOCK_ATTRIBUTE] !== undefined;
}

/** Invisible characters removed, every whitespace run (newlines included) made one space, trimmed. */
export function collapseText(text: string): string {
  return stripInvisible(text).replace(/\s+/g, ' ').trim();
}

/**
 * Text for screen readers only, by the class names frameworks give it (Bootstrap's `sr-only` and
 * `visually-hidden`, WordPress's `screen-reader-text`, Elastic UI's `euiScreenReaderOnly`): a control's
 * announcement ("Select an option: Estate Planning, is selected"), "Skip to content", "(opens in a new
 * tab)". A sighted visitor never reads it. A heading marked so still names its section.
 */
const SCREEN_READER_CLASSES = [
  'sr-only',
  'sr-only-focusable',
  'screen-reader-text',
  'screen-reader-only',
  'visually-hidden',
  'visuallyhidden',
];
/** Components' own names for it end so: `euiScreenReaderOnly`. */
const SCREEN_READER_SUFFIX = 'ScreenReaderOnly';
const SCREEN_READER_CLASS = new RegExp(
  `(?:^|\\s)(?:${SCREEN_READER_CLASSES.join('|')}|[\\w-]*${SCREEN_READER_SUFFIX})(?:\\s|$)`,
  'i',
);
/**
 * The same, as a CSS selector for the script that reads a rendered page (page-interactions.ts); its suffix
 * matches in any case, as the pattern's does.
 */
export const SCREEN_READER_SELECTOR = [
  ...SCREEN_READER_CLASSES.map((name) => `.${name}`),
  `[class*="${SCREEN_READER_SUFFIX}" i]`,
].join(', ');

export function isScreenReaderOnly(element: Element): boolean {
  return !/^h[1-6]$/.test(element.name) && SCREEN_READER_CLASS.test(attr(element, 'class'));
}

const HIDDEN_STYLE = /display\s*:\s*none|visibility\s*:\s*hidden/i;

/** Hidden by its own markup (`hidden`, `aria-hidden="true"`, an inline display:none): a browser shows none of it. */
export function isHidden(element: Element): boolean {
  return (
    'hidden' in element.attribs ||
    attr(element, 'aria-hidden') === 'true' ||
    HIDDEN_STYLE.test(attr(element, 'style'))
  );
}

export function attr(element: Element, name: string): string {
  return element.attribs[name] ?? '';
}

export function elementChildren(node: Element): Element[] {
  return node.children.filter(isTag);
}

/**
 * Links get a space on either side: menus and button rows often put <a> elements side by side and lay
 * them out with CSS, and without it their words would run together ("(716) 667-7777About us").
 */
export function separatorFor(element: Element, lineBreak: string): string {
  if (isBlock(element) || element.name === 'br') return lineBreak;
  return element.name === 'a' ? ' ' : '';
}

/** Written where an inline element opens and closes while gathering, resolved before the text is returned. */
const OPENS = '\u0002';
const CLOSES = '\u0003';
/**
 * Two inline elements side by side with no space between them, each ending and starting a word of two
 * or more letters or digits: "<span>$500</span><span>one-time</span>", "LLCs<span>Form 1040</span>". A
 * stylesheet sets them apart (a margin, a flex row) and a reader sees two words. Markup inside one word
 * ("<b>W</b>ord", "pre<em>fix</em>") has no element-to-element boundary, and text split into one span per
 * letter for an animation has single letters on either side: both stay joined. Where text meets an
 * element, only a change of case marks two words (ENDS_LOWER, STARTS_CAPITALISED).
 */
const MARKER_RUN = new RegExp(`[${OPENS}${CLOSES}]+`, 'g');
/** A run of element edges that only closes elements and then opens others: one element meets the next. */
const ELEMENT_TO_ELEMENT = new RegExp(`^${CLOSES}+${OPENS}+$`);
const ENDS_WORD = /[\p{L}\p{N}]{2}$/u;
const STARTS_WORD = /^[\p{L}\p{N}]{2}/u;
/** A word ending in lower case against a capitalised word at any element edge: "For LLCs<span>Form 1040". */
const ENDS_LOWER = /\p{L}\p{Ll}$/u;
const STARTS_CAPITALISED = /^\p{Lu}\p{Ll}/u;
/** Superscripts and subscripts belong to the word before them ("5<sup>th</sup>", "H<sub>2</sub>O"). */
const ATTACHED_TAGS = words('sup sub');

/**
 * What to write where an inline element opens and closes: its separator, plus an edge marker that
 * resolveElementEdges later turns into a space or nothing.
 */
export function elementEdges(element: Element, separator: string): [opening: string, closing: string] {
  if (separator !== '' || ATTACHED_TAGS.has(element.name)) return [separator, separator];
  return [OPENS, CLOSES];
}

/** Gathered text with its element edge markers resolved: a space between two words, nothing elsewhere. */
export function resolveElementEdges(text: string): string {
  // One scan for marker runs, each judged by the characters around it. (Two replaces with lookbehinds
  // tried the lookbehind at every character of every page: 0.8 s of a 2,000-page crawl.) Four code units
  // either side hold two characters even outside the Basic Multilingual Plane.
  return text.replace(MARKER_RUN, (run: string, at: number) => {
    const before = text.slice(Math.max(0, at - 4), at);
    const after = text.slice(at + run.length, at + run.length + 4);
    if (ELEMENT_TO_ELEMENT.test(run) && ENDS_WORD.test(before) && STARTS_WORD.test(after)) return ' ';
    return ENDS_LOWER.test(before) && STARTS_CAPITALISED.test(after) ? ' ' : '';
  });
}

/** Visible text of a node, with `separator(element)` written before and after each element. */
function gatherText(
  node: AnyNode,
  separator: (element: Element) => string,
  skip: (element: Element) => boolean,
): string {
  const parts: string[] = [];
  const visit = (current: AnyNode): void => {
    if (isText(current)) return void parts.push(current.data);
    if (isTag(current) && (NON_TEXT_TAGS.has(current.name) || skip(current))) return;
    const [opening, closing] = isTag(current) ? elementEdges(current, separator(current)) : ['', ''];
    parts.push(opening);
    if (hasChildren(current)) current.children.forEach(visit);
    parts.push(closing);
  };
  visit(node);
  return resolveElementEdges(parts.join(''));
}

/** One line of text: block boundaries and <br> become spaces. */
export function inlineText(node: AnyNode, skip: (element: Element) => boolean = () => false): string {
  return tidyPunctuation(collapseText(gatherText(node, (element) => separatorFor(element, ' '), skip)));
}

/**
 * Text as a reader sees it, one entry per line: block boundaries and <br> end a line. A table row of
 * short cells reads across as one line ("Tuesday 8:00am - 1:00pm"), as a reader reads an hours table.
 */
export function textLines(node: AnyNode): string[] {
  const text = gatherText(
    node,
    (element) => (isDataCell(element) ? ' ' : separatorFor(element, '\n')),
    () => false,
  );
  // Invisible characters first: \s includes U+FEFF, which must vanish, not become a space. After these
  // two passes over the whole text a line holds single spaces only, so trimming it is collapsing it.
  return stripInvisible(text)
    .replace(/[^\S\n]+/g, ' ')
    .split('\n')
    .map((line) => tidyPunctuation(line.trim()))
    .filter(Boolean);
}

/** A cell of a table row none of whose cells holds a block of its own (a layout table's cells do). */
function isDataCell(element: Element): boolean {
  if (element.name !== 'td' && element.name !== 'th') return false;
  const row = element.parent;
  return row !== null && isTag(row) && row.name === 'tr' && !elementChildren(row).some(holdsBlock);
}

function holdsBlock(element: Element): boolean {
  return elementChildren(element).some((child) => isBlock(child) || holdsBlock(child));
}

/** Undoes the space a link separator leaves before punctuation: "see <a>here</a>." → "see here." */
export function tidyPunctuation(text: string): string {
  return text.replace(/ ([,.;:!?)])/g, '$1');
}

export function hasAncestor(element: Element, test: (ancestor: Element) => boolean): boolean {
  for (let parent = element.parent; parent && isTag(parent); parent = parent.parent) {
    if (test(parent)) return true;
  }
  return false;
}
