import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { bareHost, HostAllowList, isPublicAddress } from './address-policy';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Name resolution, injectable so tests can simulate private and rebinding names offline. */
export type LookupFunction = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemLookup: LookupFunction = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export interface AddressGuard {
  allowList: HostAllowList;
  lookup: LookupFunction;
}

export type HostCheck =
  /** The addresses a connection may use, IPv4 first. */
  | { verdict: 'allowed'; addresses: string[] }
  /** `address` is the private or reserved one that refused the host (the host itself for an IP literal). */
  | { verdict: 'blocked'; host: string; address: string }
  | { verdict: 'unresolved'; host: string; message: string; cause?: unknown };

/**
 * The one definition of which hosts GPTsite may reach: the crawler applies it at connect time (defeating
 * DNS rebinding), the api at submission (so a private address is refused while the owner can still fix
 * it). The whole host is refused when any answer is private, rather than picking the public ones, so a
 * name that mixes both fails visibly and the same way on every run. CRAWL_ALLOWED_HOSTS entries pass.
 */
export async function checkHostAddresses(
  hostname: string,
  port: number,
  guard: AddressGuard,
): Promise<HostCheck> {
  const host = bareHost(hostname);
  let addresses: string[];
  if (isIP(host)) {
    addresses = [host];
  } else {
    let answers: ResolvedAddress[];
    try {
      answers = await guard.lookup(host);
    } catch (error) {
      return { verdict: 'unresolved', host, message: `Could not resolve ${host}`, cause: error };
    }
    if (answers.length === 0) return { verdict: 'unresolved', host, message: `No address found for ${host}` };
    addresses = answers.map((answer) => answer.address);
  }
  const ordered = [...addresses].sort((a, b) => isIP(a) - isIP(b));
  if (guard.allowList.allows(host, port)) return { verdict: 'allowed', addresses: ordered };
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) return { verdict: 'blocked', host, address: blocked };
  return { verdict: 'allowed', addresses: ordered };
}
