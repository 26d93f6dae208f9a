import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebhookSender } from './webhook-sender';

/** The sender goes through the crawler's guarded connector: private hosts only when allowed. */
describe('WebhookSender', () => {
  let server: Server;
  let port = 0;
  const bodies: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        bodies.push(body);
        res.statusCode = req.url === '/down' ? 500 : 204;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const post = (sender: WebhookSender, path: string) =>
    sender.post({ url: `http://127.0.0.1:${port}${path}`, body: '{"a":1}', headers: {}, timeoutMs: 2000 });

  it('refuses a private address that CRAWL_ALLOWED_HOSTS does not name, before sending anything', async () => {
    const sender = new WebhookSender({ userAgent: 'test', allowedHosts: [] });
    await expect(post(sender, '/hook')).rejects.toMatchObject({ code: 'blocked_address' });
    await sender.close();
    expect(bodies).toEqual([]);
  });

  it('posts the body to an allowed host and returns any status, 2xx or not', async () => {
    const sender = new WebhookSender({ userAgent: 'test', allowedHosts: ['127.0.0.1'] });
    await expect(post(sender, '/hook')).resolves.toMatchObject({ statusCode: 204 });
    await expect(post(sender, '/down')).resolves.toMatchObject({ statusCode: 500 });
    await sender.close();
    expect(bodies).toEqual(['{"a":1}', '{"a":1}']);
  });
});
