/**
 * A page's identity for comparing an expected page ("/about.html", "/#/services") with the URLs the API
 * returns: the path without "index.html", a trailing slash or a .html extension, plus the hash route when
 * the page has one ("#/services" or "#!/services"); plain "#section" anchors and query strings are dropped.
 */
export function pageKey(urlOrPath: string): string {
  const url = new URL(urlOrPath, 'http://site.invalid/');
  const path = safeDecode(url.pathname)
    .replace(/\/index\.html?$/i, '/')
    .replace(/\.html?$/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  // "#/" is the app's home route: the same page as no hash at all.
  const route = safeDecode(/^#!?(\/.*)$/.exec(url.hash)?.[1] ?? '')
    .replace(/\/+$/, '')
    .toLowerCase();
  return `${path || '/'}${route ? `#${route}` : ''}`;
}

/** Whether any of `urls` is the expected page. */
export function includesPage(urls: readonly (string | null | undefined)[], expected: string): boolean {
  const wanted = pageKey(expected);
  return urls.some((url) => typeof url === 'string' && pageKey(url) === wanted);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
