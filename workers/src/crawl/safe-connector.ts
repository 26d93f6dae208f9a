import { buildConnector } from 'undici';
import { checkHostAddresses, type AddressGuard } from '@gptsite/server';
import { FetchError } from './fetch-error';

export { systemLookup } from '@gptsite/server';
export type { AddressGuard, LookupFunction, ResolvedAddress } from '@gptsite/server';

/**
 * The addresses a connection to host:port may use, IPv4 first, by the shared host check
 * (libs/server/src/network): a private or reserved answer refuses the whole host.
 */
export async function resolveAllowedAddresses(
  hostname: string,
  port: number,
  guard: AddressGuard,
): Promise<string[]> {
  const check = await checkHostAddresses(hostname, port, guard);
  if (check.verdict === 'allowed') return check.addresses;
  if (check.verdict === 'unresolved')
    throw new FetchError(
      'network',
      check.message,
      undefined,
      check.cause ? { cause: check.cause } : undefined,
    );
  const via = check.address === check.host ? '' : ` (resolves to ${check.address})`;
  throw new FetchError('blocked_address', `${check.host}${via} is a private or reserved address`);
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
