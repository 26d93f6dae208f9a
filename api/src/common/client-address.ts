import { BlockList, isIP } from 'node:net';

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether an address is one of the configured proxies (TRUST_PROXY): addresses, CIDR ranges and the
 * names loopback, linklocal, uniquelocal. An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) counts
 * as the IPv4 one.
 */
export function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address, bits] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return (address) => {
    const plain = unmapped(address);
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The client's address as Express computes `request.ip`: from the peer, step back through
 * X-Forwarded-For (right to left) only while the hop in hand is a trusted proxy. For Socket.IO, whose
 * handshake address is the peer's.
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | string[] | undefined,
  isTrusted: (address: string) => boolean,
): string {
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  let address = peer;
  while (isTrusted(address) && hops.length > 0) address = hops.pop()!;
  return address;
}

function unmapped(address: string): string {
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address;
}
