import { join } from 'node:path';
import type { MergedContactDetails } from '../../libs/server/src';
import { ask, sql, type ConvertedSite } from '../support/chat-site';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';
import type { RunningApi } from '../support/test-api';

/**
 * A single-page app whose routes load their own stylesheet before their code, as Vite and webpack
 * builds do (test/fixtures/css-chunk-spa), from a CDN the crawler cannot reach. A stylesheet the
 * crawler's browser refused (blocked, or not to be had) failed its route, so the contact page and the
 * booking page both rendered the app's "Page Not Found", and one was indexed as that page while the
 * other was dropped as its duplicate. The contact page holds little prose (a form, a UK phone number,
 * an email, a street without a number, a map that cannot load offline) and its details must still reach
 * the assistant.
 */

const SITE = join(__dirname, '..', 'fixtures', 'css-chunk-spa');
const CLIENT_IP = '203.0.113.73';

interface SourceRow {
  url: string;
  outcome: string;
  reason: string | null;
  content: { sections?: { heading: string; text: string }[] } | null;
}

describe('a contact page behind a lazily loaded route with its own stylesheet', () => {
  let stack: ConvertedStack;
  let api: RunningApi;
  let converted: ConvertedSite;
  let sources: SourceRow[];

  const url = (path: string) => new URL(path, stack.server.url).href;
  const textAt = (path: string) =>
    (sources.find((row) => row.url === url(path))?.content?.sections ?? [])
      .map((section) => `${section.heading}\n${section.text}`)
      .join('\n');

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', clientIp: CLIENT_IP, email: 'owner@copperleaf.example' },
      serve: { htmlExtensionFallback: true, singlePageApp: true },
    });
    ({ api, site: converted } = stack);
    sources = await sql<SourceRow>(
      'SELECT url, outcome, reason, content FROM sources WHERE "conversionId" = $1',
      [converted.conversionId],
    );
  }, 300_000);

  afterAll(async () => {
    await stack?.close();
  }, 30_000);

  it('indexes every route with its own content, none as the error page', () => {
    const pages = ['/', '/events', '/booking', '/contact'].map((path) => ({
      path,
      outcome: sources.find((row) => row.url === url(path))?.outcome,
    }));
    expect(pages).toEqual(
      ['/', '/events', '/booking', '/contact'].map((path) => ({ path, outcome: 'indexed' })),
    );
    expect(sources.map((row) => textAt(new URL(row.url).pathname))).not.toContainEqual(
      expect.stringContaining('Page Not Found'),
    );
    expect(textAt('/booking')).toContain('booked up to four weeks ahead');
  });

  it("turns the contact page's few lines into passages", async () => {
    expect(textAt('/contact')).toContain('Castle Row, Conwy, Wales');
    const passages = await sql<{ text: string }>(
      'SELECT text FROM chunks WHERE "conversionId" = $1 AND url = $2',
      [converted.conversionId, url('/contact')],
    );
    expect(passages.map((passage) => passage.text).join('\n')).toContain('01632 960481');
  });

  it("gives the assistant the business's phone, email and street", async () => {
    const [{ contact }] = await sql<{ contact: MergedContactDetails }>(
      'SELECT contact FROM assistants WHERE id = $1',
      [converted.assistantId],
    );
    expect(contact).toMatchObject({
      phones: ['01632 960481'],
      emails: ['hello@copperleaftearooms.co.uk'],
      addresses: ['Castle Row, Conwy, Wales'],
    });
    // Each is cited with the contact page that shows it.
    expect(contact.sources?.phone?.url).toBe(url('/contact'));
    expect(contact.sources?.address?.url).toBe(url('/contact'));
  });

  it('answers a visitor who asks for the phone number', async () => {
    const reply = await ask(api, converted.assistantId, "what's your phone number?", {
      visitorId: 'contact-page-1',
      clientIp: CLIENT_IP,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.answer).toContain('01632 960481');
  });
});
