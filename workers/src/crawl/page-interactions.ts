/**
 * Code that runs inside a rendered page, for route-discovery.ts. It is kept as JavaScript source
 * because it runs in the page's realm, not in Node: the workers are compiled without the DOM's types
 * and a serialised function would break if a compiler ever added helpers around it. Each call sends
 * the helpers along, so nothing is left in the page's globals for its own scripts to tamper with.
 *
 * Two kinds of things are clicked:
 * - `navigate`: same-site navigation that is not a link — buttons, `<li>`/`<div>`/`<span>` items of
 *   menus, `[role=link]`/`[role=menuitem]`, `[onclick]`, `<a>` without a real href, and the toggles that
 *   open a menu. Never anything in a form or tied to one, a submit or reset button, a disabled control,
 *   or an element inside or around a real link (links are followed from the HTML already).
 * - `reveal`: controls outside the menus that show more of the same page — `[aria-expanded=false]`
 *   toggles, tabs not yet selected, and "Read more" / "Show more" buttons.
 * Neither ever clicks a language switch ("हिन्दी", a button with data-lang): the page is read in the
 * language a visitor first sees.
 */
import { SCREEN_READER_SELECTOR } from './dom-text';

const HELPERS = String.raw`
const NAVIGATE = 'button, [role=button], [role=link], [role=menuitem], [onclick], a:not([href]), a[href="#"], a[href^="javascript:" i], nav li, nav span, nav div, header li, [role=navigation] li, [role=menu] li, [role=menubar] li, ul[class*=nav i] li, ul[class*=menu i] li';
const REVEAL = '[aria-expanded=false], [role=tab]:not([aria-selected=true]), button, [role=button], a:not([href]), a[href="#"], span, div';
const MORE = /^(read|show|see|view|load)\s+(more|all|details)\b|^(more|expand|details)\b|\bread more$/i;
const SKIP = /^(print|log ?out|sign ?out|delete|remove|cancel|close|reject|decline)\b/i;
// A language switch rewrites the whole page in another language (and may remember it): the page is read
// in the language a visitor first sees. Known by its markup, or by a label that is a language's name.
const LANGUAGE_SWITCH = '[hreflang], [data-lang], [data-language], [data-locale], [data-set-lang]';
const LANGUAGE_NAME = /^(en|eng|english|es|español|espanol|spanish|fr|français|francais|french|de|deutsch|german|it|italiano|pt|português|portugues|nl|nederlands|pl|polski|ru|русский|zh|中文|简体中文|繁體中文|ja|日本語|ko|한국어|ar|العربية|he|עברית|hi|हिन्दी|हिंदी|mr|मराठी|vi|tiếng việt|tl|tagalog)$/i;
const isLanguageSwitch = (el, text) =>
  el.matches(LANGUAGE_SWITCH) || (el.parentElement && el.parentElement.matches(LANGUAGE_SWITCH)) || LANGUAGE_NAME.test(text);
const MENU = 'nav, header, footer, [role=navigation], [role=menu], [role=menubar]';
const SCREEN_READER = ${JSON.stringify(SCREEN_READER_SELECTOR)};
const textOf = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim();
const isRealHref = (a) => {
  const href = (a.getAttribute('href') || '').trim();
  return href !== '' && href !== '#' && !/^javascript:/i.test(href);
};
const nearLink = (el) => {
  const around = el.closest('a[href]');
  if (around && isRealHref(around)) return true;
  return [...el.querySelectorAll('a[href]')].some(isRealHref);
};
const clickable = (el) =>
  !el.closest('form') &&
  !el.matches('[type=submit], [type=reset], [form], [disabled], [aria-disabled=true], input, select, textarea') &&
  !nearLink(el);
// React keeps an element's props (onClick included) on the element itself; Vue 3 its listeners in _vei.
const hasClickHandler = (el) => {
  if (typeof el.onclick === 'function' || (el._vei && el._vei.onClick)) return true;
  for (const key of Object.keys(el)) {
    if (!key.startsWith('__reactProps$') && !key.startsWith('__reactEventHandlers$')) continue;
    const props = el[key];
    if (props && (props.onClick || props.onMouseDown || props.onPointerDown)) return true;
  }
  return false;
};
const MAX_SCANNED = 8000;
function elementsFor(mode) {
  if (!document.body) return [];
  const elements = new Set(document.body.querySelectorAll(mode === 'navigate' ? NAVIGATE : REVEAL));
  // Elements whose only sign of being clickable is a framework's click handler.
  const all = document.body.getElementsByTagName('*');
  if (all.length <= MAX_SCANNED) for (const el of all) if (!elements.has(el) && hasClickHandler(el)) elements.add(el);
  // Menus first: with a bounded number of clicks, navigation matters most.
  const inMenu = [...elements].filter((el) => el.closest(MENU));
  return [...inMenu, ...[...elements].filter((el) => !el.closest(MENU))];
}
function candidates(mode) {
  const found = [];
  for (const el of elementsFor(mode)) {
    // textContent first: it needs no layout, and most elements fail here.
    const raw = (el.textContent || '').replace(/\s+/g, ' ').trim();
    if (raw.length < 2 || raw.length > (mode === 'navigate' ? 60 : 160)) continue;
    if (mode === 'navigate') {
      // Tabs and accordions are for the reveal pass; a menu's own toggles open it here.
      if (el.matches('[role=tab]') || el.closest('[role=tablist]')) continue;
      if (el.matches('[aria-expanded]') && !el.closest(MENU)) continue;
    } else if (el.closest(MENU)) {
      continue;
    } else if (!el.matches('[aria-expanded=false], [role=tab]') && !MORE.test(raw) && !hasClickHandler(el)) {
      continue;
    }
    const text = textOf(el) || raw;
    if (SKIP.test(text) || isLanguageSwitch(el, text) || !clickable(el)) continue;
    found.push({ el, text });
  }
  // The innermost element of a nest carrying the same text: a click bubbles up to its parents' handlers.
  const kept = found.filter(
    (outer) => !found.some((inner) => inner !== outer && outer.el.contains(inner.el) && inner.text === outer.text),
  );
  const seen = new Map();
  return kept.map(({ el, text }) => {
    const base = el.tagName.toLowerCase() + '|' + text;
    const n = seen.get(base) || 0;
    seen.set(base, n + 1);
    return { el, key: base + '|' + n };
  });
}
function lines() {
  // Text for screen readers only ("Select an option: …, is selected") is no line a visitor reads.
  const unread = [...document.querySelectorAll(SCREEN_READER)]
    .filter((el) => !/^H[1-6]$/.test(el.tagName))
    .map((el) => (el.textContent || '').replace(/\s+/g, ' ').trim())
    .filter((text) => text.length > 1);
  return (document.body ? document.body.innerText : '')
    .split('\n')
    .map((line) => unread.reduce((rest, text) => rest.split(text).join(' '), line).replace(/\s+/g, ' ').trim())
    .filter((line) => line.length > 1);
}
// Links to this very document whose fragment names no element on it ("service.html#HT" on service.html):
// not a place on the page but a view its script shows for that fragment (it fetches and writes the text).
// The same test as page-classifier.ts countFragmentViews, which decides from the HTML that the page is
// worth rendering; this one runs in the page's realm and sees what its scripts built.
const decodedFragment = (hash) => {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
};
function fragmentViews() {
  const here = location.href.split('#')[0];
  const views = new Map();
  for (const a of document.querySelectorAll('a[href]')) {
    const href = (a.getAttribute('href') || '').trim();
    if (!href.includes('#') || a.closest('form')) continue;
    let url;
    try {
      url = new URL(href, location.href);
    } catch {
      continue;
    }
    const id = decodedFragment(url.hash);
    if (url.href.split('#')[0] !== here || !id || /^[\/!]/.test(id) || views.has(url.hash)) continue;
    if (document.getElementById(id) || document.getElementsByName(id).length) continue;
    views.set(url.hash, textOf(a) || id);
  }
  return [...views].map(([hash, label]) => ({ hash, label }));
}
// Resolves once the page has been quiet for quietMs (at most maxMs). When a click changed only attributes
// (a class that starts an exit animation) it waits until settleMs after the start for the content that
// comes when the animation ends: React cards swapped by a setTimeout after a 500 ms transition.
function quiet(quietMs, maxMs, settleMs = 0) {
  return new Promise((resolve) => {
    const started = Date.now();
    let timer = 0;
    let changed = false;
    let contentChanged = false;
    const observer = new MutationObserver((records) => {
      changed = true;
      if (records.some((record) => record.type !== 'attributes')) contentChanged = true;
      clearTimeout(timer);
      timer = setTimeout(settle, quietMs);
    });
    const limit = setTimeout(done, maxMs);
    function settle() {
      const waited = Date.now() - started;
      if (changed && !contentChanged && waited < settleMs) timer = setTimeout(settle, settleMs - waited);
      else done();
    }
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(limit);
      resolve();
    }
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    timer = setTimeout(settle, quietMs);
  });
}
`;

