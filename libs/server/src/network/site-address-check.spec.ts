import { DomainError } from '../errors/domain-error';
import type { LookupFunction } from './host-addresses';
import { SiteAddressCheck } from './site-address-check';

const names: Record<string, string[]> = {
  localhost: ['127.0.0.1', '::1'],
  'intranet.example.com': ['10.0.0.8'],
  'mixed.example.com': ['93.184.215.14', '127.0.0.1'],
  'www.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
};
const lookup: LookupFunction = async (hostname) => {
  const answers = names[hostname];
  if (!answers) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return answers.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

async function refusal(check: SiteAddressCheck, website: string): Promise<DomainError | null> {
  try {
    await check.assertAllowed(website);
    return null;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
}

describe('SiteAddressCheck', () => {
  const check = new SiteAddressCheck([], lookup);

  it.each([
    ['http://localhost:22/', 'localhost'],
    ['http://127.0.0.1:8080/', '127.0.0.1'],
    ['http://169.254.169.254/', '169.254.169.254'],
    ['http://[::1]/', '::1'],
    ['http://[::ffff:7f00:1]/', '::ffff:7f00:1'],
    ['http://0x7f.1/', '127.0.0.1'],
    ['https://intranet.example.com/', 'intranet.example.com'],
    ['https://mixed.example.com/', 'mixed.example.com'],
  ])('refuses %s with a 400 in the field sentence', async (website, host) => {
    const error = await refusal(check, new URL(website).href);
    expect(error).not.toBeNull();
    expect(error!.status).toBe(400);
    expect(error!.code).toBe('SITE_BLOCKED');
    expect(error!.message).toMatch(/^There's an issue with the website field: /);
    expect(error!.message).toContain(host);
    expect(error!.message).toContain("please enter your website's public address");
    expect(error!.fields).toEqual({ website: error!.message });
  });

  it('names the private address a name resolves to', async () => {
    const error = await refusal(check, 'https://intranet.example.com/');
    expect(error!.message).toContain('intranet.example.com points to a private network address (10.0.0.8)');
  });

  it('lets public addresses through, and names that do not resolve (the crawl reports those)', async () => {
    expect(await refusal(check, 'https://www.example.com/')).toBeNull();
    expect(await refusal(check, 'http://93.184.215.14/')).toBeNull();
    expect(await refusal(check, 'https://no-such-name.example/')).toBeNull();
  });

  it('lets through hosts CRAWL_ALLOWED_HOSTS names, on their port only when it gives one', async () => {
    const allowing = new SiteAddressCheck(['127.0.0.1:4567', 'localhost'], lookup);
    expect(await refusal(allowing, 'http://127.0.0.1:4567/')).toBeNull();
    expect(await refusal(allowing, 'http://localhost:22/')).toBeNull();
    expect(await refusal(allowing, 'http://127.0.0.1:4568/')).not.toBeNull();
  });

  it('does not wait on a resolver that never answers', async () => {
    const silent = new SiteAddressCheck([], () => new Promise(() => undefined), 50);
    const started = Date.now();
    expect(await refusal(silent, 'https://slow.example.com/')).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
