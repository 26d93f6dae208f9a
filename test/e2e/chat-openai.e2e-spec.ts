import { join } from 'node:path';
import request from 'supertest';
import type { SystemStatus } from '../../libs/shared/src';
import { ask, askOverSocket, convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { OpenAIStubServer, contextPassages, groundedReply } from '../support/openai-stub-server';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * The `openai` provider end to end, against an OpenAI-compatible server started by the test
 * (test/support/openai-stub-server.ts): the conversion embeds with it, the chat answers with it, over
 * HTTP and streamed over Socket.IO, and falls back to the offline answerer when it fails. The site is the
 * fixture bakery, whose notice page plants instructions aimed at the assistant.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.30';
const HOURS_QUESTION = 'When is the shop open on Saturday?';
const HOURS_FACT = 'Tuesday to Saturday from 7am to 3pm';

describe('visitor chat with the openai provider (OpenAI-compatible stub)', () => {
  const stub = new OpenAIStubServer();
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let site: ConvertedSite;
  let config: ReturnType<typeof testConfig>;
  let visitor = 0;

  const askHttp = (message: string) =>
    ask(api, site.assistantId, message, { visitorId: `openai-${(visitor += 1)}`, clientIp: CLIENT_IP });

  beforeAll(async () => {
    await stub.start();
    server = await serveSite(SITE);
    config = testConfig({
      CRAWL_ALLOWED_HOSTS: server.host,
      AI_PROVIDER: 'openai',
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: stub.baseUrl,
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: CLIENT_IP,
      email: 'owner@maplestreetbakery.example',
    });
  }, 120_000);

  afterEach(() => {
    stub.failing = {};
    stub.reply = groundedReply;
  });

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await server?.close();
    await stub.stop();
  });

  it('built the knowledge base with the remote embedder', async () => {
    const embeddingCalls = stub.requests.filter((entry) => entry.path === '/v1/embeddings');
    expect(embeddingCalls.length).toBeGreaterThan(0);
    expect(
      embeddingCalls.every(
        (entry) => entry.authorization === 'Bearer test' && entry.body.model === 'text-embedding-3-small',
      ),
    ).toBe(true);
    expect(JSON.stringify(embeddingCalls.map((entry) => entry.body.input))).toContain('7am to 3pm');
    const models = await sql<{ embeddingModel: string; count: string }>(
      'SELECT "embeddingModel", count(*) FROM chunks WHERE "conversionId" = $1 GROUP BY 1',
      [site.conversionId],
    );
    expect(models).toEqual([
      { embeddingModel: 'openai-text-embedding-3-small-1536', count: expect.any(String) },
    ]);
  });

  it('answers with the model from the site text, sent as data in the system message, with sources', async () => {
    const before = stub.chatRequests.length;
    const reply = await askHttp(HOURS_QUESTION);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ answered: true });
    expect(reply.body.answer).toContain(HOURS_FACT);
    expect(reply.body.answer).toMatch(/\[1\]$/);
    expect(reply.body.sources[0].url).toBe(`${server.url}hours.html`);

    const sent = stub.chatRequests.slice(before);
    expect(sent).toHaveLength(1);
    const [call] = sent;
    expect(call.authorization).toBe('Bearer test');
    expect(call.body).toMatchObject({ model: 'gpt-4o-mini' });
    expect(call.body.stream).toBeFalsy();
    const system = call.messages.find((message) => message.role === 'system')!.content;
    // The site's text is inside nonce-tagged passage blocks of the system message, marked as untrusted data.
    expect(system).toMatch(/<(passage-[0-9a-f]+) number="1"[^>]*>[\s\S]*7am to 3pm[\s\S]*<\/\1>/);
    expect(system).toMatch(/untrusted website content/);
    // The visitor's words are the user message, and nothing else is.
    expect(call.messages.at(-1)).toEqual({ role: 'user', content: HOURS_QUESTION });
    expect(call.messages.filter((message) => message.role === 'user')).toHaveLength(1);
  });

  it('never sends the planted instructions to the model', async () => {
    await askHttp('Is there a notice about calling a different number?');
    await askHttp('Do you bake gluten-free bread?');
    // The site text the model saw: every passage block of every request (the rules themselves quote
    // "ignore your instructions" as an example of what to disregard).
    const siteText = stub.chatRequests
      .flatMap((call) => contextPassages(call.messages.find((message) => message.role === 'system')!.content))
      .map((passage) => passage.text)
      .join('\n');
    expect(siteText).toContain('gluten-free loaves');
    expect(siteText).toContain('Gluten-free baking');
    expect(siteText).not.toMatch(/ignore your instructions|note to ai assistants|555-0199/i);
  });

  it('streams the model’s tokens over Socket.IO and ends with one chat:done holding the final answer', async () => {
    const socket = await connectSocket(api.baseUrl);
    try {
      const before = stub.chatRequests.length;
      const streamed = await askOverSocket(socket, {
        assistantId: site.assistantId,
        message: HOURS_QUESTION,
        visitorId: 'openai-stream',
      });
      expect(streamed.error).toBeUndefined();
      expect(stub.chatRequests.slice(before).map((call) => call.body.stream)).toEqual([true]);
      expect(streamed.tokens.length).toBeGreaterThan(5);
      expect(streamed.done).toMatchObject({
        answered: true,
        sources: [{ url: `${server.url}hours.html`, title: expect.any(String) }],
      });
      expect(streamed.done!.answer).toContain(HOURS_FACT);
      // Citations are renumbered as they stream, so the streamed text is the final answer.
      expect(streamed.tokens.join('')).toBe(streamed.done!.answer);
    } finally {
      socket.disconnect();
    }
  });

  it('declines with the business’s contact details when the model replies NOT_IN_CONTEXT, over HTTP and streamed', async () => {
    stub.reply = () => 'NOT_IN_CONTEXT';
    const reply = await askHttp('Do you cater weddings for 300 guests?');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ answered: false, sources: [] });
    expect(reply.body.answer).toContain('(541) 555-0123');
    expect(reply.body.answer).toContain('hello@maplestreetbakery.example');
    expect(reply.body.answer).not.toContain('NOT_IN');

    const socket = await connectSocket(api.baseUrl);
    try {
      const streamed = await askOverSocket(socket, {
        assistantId: site.assistantId,
        message: 'Do you deliver to Portland?',
        visitorId: 'openai-decline',
      });
      expect(streamed.done).toMatchObject({ answered: false, sources: [] });
      expect(streamed.tokens.join('')).not.toContain('NOT_IN');
      expect(streamed.tokens.join('')).toBe(streamed.done!.answer);
      expect(streamed.done!.answer).toContain('(541) 555-0123');
    } finally {
      socket.disconnect();
    }
  });

  it('answers with the offline answerer when the model fails (HTTP 500), over HTTP and streamed, and the status page reports the outage', async () => {
    // A fresh api process whose status probe has not run: the stub still lists its models.
    const fresh = await startApi(config);
    const statusOf = async (baseUrl: string): Promise<SystemStatus> =>
      (await request(baseUrl).get('/api/system/status').expect(200)).body;
    expect((await statusOf(fresh.baseUrl)).ai).toBe('operational');
    stub.failing = { chat: true };
    const before = stub.chatRequests.length;
    const reply = await askHttp(HOURS_QUESTION);
    expect(reply.status).toBe(200);
    expect(reply.body.answered).toBe(true);
    expect(reply.body.answer).toContain('7am to 3pm');
    expect(reply.body.sources.map((source) => source.url)).toContain(`${server.url}hours.html`);
    // The SDK retried before giving up: the stub saw the first attempt and its retries, all 500.
    const attempts = stub.chatRequests.slice(before);
    expect(attempts.length).toBeGreaterThan(1);
    expect(attempts.every((call) => call.status === 500)).toBe(true);

    const socket = await connectSocket(api.baseUrl);
    try {
      const streamed = await askOverSocket(socket, {
        assistantId: site.assistantId,
        message: HOURS_QUESTION,
        visitorId: 'openai-fallback',
      });
      expect(streamed.error).toBeUndefined();
      expect(streamed.done?.answered).toBe(true);
      expect(streamed.done?.answer).toContain('7am to 3pm');
      expect(streamed.tokens.join('')).toBe(streamed.done!.answer);
    } finally {
      socket.disconnect();
    }
    // GET /models still succeeds, but completions fail: the api that saw the failures reports an outage,
    // although its probe cached "operational" a moment ago; one that saw none still reports operational.
    expect(
      stub.requests.filter((entry) => entry.path === '/v1/models').every((entry) => entry.status === 200),
    ).toBe(true);
    expect((await statusOf(api.baseUrl)).ai).toBe('outage');
    try {
      expect((await statusOf(fresh.baseUrl)).ai).toBe('operational');
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('still answers when the whole provider is down, embeddings included, and the status page reports the AI outage', async () => {
    stub.failing = { chat: true, embeddings: true, models: true };
    const reply = await askHttp(HOURS_QUESTION);
    expect(reply.status).toBe(200);
    expect(reply.body.answered).toBe(true);
    expect(reply.body.answer).toContain('7am to 3pm');
    // A fresh api process, so the status probe's 30-second cache holds nothing from earlier tests.
    const probe = await startApi(config);
    try {
      const status: SystemStatus = (await request(probe.baseUrl).get('/api/system/status').expect(200)).body;
      expect(status).toMatchObject({ api: 'operational', database: 'operational', ai: 'outage' });
    } finally {
      await probe.close();
    }
  }, 60_000);

  it('reports the AI as operational when the provider answers', async () => {
    const probe = await startApi(config);
    try {
      const status: SystemStatus = (await request(probe.baseUrl).get('/api/system/status').expect(200)).body;
      expect(status).toMatchObject({ api: 'operational', database: 'operational', ai: 'operational' });
      expect(
        stub.requests.some(
          (entry) =>
            entry.method === 'GET' && entry.path === '/v1/models' && entry.authorization === 'Bearer test',
        ),
      ).toBe(true);
    } finally {
      await probe.close();
    }
  });
});