/** The keys (tag|text|occurrence) of the elements worth clicking, in document order. */
export function candidatesScript(mode: 'navigate' | 'reveal'): string {
  return `(() => { ${HELPERS}; return candidates(${JSON.stringify(mode)}).map((c) => c.key); })()`;
}

/** The fragment views of the page (see fragmentViews): `{ hash, label }`, in document order. */
export const FRAGMENT_VIEWS_SCRIPT = `(() => { ${HELPERS}; return fragmentViews(); })()`;

/** Shows the page's view for a fragment, waits until the page is quiet, and reports its text. */
export function showFragmentScript(hash: string, quietMs: number, maxMs: number): string {
  return `(async () => { ${HELPERS};
    location.hash = ${JSON.stringify(hash)};
    await quiet(${quietMs}, ${maxMs});
    return lines();
  })()`;
}

/** The page's visible text, one line per block. */
export const LINES_SCRIPT = `(() => { ${HELPERS}; return lines(); })()`;

/** Clicks the element with this key, waits until the page is quiet, and reports the URL and text. */
export function clickScript(
  mode: 'navigate' | 'reveal',
  key: string,
  quietMs: number,
  maxMs: number,
  settleMs: number,
): string {
  return `(async () => { ${HELPERS};
    const target = candidates(${JSON.stringify(mode)}).find((c) => c.key === ${JSON.stringify(key)});
    if (!target) return { clicked: false, toggle: false, url: location.href, lines: [], links: [] };
    // Forms are never sent, whichever handler tries (navigation is also held outside the page).
    document.addEventListener('submit', (event) => event.preventDefault(), true);
    HTMLFormElement.prototype.submit = () => undefined;
    HTMLFormElement.prototype.requestSubmit = () => undefined;
    const toggle = target.el.hasAttribute('aria-expanded');
    // Watching starts before the click: its handler's own changes happen inside click(). An accordion's
    // toggle answers at once; another control may animate out before its content comes.
    const settled = quiet(${quietMs}, ${maxMs}, toggle ? 0 : ${settleMs});
    // An SVG icon with a click handler has no click() of its own: it gets the event a click sends.
    if (typeof target.el.click === 'function') target.el.click();
    else target.el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
    await settled;
    const links = [...document.querySelectorAll('a[href]')].filter(isRealHref).map((a) => a.href);
    return { clicked: true, toggle, url: location.href, lines: lines(), links };
  })()`;
}

