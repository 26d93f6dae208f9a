import ipaddr from 'ipaddr.js';

/**
 * Which network addresses the crawler may connect to. Only globally routable unicast addresses pass;
 * everything that reaches a private network, the machine itself or cloud metadata (169.254.169.254)
 * is refused. IPv6 forms that embed an IPv4 address are judged by the address they embed.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  return isPublicIpv6(parsed as ipaddr.IPv6);
}

function isPublicIpv6(address: ipaddr.IPv6): boolean {
  const parts = address.parts;
  switch (address.range()) {
    case 'unicast':
      // ::a.b.c.d (the deprecated "IPv4-compatible" form) is not in ipaddr.js' table but still embeds IPv4.
      return !parts.slice(0, 6).every((part) => part === 0);
    case 'ipv4Mapped':
      return isPublicAddress(address.toIPv4Address().toString());
    case '6to4':
      return isPublicAddress(embeddedIpv4(parts[1], parts[2]));
    case 'rfc6052':
      // Only the well-known NAT64 prefix 64:ff9b::/96 embeds a routable address; 64:ff9b:1::/48 is local use.
      return parts[2] === 0 && isPublicAddress(embeddedIpv4(parts[6], parts[7]));
    default:
      // Teredo, unique-local, link-local, multicast, documentation, reserved and the rest.
      return false;
  }
}

function embeddedIpv4(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** Lower-cased host without IPv6 brackets or a trailing dot, as DNS and the allow-list compare it. */
export function bareHost(hostname: string): string {
  const lower = hostname.toLowerCase().replace(/\.$/, '');
  return lower.startsWith('[') && lower.endsWith(']') ? lower.slice(1, -1) : lower;
}

/** Canonical text of an IP literal (so "::ffff:127.0.0.1" and "::ffff:7f00:1" compare equal), else null. */
export function canonicalIp(host: string): string | null {
  return ipaddr.isValid(host) ? ipaddr.parse(host).toString() : null;
}

export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

interface AllowEntry {
  host: string;
  /** null: any port. */
  port: number | null;
}

/**
 * Hosts an operator trusts to live on a private network (CRAWL_ALLOWED_HOSTS), e.g. a test site on
 * 127.0.0.1. Entries are `host` (any port) or `host:port`; IPv6 as `[::1]:8080`. The match is on the
 * host as written in the URL: allowing `localhost:4567` does not allow `127.0.0.1:4567`.
 */
export class HostAllowList {
  private readonly entries: AllowEntry[];

  constructor(entries: readonly string[] = []) {
    this.entries = entries
      .map((entry) => entry.trim())
      .filter(Boolean)
      .map(parseAllowEntry);
  }

  allows(hostname: string, port: number): boolean {
    const host = normalizeHost(bareHost(hostname));
    return this.entries.some((entry) => entry.host === host && (entry.port === null || entry.port === port));
  }

  get size(): number {
    return this.entries.length;
  }
}

function parseAllowEntry(entry: string): AllowEntry {
  const bracketed = /^\[([^\]]+)\](?::(\d+))?$/.exec(entry);
  if (bracketed) return { host: normalizeHost(bareHost(bracketed[1])), port: toPort(bracketed[2]) };
  // A bare IPv6 literal has several colons and no port.
  if (entry.split(':').length > 2) return { host: normalizeHost(bareHost(entry)), port: null };
  const [host, port] = entry.split(':');
  return { host: normalizeHost(bareHost(host)), port: toPort(port) };
}

function normalizeHost(host: string): string {
  return canonicalIp(host) ?? host;
}

function toPort(text: string | undefined): number | null {
  if (text === undefined || text === '') return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`Invalid port in allowed host "${text}"`);
  return port;
}
