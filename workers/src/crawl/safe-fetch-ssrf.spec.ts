import { SafeFetcher } from './safe-fetch';
import type { LookupFunction } from './safe-connector';
import { expectCode, failure, USER_AGENT } from './__fixtures__/fetch-assertions';
import { html, redirectTo, routes, startTestServer, type TestServer } from './__fixtures__/test-server';

/** SSRF defences: private targets, redirects into private space, DNS tricks, the allow-list, schemes. */
describe('SafeFetcher address checks', () => {
  let site: TestServer;
  let other: TestServer;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    other = await startTestServer(html('<p>internal secret</p>'));
    site = await startTestServer(
      routes({
        '/': html('<h1>Hello</h1>'),
        '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
        '/to-other': redirectTo(`${other.origin}/secret`),
        '/to-file': redirectTo('file:///etc/passwd'),
      }),
    );
    fetcher = new SafeFetcher({ userAgent: USER_AGENT, allowedHosts: [site.hostPort] });
  });

  afterAll(async () => {
    await fetcher.close();
    await Promise.all([site.close(), other.close()]);
  });

  describe('refuses private targets', () => {
    it('refuses 127.0.0.1 when it is not allow-listed, before any request reaches it', async () => {
      const strict = new SafeFetcher({ userAgent: USER_AGENT });
      const before = site.requests.length;
      await expectCode(strict.fetch(site.url('/')), 'blocked_address');
      await expectCode(strict.assertAllowed(site.url('/')), 'blocked_address');
      expect(site.requests.length).toBe(before);
      await strict.close();
    });

    it('refuses a redirect to the cloud metadata address', async () => {
      await expectCode(fetcher.fetch(site.url('/to-metadata')), 'blocked_address');
    });

    it('refuses a redirect from an allowed host to a private port that is not allowed', async () => {
      const error = await failure(fetcher.fetch(site.url('/to-other')));
      expect(error.code).toBe('blocked_address');
      expect(error.url).toBe(`${other.origin}/secret`);
      expect(other.requests).toEqual([]);
    });

    it('refuses IPv4-mapped IPv6 spellings of a loopback address', async () => {
      await expectCode(fetcher.fetch(`http://[::ffff:127.0.0.1]:${site.port}/`), 'blocked_address');
      await expectCode(fetcher.fetch(`http://[::ffff:7f00:1]:${other.port}/`), 'blocked_address');
    });

    it('refuses a name that resolves to a private address', async () => {
      const lookup: LookupFunction = async () => [{ address: '127.0.0.1', family: 4 }];
      const named = new SafeFetcher({ userAgent: USER_AGENT, allowedHosts: [site.hostPort], lookup });
      await expectCode(named.fetch(`http://intranet.example:${site.port}/`), 'blocked_address');
      await named.close();
    });

    it('checks again at connect time, so a rebinding name cannot pass', async () => {
      let calls = 0;
      const lookup: LookupFunction = async () => {
        calls += 1;
        return [{ address: calls === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
      };
      const rebinding = new SafeFetcher({ userAgent: USER_AGENT, lookup });
      await expect(rebinding.assertAllowed(`http://rebind.example:${site.port}/`)).resolves.toBeInstanceOf(
        URL,
      );
      const before = site.requests.length;
      await expectCode(rebinding.fetch(`http://rebind.example:${site.port}/`), 'blocked_address');
      expect(calls).toBe(2);
      expect(site.requests.length).toBe(before);
      await rebinding.close();
    });
  });

  describe('allow-list', () => {
    const lookup: LookupFunction = async () => [{ address: '127.0.0.1', family: 4 }];

    it('lets an allow-listed name resolve to a private address on its port only', async () => {
      const named = new SafeFetcher({
        userAgent: USER_AGENT,
        allowedHosts: [`localhost:${site.port}`],
        lookup,
      });
      expect((await named.fetch(`http://localhost:${site.port}/`)).status).toBe(200);
      await expectCode(named.fetch(`http://localhost:${other.port}/`), 'blocked_address');
      await expectCode(named.fetch(site.url('/')), 'blocked_address');
      await named.close();
    });

    it('treats an entry without a port as any port', async () => {
      const anyPort = new SafeFetcher({ userAgent: USER_AGENT, allowedHosts: ['127.0.0.1'] });
      expect((await anyPort.fetch(`${other.origin}/`)).status).toBe(200);
      expect((await anyPort.fetch(site.url('/'))).status).toBe(200);
      await anyPort.close();
    });
  });

  it.each(['ftp://example.com/file', 'file:///etc/passwd', 'javascript:alert(1)', 'gopher://127.0.0.1:70/'])(
    'refuses the scheme of %s',
    async (url) => {
      await expectCode(fetcher.fetch(url), 'bad_scheme');
    },
  );

  it('refuses a redirect to a file: URL', async () => {
    await expectCode(fetcher.fetch(site.url('/to-file')), 'bad_scheme');
  });
});
