import { gzipSync } from 'node:zlib';
import { SafeFetcher } from './safe-fetch';
import {
  html,
  redirectTo,
  routes,
  startTestServer,
  type Handler,
  type TestServer,
} from './__fixtures__/test-server';

import { expectCode, failure, USER_AGENT } from './__fixtures__/fetch-assertions';
const MB = 1024 * 1024;

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
    expect(result).toMatchObject({
      url: site.url('/'),
      status: 200,
      contentType: 'text/html',
      redirects: [],
    });
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
