import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import { buildConnector } from 'undici';
import { bareHost, HostAllowList, isPublicAddress } from './address-policy';
import { FetchError } from './fetch-error';

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

/**
 * The addresses a connection to host:port may use, IPv4 first. Refuses the whole host when any answer is
 * private, rather than picking the public ones, so a name that mixes both fails visibly and the same way
 * on every run.
 */
export async function resolveAllowedAddresses(
  hostname: string,
  port: number,
  guard: AddressGuard,
): Promise<string[]> {
  const host = bareHost(hostname);
  const addresses = isIP(host) ? [host] : await lookupAll(host, guard.lookup);
  const ordered = [...addresses].sort((a, b) => isIP(a) - isIP(b));
  if (guard.allowList.allows(host, port)) return ordered;
  const blocked = addresses.find((address) => !isPublicAddress(address));
  if (blocked !== undefined) {
    const via = blocked === host ? '' : ` (resolves to ${blocked})`;
    throw new FetchError('blocked_address', `${host}${via} is a private or reserved address`);
  }
  return ordered;
}

async function lookupAll(host: string, lookup: LookupFunction): Promise<string[]> {
  let answers: ResolvedAddress[];
  try {
    answers = await lookup(host);
  } catch (error) {
    throw new FetchError('network', `Could not resolve ${host}`, undefined, { cause: error });
  }
  if (answers.length === 0) throw new FetchError('network', `No address found for ${host}`);
  return answers.map((answer) => answer.address);
}

/**
 * An undici connector that resolves and checks the address itself, then dials that exact IP. Checking
 * here, at connect time, is what defeats DNS rebinding: there is no second lookup between the check and
 * the connection. IP literals in URLs go through the same check. TLS keeps the original name for SNI and
 * certificate checks because undici derives the server name from `host`, which is left untouched.
 */
export function createGuardedConnector(
  guard: AddressGuard,
  options: buildConnector.BuildOptions,
): buildConnector.connector {
  const connect = buildConnector(options);
  return (target, callback) => {
    const port = Number(target.port) || (target.protocol === 'https:' ? 443 : 80);
    resolveAllowedAddresses(target.hostname, port, guard).then(
      (addresses) => dialInTurn(connect, target, addresses, callback),
      (error: Error) => callback(error, null),
    );
  };
}

/** Tries each address until one connects; the last error wins. */
function dialInTurn(
  connect: buildConnector.connector,
  target: buildConnector.Options,
  addresses: string[],
  callback: buildConnector.Callback,
): void {
  const [address, ...rest] = addresses;
  connect({ ...target, hostname: address }, (error, socket) => {
    if (error && rest.length > 0) return dialInTurn(connect, target, rest, callback);
    if (error) return callback(error, null);
    callback(null, socket as NonNullable<typeof socket>);
  });
}
