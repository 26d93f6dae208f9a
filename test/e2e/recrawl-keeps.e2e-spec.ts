import { join } from 'node:path';
import request from 'supertest';
import type { ConversionView, CoverageReport, TrialCreated } from '../../libs/shared/src';
import { bearer, ownerToken } from '../support/accounts';
import { ask } from '../support/chat-site';
import { watchConversion } from '../support/conversion-watch';
import { serveSite, type SiteServer } from '../support/site-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * What an owner set up survives a recrawl (issue 11, "things an owner tripped over"): the documents they
 * uploaded are read again and still answer, the live page keeps its address (and the widget its id), and
 * suggested questions they wrote are not replaced by the recrawl's own.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.82';
const OWNER = 'owner@recrawl-bakery.example';
const UPLOAD = 'gluten-free.txt';
/** Only the uploaded file says this; no page of the site mentions gluten. */
const UPLOAD_TEXT =
  'Gluten-free loaves\n\nOur gluten-free sourdough is baked every Wednesday. Please order it by Monday noon.\n';
const QUESTION = 'When is the gluten-free sourdough baked?';
const OWNER_QUESTIONS = ['Do you bake gluten-free bread?', 'Can I order a wedding cake?'];

describe('a recrawl keeps the uploads, the live address and the owner’s suggested questions', () => {
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let trial: TrialCreated;
  let owner: string;
  let firstLiveUrl: string;

  async function finished(conversionId: string, token: string): Promise<void> {
    const socket = await connectSocket(api.baseUrl, token);
    try {
      expect(await watchConversion(socket, conversionId, 150_000).finished).toBe('completed');
    } finally {
      socket.disconnect();
    }
  }

  beforeAll(async () => {
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    trial = (
      await request(api.baseUrl)
        .post('/api/v1/trials')
        .set('X-Forwarded-For', CLIENT_IP)
        .field('brand', 'gpt')
        .field('name', 'Rita Baker')
        .field('email', OWNER)
        .field('website', server.url)
        .attach('files', Buffer.from(UPLOAD_TEXT), { filename: UPLOAD, contentType: 'text/plain' })
        .expect(201)
    ).body;
    await finished(trial.conversionId, trial.viewToken);
    owner = await ownerToken(api.app, OWNER);
  }, 180_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await server?.close();
  });

  it('answers from the uploaded file after the first build', async () => {
    const reply = await ask(api, trial.assistantId, QUESTION, { clientIp: CLIENT_IP });
    expect(reply.body).toMatchObject({ answered: true });
    expect(reply.body.answer).toMatch(/Wednesday/);
    expect(reply.body.sources).toEqual(expect.arrayContaining([expect.objectContaining({ title: UPLOAD })]));
    firstLiveUrl = (await request(api.baseUrl).get(`/api/v1/assistants/${trial.assistantId}`).expect(200))
      .body.liveUrl;
    expect(firstLiveUrl).toBe(`/gptsite/${trial.conversionId}`);
  });

  it('after a recrawl, still answers from the upload, at the same live address, with the owner’s questions', async () => {
    await request(api.baseUrl)
      .patch(`/api/v1/assistants/${trial.assistantId}`)
      .set('Authorization', bearer(owner))
      .send({ suggestedQuestions: OWNER_QUESTIONS })
      .expect(200);
    const next: ConversionView = (
      await request(api.baseUrl)
        .post(`/api/v1/conversions/${trial.conversionId}/recrawl`)
        .set('X-Forwarded-For', CLIENT_IP)
        .set('Authorization', bearer(owner))
        .expect(202)
    ).body;
    expect(next.id).not.toBe(trial.conversionId);
    await finished(next.id, owner);

    const coverage: CoverageReport = (
      await request(api.baseUrl)
        .get(`/api/v1/conversions/${next.id}/sources`)
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body;
    expect(coverage.sources.filter((source) => source.origin === 'upload')).toEqual([
      expect.objectContaining({ title: UPLOAD, outcome: 'indexed' }),
    ]);

    const reply = await ask(api, trial.assistantId, QUESTION, { clientIp: CLIENT_IP });
    expect(reply.body).toMatchObject({ answered: true });
    expect(reply.body.answer).toMatch(/Wednesday/);

    const profile = (await request(api.baseUrl).get(`/api/v1/assistants/${trial.assistantId}`).expect(200))
      .body;
    expect(profile).toMatchObject({
      id: trial.assistantId,
      liveUrl: firstLiveUrl,
      suggestedQuestions: OWNER_QUESTIONS,
    });
    const view: ConversionView = (
      await request(api.baseUrl)
        .get(`/api/v1/conversions/${next.id}`)
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body;
    expect(view.liveUrl).toBe(firstLiveUrl);
    const mine = (await request(api.baseUrl).get('/api/v1/assistants').set('Authorization', bearer(owner)))
      .body;
    expect(mine.assistants).toEqual([
      expect.objectContaining({ id: trial.assistantId, liveUrl: firstLiveUrl, conversionId: next.id }),
    ]);
    // The shared address opens the assistant, which now answers from the recrawl's knowledge.
    const lookup = await request(api.baseUrl)
      .get(`/api/v1/conversions/${trial.conversionId}/live`)
      .expect(200);
    expect(lookup.body).toMatchObject({ assistantId: trial.assistantId, status: 'completed' });
  }, 180_000);
});
