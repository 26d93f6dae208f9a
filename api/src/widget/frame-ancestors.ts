/**
 * CSP `frame-ancestors` for an assistant's allowed domains: each domain and its subdomains, over http and
 * https. An empty list means the owner has not restricted it, so any site may embed the widget.
 */
export function frameAncestors(allowedDomains: string[]): string {
  const hosts = allowedDomains
    .map((domain) =>
      domain
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/\/.*$/, ''),
    )
    .filter((domain) => /^[a-z0-9.-]+(:\d+)?$/.test(domain));
  if (!hosts.length) return 'frame-ancestors *';
  const sources = hosts.flatMap((host) => [`https://${host}`, `http://${host}`, `https://*.${host}`]);
  return `frame-ancestors 'self' ${sources.join(' ')}`;
}
