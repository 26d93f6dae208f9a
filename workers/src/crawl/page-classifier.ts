import type { SourceType } from '@gptsite/shared';
import type { Document, Element } from 'domhandler';
import { findAll, findOne, textContent } from 'domutils';
import { attr, hasAncestor, inlineText, isHidden } from './dom-text';
import { PageElements } from './page-elements';

/** Facts about a page, measured before its chrome is removed (forms and embeds are removed with it). */
export interface PageSignals {
  /**
   * Characters of visible text in <body>, menus and footer included. Text hidden by its markup is not: a
   * React page may carry a display:none copy of its words for search engines that the app replaces, and
   * read raw it shows only its menus.
   */
  visibleTextLength: number;
  scriptCount: number;
  /** ES-module scripts and bundler output (main.3f9a.js, assets/index-…js, _next/static/…): an app's code. */
  bundleScripts: number;
  /** An empty mount point such as <div id="root"></div>. */
  appShell: boolean;
  /** A <noscript> that tells the visitor to enable JavaScript. */
  noscriptAsksForJavaScript: boolean;
  /** YouTube/Vimeo/… players and <video> elements in the content. */
  videoEmbeds: number;
  /** Fillable fields of the biggest form in the content. */
  formFields: number;
  /** Characters of text inside that form (labels, hints). */
  formTextLength: number;
  /**
   * Collapsed toggles in the content ("+" buttons of an FAQ, aria-expanded=false) whose panel is not in
   * the HTML: the app writes the answer only when the question is clicked.
   */
  emptyToggles: number;
  /**
   * Links to this very page whose fragment names no element on it ("service.html#HT" on service.html): a
   * script shows a view for each (route-discovery.ts reads them when the page is rendered).
   */
  fragmentViews: number;
  /**
   * Elements whose text a translation script writes (data-i18n="home.hero.title", data-l10n-id, …): the
   * page's script replaces what the HTML says with the words of a language file, and a visitor reads those.
   */
  translatedElements: number;
}

const SHELL_IDS = new Set(['root', 'app', '__next', '___gatsby', '__nuxt', 'svelte', 'app-root']);
const ASKS_FOR_JS =
  /(enable|turn on|activate|requires?|need)\b.{0,30}javascript|javascript\b.{0,30}(required|disabled|is off|must be)/i;
const VIDEO_SOURCE =
  /youtube(-nocookie)?\.com\/(embed|watch)|youtu\.be\/|player\.vimeo\.com|vimeo\.com\/video|wistia\.(com|net)|loom\.com\/embed|dailymotion\.com\/embed/i;
