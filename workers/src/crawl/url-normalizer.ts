/**
 * URL normalization for de-duplicating crawl targets. Deliberately conservative: it only removes
 * differences that cannot change what a server returns, plus tracking parameters.
 *
 * - scheme and host lower-cased, default ports dropped, `..`/`.` segments resolved (WHATWG URL does these)
 * - fragment, user name and password dropped; a trailing dot on the host dropped. A fragment that is a
 *   client-side route (`#/listings`, `#!/contact`, `#!contact`) is kept: single-page apps that route on
 *   the hash show a different page for each, while `#section` is a place on the same page. The bare
 *   routes `#/`, `#!` and `#!/` are the app's home and are dropped like any fragment.
 * - tracking parameters dropped (utm_*, gclid, fbclid, msclkid, mc_cid, mc_eid, …); the remaining query
 *   parameters sorted by name, keeping their original encoding and the order of repeated names
 * - the path is left as written: no trailing slash added or removed (`/about` and `/about/` can be
 *   different resources), and `index.html`/`default.html` are not collapsed into `/` — a static host
 *   without directory indexes would 404 on the collapsed URL. Pages that are the same anyway are caught
 *   by the content-hash de-duplication downstream.
 * - `ref` is kept: on many sites it selects content (a product or a git ref), not a referrer.
 */

const SKIPPED_SCHEMES = /^\s*(mailto|tel|sms|callto|javascript|data|blob|file|ftp|about|chrome):/i;
const TRACKING_PARAM =
  /^(utm_[a-z0-9_]*|gclid|gclsrc|dclid|gbraid|wbraid|fbclid|msclkid|yclid|twclid|igshid|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)$/i;

/** Normalized absolute http(s) URL, or null for other schemes, empty and unparsable links. */
export function normalizeUrl(href: string, base?: string | URL): string | null {
  const trimmed = href.trim();
  if (trimmed === '' || SKIPPED_SCHEMES.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // Each setter re-serialises the URL, and a crawl normalizes every link of every page: only the parts
  // present are cleared. "#" and "?" with nothing after them read as "" but still show in href.
  if (url.href.includes('#') && !isHashRoute(url.hash)) url.hash = '';
  if (url.username) url.username = '';
  if (url.password) url.password = '';
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.slice(0, -1);
  if (url.href.includes('?')) url.search = cleanQuery(url.search);
  return url.href;
}

/** `#/x`, `#!/x` or `#!x`: a route of an app that routes on the hash, not an anchor on the page. */
const HASH_ROUTE = /^#(?:\/|!\/?)[^/!\s]/;

function isHashRoute(hash: string): boolean {
  return HASH_ROUTE.test(hash);
}

/** The hash route of a normalized URL (`#/listings`), or '' when it has none. */
export function hashRouteOf(url: string): string {
  const index = url.indexOf('#');
  return index < 0 ? '' : url.slice(index);
}

/** The document a hash-routed URL is served from: the URL without its route. */
export function withoutHashRoute(url: string): string {
  const index = url.indexOf('#');
  return index < 0 ? url : url.slice(0, index);
}

/**
 * Works on the raw `name=value` pairs rather than URLSearchParams, which would re-encode values
 * (`%20` becomes `+`, `/` becomes `%2F`) and so produce a URL the site never linked to.
 */
function cleanQuery(search: string): string {
  const pairs = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING_PARAM.test(paramName(pair)));
  const sorted = pairs
    .map((pair, index) => ({ pair, index, name: paramName(pair) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.index - b.index));
  return sorted.length ? `?${sorted.map((entry) => entry.pair).join('&')}` : '';
}

function paramName(pair: string): string {
  const raw = pair.split('=')[0];
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}
