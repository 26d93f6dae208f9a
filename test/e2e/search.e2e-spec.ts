import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import { ERROR_CATALOGUE } from '../../libs/shared/src';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { ask, type ConvertedSite } from '../support/chat-site';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';
import type { RunningApi } from '../support/test-api';

/**
 * Knowledge search (hit testing) over HTTP: the passages the chat's retrieval gives for a question, with
 * the contract's field names, the error catalogue's refusals and the chat's rate limit.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.50';
const OWNER = 'owner@maplestreetbakery.example';

interface SearchBody {
  results: { url: string; title: string; text: string; score: number }[];
  statusCode?: number;
  message?: string;
}

describe('knowledge search', () => {
  let stack: ConvertedStack;
  let api: RunningApi;
  let site: ConvertedSite;
  /** The assistant's owner: search is theirs, their brand admin's and the super admin's (issue 11). */
  let owner: string;

  const search = (
    body: unknown,
    options: { assistantId?: string; clientIp?: string; token?: string | null } = {},
  ) => {
    const call = request(api.baseUrl)
      .post(`/api/v1/assistants/${options.assistantId ?? site.assistantId}/search`)
      .set('X-Forwarded-For', options.clientIp ?? `198.18.0.${Math.floor(Math.random() * 250) + 1}`);
    const token = options.token === undefined ? owner : options.token;
    return (token ? call.set('Authorization', bearer(token)) : call).send(body as object);
  };

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, { trial: { brand: 'gpt', clientIp: CLIENT_IP, email: OWNER } });
    ({ api, site } = stack);
    owner = await ownerToken(api.app, OWNER);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('gives the page holding the answer first, with url, title, text and score, best first', async () => {
    const response = await search({ query: 'how much does the cake decorating class cost?' });
    expect(response.status).toBe(200);
    const { results } = response.body as SearchBody;
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(new URL(results[0].url).pathname).toBe('/classes.html');
    expect(results[0].text).toContain('$45');
    expect(results[0].title).toMatch(/decorating class/i);
    for (const result of results) {
      expect(Object.keys(result).sort()).toEqual(['score', 'text', 'title', 'url']);
      expect(typeof result.score).toBe('number');
    }
    const scores = results.map((result) => result.score);
    expect(scores).toEqual([...scores].sort((left, right) => right - left));
  });

  it('searches what the chat answers from: the answer cites a page among the results', async () => {
    const question = 'When is the cake decorating class held?';
    const reply = await ask(api, site.assistantId, question, {
      visitorId: randomUUID(),
      clientIp: CLIENT_IP,
    });
    expect(reply.body.answered).toBe(true);
    const { results } = (await search({ query: question })).body as SearchBody;
    const found = results.map((result) => result.url);
    expect(reply.body.sources.length).toBeGreaterThan(0);
    for (const source of reply.body.sources) expect(found).toContain(source.url);
  });

  it('answers the owner, the admin of its brand and the super admin; 401 or 403 for anyone else', async () => {
    const query = { query: 'opening hours' };
    const as = async (token: string | null) => (await search(query, { token })).status;
    expect(await as(null)).toBe(401);
    // The trial's viewing token reads the conversion's progress, nothing more.
    expect(await as(site.viewToken)).toBe(401);
    expect(await as(await signInAs(api.app, 'user'))).toBe(403);
    expect(await as(await signInAs(api.app, 'admin', 'lawfirm'))).toBe(403);
    expect(await as(await signInAs(api.app, 'admin', 'gpt'))).toBe(200);
    expect(await as(await signInAs(api.app, 'super_admin'))).toBe(200);
    expect(await as(owner)).toBe(200);
  });

  it('honours the limit: more than five when asked, up to twenty', async () => {
    const one = (await search({ query: 'bakery', limit: 1 }).expect(200)).body as SearchBody;
    expect(one.results).toHaveLength(1);
    const many = (await search({ query: 'bakery cakes classes hours', limit: 20 }).expect(200))
      .body as SearchBody;
    expect(many.results.length).toBeGreaterThan(5);
    expect(many.results.length).toBeLessThanOrEqual(20);
  });

  it.each([
    ['an empty query', { query: '' }, /type a question/i],
    ['a query of invisible characters only', { query: '   \u200b ' }, /type a question/i],
    ['no query', {}, /type a question/i],
    ['a query over 1,000 characters', { query: 'x'.repeat(1001) }, /under 1,000 characters/],
    ['a limit over 20', { query: 'hours', limit: 21 }, /limit.*at most 20/],
    ['a limit of 0', { query: 'hours', limit: 0 }, /limit.*1 to 20/],
    ['a fractional limit', { query: 'hours', limit: 2.5 }, /limit.*whole number/],
    ['a limit that is not a number', { query: 'hours', limit: 'five' }, /limit/],
  ])('refuses %s with a 400 a person can act on', async (_case, body, message) => {
    const response = await search(body);
    expect(response.status).toBe(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  it.each([randomUUID(), 'not-an-assistant'])(
    'answers 404 for an unknown assistant (%s)',
    async (assistantId) => {
      const response = await search({ query: 'opening hours' }, { assistantId });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(ERROR_CATALOGUE.ASSISTANT_NOT_FOUND.message);
    },
  );

  it('is rate limited per client like chat, saying when to retry', async () => {
    const clientIp = '203.0.113.51';
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push((await search({ query: `opening hours ${index}` }, { clientIp })).status);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await search({ query: 'opening hours' }, { clientIp });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/wait|try again/i);
    // Another client is not held back by the first one's budget.
    await search({ query: 'opening hours' }, { clientIp: '203.0.113.52' }).expect(200);
  });
});
