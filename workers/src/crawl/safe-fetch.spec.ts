import { gzipSync } from 'node:zlib';
import { HostAllowList, isPublicAddress } from './address-policy';
import { FetchError, type FetchErrorCode } from './fetch-error';
import { SafeFetcher } from './safe-fetch';
import type { LookupFunction } from './safe-connector';
import { html, redirectTo, routes, startTestServer, type Handler, type TestServer } from './__fixtures__/test-server';

const USER_AGENT = 'GPTsiteBot/1.0 (+https://gptsite.ai/bot)';
const MB = 1024 * 1024;

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof FetchError) return error;
    throw error;
  }
  throw new Error('expected the fetch to fail');
}

async function expectCode(promise: Promise<unknown>, code: FetchErrorCode): Promise<void> {
  expect((await failure(promise)).code).toBe(code);
}

const streamTenMegabytes: Handler = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/octet-stream' });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let sent = 0;
  const pump = (): void => {
    while (sent < 10 * MB) {
      sent += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    response.end();
  };
  response.on('error', () => undefined);
  pump();
};

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '255.255.255.255', '224.0.0.1', '192.0.2.10', '240.0.0.1', '::1', '::', 'fc00::1', 'fd12:3456::1',
    'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::127.0.0.1', '2002:7f00:1::1',
    '2002:a9fe:a9fe::1', '64:ff9b::7f00:1', '2001:0:4136:e378:8000:63bf:3fff:fdd2', '2001:db8::1', 'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1', '64:ff9b::808:808'])(
    'accepts %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('HostAllowList', () => {
  const list = new HostAllowList(['127.0.0.1:4567', 'LocalHost:4567', '10.0.0.9', '[::1]:8080']);

  it('matches host and port exactly when a port is given', () => {
    expect(list.allows('127.0.0.1', 4567)).toBe(true);
    expect(list.allows('127.0.0.1', 4568)).toBe(false);
    expect(list.allows('localhost', 4567)).toBe(true);
    expect(list.allows('localhost', 80)).toBe(false);
    expect(list.allows('[::1]', 8080)).toBe(true);
  });

  it('allows any port when none is given, and never a different spelling of the host', () => {
    expect(list.allows('10.0.0.9', 1)).toBe(true);
    expect(list.allows('10.0.0.9', 65535)).toBe(true);
    expect(list.allows('::ffff:127.0.0.1', 4567)).toBe(false);
  });
});

describe('SafeFetcher', () => {
  let site: TestServer;
  let other: TestServer;
  let fetcher: SafeFetcher;

  beforeAll(async () => {
    other = await startTestServer(html('<p>internal secret</p>'));
    site = await startTestServer(
      routes({
        '/': html('<h1>Hello</h1>'),
        '/missing': html('<h1>Not here</h1>', 404),
        '/hop': redirectTo('/'),
        '/to-metadata': redirectTo('http://169.254.169.254/latest/meta-data/'),
        '/to-other': redirectTo(`${other.origin}/secret`),
        '/to-file': redirectTo('file:///etc/passwd'),
        '/loop-a': redirectTo('/loop-b'),
        '/loop-b': redirectTo('/loop-a'),
        '/huge': streamTenMegabytes,
        '/gzip': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
          response.end(gzipSync('compressed hello'));
        },
        '/gzip-bomb': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/plain', 'content-encoding': 'gzip' });
          response.end(gzipSync(Buffer.alloc(10 * MB)));
        },
        '/chain': (request, response) => {
          const hop = Number(new URL(request.url ?? '', site.origin).searchParams.get('n'));
          redirectTo(`/chain?n=${hop + 1}`, 301)(request, response);
        },
        '/hang': () => undefined,
        '/declared-huge': (_request, response) => {
          response.writeHead(200, { 'content-type': 'text/plain', 'content-length': String(10 * MB) });
          response.write('partial');
        },
      }),
    );
    fetcher = new SafeFetcher({ userAgent: USER_AGENT, allowedHosts: [site.hostPort] });
  });

  afterAll(async () => {
    await fetcher.close();
    await Promise.all([site.close(), other.close()]);
  });

  it('fetches an allow-listed page and identifies itself', async () => {
    const result = await fetcher.fetch(site.url('/'));
    expect(result).toMatchObject({ url: site.url('/'), status: 200, contentType: 'text/html', redirects: [] });
    expect(result.body.toString()).toBe('<h1>Hello</h1>');
    expect(site.userAgents[site.userAgents.length - 1]).toBe(USER_AGENT);
  });

  it('returns error statuses instead of throwing', async () => {
    expect((await fetcher.fetch(site.url('/missing'))).status).toBe(404);
  });

  it('follows relative redirects and reports the chain', async () => {
    const result = await fetcher.fetch(site.url('/hop#section'));
    expect(result.url).toBe(site.url('/'));
    expect(result.redirects).toEqual([site.url('/hop')]);
  });

  it('returns the redirect itself when asked not to follow', async () => {
    const result = await fetcher.fetch(site.url('/hop'), { maxRedirects: 0 });
    expect(result.status).toBe(302);
    expect(result.headers.location).toBe('/');
  });

  it('decodes gzip bodies', async () => {
    const result = await fetcher.fetch(site.url('/gzip'));
    expect(result.body.toString()).toBe('compressed hello');
    expect(result.headers['content-encoding']).toBeUndefined();
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
      await expect(rebinding.assertAllowed(`http://rebind.example:${site.port}/`)).resolves.toBeInstanceOf(URL);
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
      const named = new SafeFetcher({ userAgent: USER_AGENT, allowedHosts: [`localhost:${site.port}`], lookup });
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

  it('stops a 10 MB body at the 5 MB limit', async () => {
    await expectCode(fetcher.fetch(site.url('/huge')), 'too_large');
  });

  it('counts decoded bytes, so a small gzip bomb is stopped too', async () => {
    await expectCode(fetcher.fetch(site.url('/gzip-bomb')), 'too_large');
  });

  it('detects redirect loops and overly long chains', async () => {
    await expectCode(fetcher.fetch(site.url('/loop-a')), 'redirect_loop');
    const long = await failure(fetcher.fetch(site.url('/chain?n=0')));
    expect(long.code).toBe('redirect_loop');
    expect(long.message).toMatch(/more than 5 redirects/i);
  });

  it('refuses a declared oversize body before reading it', async () => {
    await expectCode(fetcher.fetch(site.url('/declared-huge')), 'too_large');
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = fetcher.fetch(site.url('/hang'), { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.code).toBe('network');
    expect(error.message).toMatch(/cancelled/);
  });

  it('gives up on a server that never answers', async () => {
    await expectCode(fetcher.fetch(site.url('/hang'), { timeoutMs: 200 }), 'timeout');
  });

  it('reports a closed port as a network failure', async () => {
    const closed = await startTestServer(html(''));
    await closed.close();
    const anyPort = new SafeFetcher({ userAgent: USER_AGENT, allowedHosts: ['127.0.0.1'] });
    await expectCode(anyPort.fetch(closed.url('/')), 'network');
    await anyPort.close();
  });
});