export interface RevealedChunk {
  /** The text of the control that revealed it (a tab's name, a button's label), if any. */
  label: string | null;
  lines: string[];
}

/**
 * Leaves every panel open for the HTML to be taken: opens <details>, shows tab panels and the targets
 * of toggles (removing `hidden`, `aria-hidden` and an inline `display:none`), then appends to the main
 * content, under its control's label, each revealed line the page no longer shows (accordions that
 * keep one panel open, content replaced by the next click).
 */
export function finishScript(chunks: RevealedChunk[]): string {
  return `(() => {
    const chunks = ${JSON.stringify(chunks)};
    for (const details of document.querySelectorAll('details')) details.open = true;
    const panels = new Set(document.querySelectorAll('[role=tabpanel]'));
    for (const control of document.querySelectorAll('[aria-controls]')) {
      for (const id of (control.getAttribute('aria-controls') || '').split(/\\s+/)) {
        const panel = id && document.getElementById(id);
        if (panel) panels.add(panel);
      }
    }
    for (const panel of panels) {
      panel.removeAttribute('hidden');
      panel.removeAttribute('aria-hidden');
      panel.removeAttribute('inert');
      if (/none/i.test(panel.style.display)) panel.style.display = '';
    }
    const shown = [];
    const walk = (node) => {
      if (node.nodeType === 3) return void shown.push(node.data);
      if (node.nodeType !== 1 || /^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(node.tagName)) return;
      if (node.hidden || node.getAttribute('aria-hidden') === 'true') return;
      if (/display\\s*:\\s*none/i.test(node.getAttribute('style') || '')) return;
      for (const child of node.childNodes) walk(child);
    };
    if (document.body) walk(document.body);
    const text = shown.join('').replace(/\\s+/g, ' ');
    const section = document.createElement('section');
    section.setAttribute('data-gptsite-revealed', '');
    for (const chunk of chunks) {
      const missing = chunk.lines.filter((line) => !text.includes(line));
      if (!missing.length) continue;
      if (chunk.label) {
        const heading = document.createElement('h3');
        heading.textContent = chunk.label;
        section.appendChild(heading);
      }
      for (const line of missing) {
        const paragraph = document.createElement('p');
        paragraph.textContent = line;
        section.appendChild(paragraph);
      }
    }
    // Where the extractor looks for content (boilerplate.ts: pickContentRoot): <main>, else a lone <article>.
    const articles = [...document.querySelectorAll('article')].filter((a) => !a.parentElement?.closest('article'));
    const host =
      document.querySelector('main, [role=main]') || (articles.length === 1 ? articles[0] : document.body);
    if (host && section.childNodes.length) host.appendChild(section);
  })()`;
}
