import { bareHost, canonicalIp, effectivePort } from '@gptsite/server';

// Apart from url-normalizer.ts, which the page-reading thread loads without the server library.

/**
 * Whether `url` belongs to the site rooted at `rootUrl`: the same host ignoring a leading `www.`, or a
 * subdomain of it (blog.example.com belongs to example.com, not the other way round). Scheme and port
 * are ignored for names. IP addresses and single-label hosts such as localhost have no subdomains and
 * usually mean a test or intranet server, so there host and port must match exactly.
 */
export function isSameSite(url: string, rootUrl: string): boolean {
  const candidate = parseUrl(url);
  const root = parseUrl(rootUrl);
  if (!candidate || !root) return false;
  const host = bareHost(candidate.hostname);
  const rootHost = bareHost(root.hostname);
  if (isAddressLike(host) || isAddressLike(rootHost)) {
    return sameHost(host, rootHost) && effectivePort(candidate) === effectivePort(root);
  }
  const site = stripWww(host);
  const rootSite = stripWww(rootHost);
  return site === rootSite || site.endsWith(`.${rootSite}`);
}

function parseUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function isAddressLike(host: string): boolean {
  return canonicalIp(host) !== null || !host.includes('.');
}

function sameHost(a: string, b: string): boolean {
  return (canonicalIp(a) ?? a) === (canonicalIp(b) ?? b);
}

function stripWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}
