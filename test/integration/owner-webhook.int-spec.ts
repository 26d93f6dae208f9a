import { createHmac } from 'node:crypto';
import request from 'supertest';
import {
  AssistantRepository,
  ConversionRepository,
  TrialRepository,
  UserRepository,
  WebhookEvents,
  verifyWebhookSignature,
} from '../../libs/server/src';
import type { WebhookDelivery, WebhookEvent, WebhookOverview } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';
import { bearer, signInAs } from '../support/accounts';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * The owner's signed webhook (issue 13): the owner saves a URL and gets a secret; a test event reaches a
 * real receiver on 127.0.0.1 signed as the contract says; a receiver that fails is retried with backoff and
 * the delivery log tells the story; private addresses and other people are refused.
 */

describe("The owner's signed webhook", () => {
  let api: RunningApi;
  let workers: RunningWorkers;
  const receiver = new WebhookReceiver();
  let owner: string;
  let assistantId: string;

  const webhookPath = (suffix = '') => `/api/v1/assistants/${assistantId}/webhook${suffix}`;
  const overview = async (): Promise<WebhookOverview> =>
    (await request(api.baseUrl).get(webhookPath()).set('Authorization', bearer(owner)).expect(200))
      .body as WebhookOverview;
  const sendTest = async (): Promise<string> =>
    (
      (await request(api.baseUrl).post(webhookPath('/test')).set('Authorization', bearer(owner)).expect(202))
        .body as { id: string }
    ).id;
  /** Polls the owner's delivery log until the event is no longer pending. */
  const settled = async (eventId: string, timeoutMs = 20_000): Promise<WebhookDelivery> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const delivery = (await overview()).deliveries.find((entry) => entry.id === eventId);
      if (delivery && delivery.status !== 'pending') return delivery;
      if (Date.now() > deadline)
        throw new Error(`Event ${eventId} still pending: ${JSON.stringify(delivery)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    await receiver.start();
    // A receiver on this machine is private: only CRAWL_ALLOWED_HOSTS lets it through. Retries 0.2 s apart.
    const config = testConfig({
      CRAWL_ALLOWED_HOSTS: '127.0.0.1',
      WEBHOOK_ATTEMPTS: '4',
      WEBHOOK_RETRY_DELAY_MS: '200',
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    const { user } = await api.app
      .get(UserRepository)
      .findOrCreate({ email: 'owner@webhook-bakery.example', name: 'Mia', role: 'user', brand: null });
    const now = new Date();
    const trial = await api.app.get(TrialRepository).create({
      brand: 'gpt',
      name: 'Mia',
      email: 'owner@webhook-bakery.example',
      phone: null,
      website: 'https://webhook-bakery.example/',
      organization: null,
      startsAt: now,
      endsAt: now,
    });
    const assistant = await api.app.get(AssistantRepository).create({
      trialId: trial.id,
      brand: 'gpt',
      name: 'Bakery Assistant',
      greeting: 'Hello',
      colors: { primary: '#000000', secondary: '#ffffff' },
      website: trial.website,
    });
    const conversion = await api.app
      .get(ConversionRepository)
      .create({ trialId: trial.id, assistantId: assistant.id, website: trial.website });
    await api.app
      .get(UserRepository)
      .assignOwner(user.id, { trialId: trial.id, assistantId: assistant.id, conversionId: conversion.id });
    assistantId = assistant.id;
    owner = await api.app.get(AccessTokenService).sign(toAuthUser(user));
  }, 60_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await receiver.close();
  });

  it('has no webhook at first: nothing to show, a test event is refused, events are not stored', async () => {
    expect(await overview()).toEqual({ url: null, secret: null, deliveries: [] });
    const refused = await request(api.baseUrl)
      .post(webhookPath('/test'))
      .set('Authorization', bearer(owner))
      .expect(409);
    expect(refused.body.message).toMatch(/webhook URL first/);
    expect(await api.app.get(WebhookEvents).enqueueWebhookEvent(assistantId, 'lead', {})).toBeNull();
    expect((await overview()).deliveries).toEqual([]);
  });

  it('saves the URL and gives a secret, kept when the URL changes unless rotated', async () => {
    const saved = await request(api.baseUrl)
      .put(webhookPath())
      .set('Authorization', bearer(owner))
      .send({ url: `${receiver.origin}/first` })
      .expect(200);
    expect(saved.body).toEqual({
      url: `${receiver.origin}/first`,
      secret: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const moved = await request(api.baseUrl)
      .put(webhookPath())
      .set('Authorization', bearer(owner))
      .send({ url: `${receiver.origin}/hooks?source=gptsite` })
      .expect(200);
    expect(moved.body.secret).toBe(saved.body.secret);
    const rotated = await request(api.baseUrl)
      .put(webhookPath())
      .set('Authorization', bearer(owner))
      .send({ url: `${receiver.origin}/hooks?source=gptsite`, rotateSecret: true })
      .expect(200);
    expect(rotated.body.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(rotated.body.secret).not.toBe(saved.body.secret);
    expect(await overview()).toMatchObject({ url: rotated.body.url, secret: rotated.body.secret });
  });

  it('delivers a test event as signed JSON with its event id', async () => {
    const { secret } = await overview();
    const eventId = await sendTest();
    const delivery = await settled(eventId);
    expect(delivery).toMatchObject({ type: 'test', status: 'delivered', attempts: 1, lastStatusCode: 200 });

    const [received] = receiver.for(eventId);
    expect(received.headers['content-type']).toBe('application/json');
    const event = JSON.parse(received.body) as WebhookEvent;
    expect(event).toEqual({
      type: 'test',
      assistantId,
      createdAt: expect.any(String),
      data: expect.any(Object),
    });
    expect(Date.parse(event.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    // t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">, checked by hand and by the exported verifier.
    const signature = String(received.headers['x-gptsite-signature']);
    const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature);
    expect(match).not.toBeNull();
    const [, timestamp, digest] = match!;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const expected = createHmac('sha256', secret!).update(`${timestamp}.${received.body}`).digest('hex');
    expect(digest).toBe(expected);
    expect(verifyWebhookSignature(secret!, received.body, signature)).toBe(true);
    expect(verifyWebhookSignature('0'.repeat(64), received.body, signature)).toBe(false);
    expect(verifyWebhookSignature(secret!, `${received.body} `, signature)).toBe(false);
  });

  it('retries a receiver that answers 500 twice, then logs the event delivered after 3 attempts', async () => {
    receiver.answerNext(500, 500, 200);
    const eventId = await sendTest();
    const delivery = await settled(eventId);
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 3, lastStatusCode: 200 });
    const received = receiver.for(eventId);
    expect(received).toHaveLength(3);
    // The same event each time: one body, one id, so a receiver can drop a repeat.
    expect(new Set(received.map((entry) => entry.body)).size).toBe(1);
  });

  it('marks an event failed, with the reason, once its attempts are used up', async () => {
    receiver.answerNext(500, 500, 503, 500);
    const eventId = await sendTest();
    const delivery = await settled(eventId);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 4, lastStatusCode: 500 });
    expect(delivery.lastResult).toMatch(/HTTP 500/);
    expect(receiver.for(eventId)).toHaveLength(4);
    // The log lists the latest first.
    expect((await overview()).deliveries[0].id).toBe(eventId);
  });

  it('refuses private and non-web addresses with a sentence saying why', async () => {
    for (const url of ['http://10.0.0.1/', 'http://169.254.169.254/latest', 'https://[::1]/hook']) {
      const refused = await request(api.baseUrl)
        .put(webhookPath())
        .set('Authorization', bearer(owner))
        .send({ url })
        .expect(400);
      expect(refused.body.message).toMatch(/private network address/);
      expect(refused.body.fields).toHaveProperty('url');
    }
    for (const url of ['ftp://example.com/hook', 'not a url', '']) {
      const refused = await request(api.baseUrl)
        .put(webhookPath())
        .set('Authorization', bearer(owner))
        .send({ url })
        .expect(400);
      expect(refused.body.fields).toHaveProperty('url');
    }
    expect((await overview()).url).toBe(`${receiver.origin}/hooks?source=gptsite`);
  });

  it('lets no one else read or change the webhook', async () => {
    const otherOwner = await signInAs(api.app, 'user');
    const calls = [
      () => request(api.baseUrl).get(webhookPath()),
      () => request(api.baseUrl).put(webhookPath()).send({ url: 'https://evil.example/hook' }),
      () => request(api.baseUrl).post(webhookPath('/test')),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set('Authorization', bearer(otherOwner)).expect(403);
    }
    expect((await overview()).url).toBe(`${receiver.origin}/hooks?source=gptsite`);
  });
});
