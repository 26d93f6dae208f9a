import { fieldMessage } from '@gptsite/shared';
import { DomainError } from '../errors/domain-error';
import { effectivePort, HostAllowList } from './address-policy';
import { checkHostAddresses, systemLookup, type AddressGuard, type LookupFunction } from './host-addresses';

const DEFAULT_LOOKUP_TIMEOUT_MS = 3000;

/**
 * The website check at submission (a trial, or a failed conversion's new address): the crawler's own
 * host rules (checkHostAddresses), applied while the owner can still fix the address. A name that does not
 * resolve, or not in time, passes: the crawl then reports the site unreachable, and a slow resolver never
 * holds the form. The crawler checks again when it connects, since DNS may answer differently later.
 */
export class SiteAddressCheck {
  private readonly guard: AddressGuard;

  constructor(
    allowedHosts: readonly string[],
    lookup: LookupFunction = systemLookup,
    lookupTimeoutMs = DEFAULT_LOOKUP_TIMEOUT_MS,
  ) {
    this.guard = { allowList: new HostAllowList(allowedHosts), lookup: bounded(lookup, lookupTimeoutMs) };
  }

  /** Throws SITE_BLOCKED (400) with the spec's field sentence for a private or reserved address. */
  async assertAllowed(website: string, field = 'website'): Promise<void> {
    const url = new URL(website);
    const check = await checkHostAddresses(url.hostname, effectivePort(url), this.guard);
    if (check.verdict !== 'blocked') return;
    const where =
      check.address === check.host
        ? `${check.host} is a private network address`
        : `${check.host} points to a private network address (${check.address})`;
    const message = fieldMessage(
      field,
      `${where}, which we cannot read; please enter your website's public address, like www.example.com`,
    );
    throw new DomainError('SITE_BLOCKED', message, { [field]: message });
  }
}

function bounded(lookup: LookupFunction, timeoutMs: number): LookupFunction {
  return (hostname) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No answer for ${hostname} in time`)), timeoutMs);
      timer.unref();
      lookup(hostname).then(
        (answers) => {
          clearTimeout(timer);
          resolve(answers);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
    });
}