const FIELD_TYPES_IGNORED = new Set(['hidden', 'submit', 'button', 'reset', 'image']);
const BUNDLE_SOURCE =
  /(?:^|\/)(?:_next\/static\/|_nuxt\/|static\/js\/|assets\/)|(?:^|\/)(?:main|app|index|bundle|vendors?|runtime|polyfills|chunk-vendors)[.-][\w.-]*\.m?js(?:[?#]|$)/i;
/** A page with this many scripts is an application more often than a document. */
const MANY_SCRIPTS = 8;
const NEARLY_EMPTY = 200;
const THIN_PAGE = 500;
const SHORT_PAGE = 1000;
/** Collapsed toggles without their panels that make a page worth rendering and clicking through. */
const EMPTY_TOGGLES = 3;
/** Fragment views that make a page worth rendering: a menu of them, not one stray anchor. */
const FRAGMENT_VIEWS = 3;
/** Attributes by which translation scripts (i18next, Fluent, hand-made ones) find the text they replace. */
const TRANSLATION_KEYS = ['data-i18n', 'data-i18n-html', 'data-l10n-id', 'data-translate', 'data-lang-key'];
/** Translated elements that make a page worth rendering: its text, not one label. */
const TRANSLATED_ELEMENTS = 5;

export function collectSignals(
  document: Document,
  contentRoot: Element | Document,
  isChrome: (element: Element) => boolean,
  pageUrl: string,
  elements = new PageElements(document),
): PageSignals {
  const body = elements.named('body').at(0) ?? document;
  const forms = elements
    .below(contentRoot, () => true, elements.named('form'))
    .filter((form) => !isChrome(form) && !hasAncestor(form, isChrome));
  const biggest = forms
    .map((form) => ({ form, fields: countFields(form) }))
    .sort((a, b) => b.fields - a.fields)[0];
  const scripts = elements
    .named('script')
    .filter((element) => attr(element, 'type') !== 'application/ld+json');
  return {
    visibleTextLength: inlineText(body, isHidden).length,
    scriptCount: scripts.length,
    bundleScripts: scripts.filter(
      (element) => attr(element, 'type') === 'module' || BUNDLE_SOURCE.test(attr(element, 'src')),
    ).length,
    appShell: elements.all
      .filter((element) => SHELL_IDS.has(attr(element, 'id')) || element.name === 'app-root')
      .some(isEmpty),
    noscriptAsksForJavaScript: elements
      .named('noscript')
      .some((element) => ASKS_FOR_JS.test(textContent(element))),
    videoEmbeds: elements.below(contentRoot, isVideo).length,
    formFields: biggest?.fields ?? 0,
    formTextLength: biggest ? inlineText(biggest.form).length : 0,
    emptyToggles: countEmptyToggles(elements, contentRoot, isChrome),
    fragmentViews: countFragmentViews(elements, pageUrl),
    translatedElements: elements.all.filter((element) =>
      TRANSLATION_KEYS.some((name) => element.attribs[name] !== undefined),
    ).length,
  };
}

/** See PageSignals.fragmentViews; page-interactions.ts fragmentViews finds the same links in the rendered page. */
function countFragmentViews(elements: PageElements, pageUrl: string): number {
  const here = pageUrl.split('#')[0];
  const names = new Set(
    elements.all.flatMap((element) => [attr(element, 'id'), attr(element, 'name')]).filter(Boolean),
  );
  const views = new Set<string>();
  for (const anchor of elements.named('a')) {
    const href = attr(anchor, 'href').trim();
    if (!href.includes('#')) continue;
    let url: URL;
    try {
      url = new URL(href, pageUrl);
    } catch {
      continue;
    }
    const id = safeDecode(url.hash.slice(1));
    if (url.href.split('#')[0] !== here || !id || /^[/!]/.test(id) || names.has(id)) continue;
    views.add(id);
  }
  return views.size;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function countEmptyToggles(
  elements: PageElements,
  contentRoot: Element | Document,
  isChrome: (element: Element) => boolean,
): number {
  const ids = new Set(elements.all.map((element) => attr(element, 'id')).filter(Boolean));
  return elements.below(
    contentRoot,
    (element) =>
      attr(element, 'aria-expanded') === 'false' &&
      !attr(element, 'aria-controls')
        .split(/\s+/)
        .some((id) => ids.has(id)) &&
      // The toggle itself is a control, which chrome removal drops; what matters is where it sits.
      !hasAncestor(element, isChrome),
  ).length;
}

/**
 * Whether a page is worth rendering in a browser: certainly when its HTML carries almost no text but
 * has scripts, and in doubt when it looks like an application — an empty mount point (however much
 * footer and button text sits beside it), a notice asking for JavaScript, collapsed toggles whose
 * panels the HTML lacks, bundler output or many scripts beside little text. In doubt the crawler renders and keeps whichever of the two versions
 * shows more (see `renderedShowsMore`), so a static page that merely carries an app's markers loses
 * only one render. Pages without any of these signals — most of the web — are never rendered.
 */
export function needsJavaScript(signals: PageSignals): boolean {
  const { scriptCount, visibleTextLength: text } = signals;
  if (scriptCount > 0 && text < NEARLY_EMPTY) return true;
  if (signals.appShell) return true;
  // A notice asking for JavaScript often belongs to a map or a widget on a readable page.
  if (signals.noscriptAsksForJavaScript && text < THIN_PAGE) return true;
  // The questions are in the HTML and their answers are not: only clicking them shows the page's text.
  if (scriptCount > 0 && signals.emptyToggles >= EMPTY_TOGGLES) return true;
  // A menu of views the page's script shows for fragments of its own address.
  if (scriptCount > 0 && signals.fragmentViews >= FRAGMENT_VIEWS) return true;
  // Text a script replaces with its language file's words when the page loads.
  if (scriptCount > 0 && signals.translatedElements >= TRANSLATED_ELEMENTS) return true;
  if (signals.bundleScripts > 0 || scriptCount >= MANY_SCRIPTS) return text < SHORT_PAGE;
  return false;
}

/** Raw text below this is not a page at all: a rendered version wins whatever it holds. */
const NOTHING_TO_READ = 200;
/** Lines of fewer characters (a button, a price) count toward what a render adds but do not decide it alone. */
const DECISIVE_GAIN = 150;

/**
 * True when the rendered main content shows enough that the raw HTML does not: the text the browser
 * adds is at least DECISIVE_GAIN characters and a tenth of what the raw page had. Comparing the two
 * versions, rather than measuring the raw one against a threshold, is what tells an app shell with a
 * long footer from a page that is simply short.
 */
export function renderedShowsMore(rawText: string, renderedText: string): boolean {
  const raw = rawText.trim();
  if (raw.length < NOTHING_TO_READ) return renderedText.trim().length > raw.length;
  const known = new Set(lines(raw));
  const added = lines(renderedText)
    .filter((line) => !known.has(line))
    .reduce((sum, line) => sum + line.length, 0);
  return added >= DECISIVE_GAIN && added >= raw.length / 10;
}

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
}

export interface ClassifyInput {
  url: string;
  title: string | null;
  /** The extracted main-content text. */
  contentText: string;
  signals: PageSignals;
}

/**
 * webpage unless the page is clearly a calendar, a form or a video. The URL and title are the owner's
 * own label and are trusted first; then the shape of the content decides. Document types (pdf) come
 * from the Content-Type, not from here.
 */
export function classifySourceType({ url, title, contentText, signals }: ClassifyInput): SourceType {
  const label = `${pathOf(url)} ${title ?? ''}`;
  if (/\b(calendars?|events?)\b/i.test(label)) return 'calendar';
  if (/\b(forms?|application)\b/i.test(title ?? '')) return 'form';
  const outsideForm = contentText.length - signals.formTextLength;
  if (signals.formFields >= 3 && outsideForm < 600) return 'form';
  if (signals.videoEmbeds > 0 && contentText.length < SHORT_PAGE) return 'video';
  return isMostlyDates(contentText) ? 'calendar' : 'webpage';
}

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DATE = new RegExp(
  `\\b(?:${MONTH}\\s+\\d{1,2}\\b|\\d{1,2}\\s+${MONTH}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?\\b|\\d{4}-\\d{2}-\\d{2})`,
  'i',
);

function isMostlyDates(text: string): boolean {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const dated = lines.filter((line) => DATE.test(line)).length;
  return dated >= 5 && dated / lines.length >= 0.4;
}

function isVideo(element: Element): boolean {
  if (element.name === 'video') return true;
  return (
    ['iframe', 'embed', 'object'].includes(element.name) &&
    VIDEO_SOURCE.test(attr(element, 'src') || attr(element, 'data'))
  );
}

function countFields(form: Element): number {
  return findAll((element) => {
    if (element.name === 'select' || element.name === 'textarea') return true;
    if (element.name !== 'input') return false;
    return (
      !FIELD_TYPES_IGNORED.has(attr(element, 'type').toLowerCase()) &&
      !/display\s*:\s*none/i.test(attr(element, 'style'))
    );
  }, form.children).length;
}

/** No child elements and no text: a mount point waiting for a script to fill it. */
function isEmpty(element: Element): boolean {
  return !findOne(() => true, element.children) && inlineText(element) === '';
}

function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url).pathname).replace(/[-_/.]+/g, ' ');
  } catch {
    return '';
  }
}
