import { join } from 'node:path';
import request from 'supertest';
import type { AnswerOverride, AnswerOverrideList, ContentGap, ContentGapList } from '../../libs/shared/src';
import { SIMILARITY_THRESHOLDS } from '../../api/src/overrides/question-similarity';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { ask, askOverSocket } from '../support/chat-site';
import { OpenAIStubServer } from '../support/openai-stub-server';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';

/**
 * The owner's own answers (issue 13), against a real conversion of the bakery site: questions the site
 * does not answer (and answers a visitor thumbed down) become content gaps grouped by meaning; answering a
 * gap makes an override that answers the next visitor in the business's name; a disabled override is not
 * used; a dismissed gap stays off the list; only the assistant's managers see or change any of it.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
/** Nothing on the site mentions gift cards or shipping; the two gift-card questions are paraphrases. */
const GIFT_CARDS = 'Do you sell gift cards?';
const GIFT_CARDS_AGAIN = 'Are gift cards available?';
const OVERSEAS = 'Do you ship bread overseas?';
const GIFT_CARD_ANSWER =
  'Yes! Gift cards of **$25** and **$50** are sold at the counter. <b>Ask</b> us ![logo](http://evil.example/x.png)';

/** Questions are compared with the offline sentence model, or the hashing embedder when it is off. */
const EMBEDDERS = [
  { semanticModel: 'use-lite', kind: 'sentence', clientIp: '203.0.113.91' },
  { semanticModel: 'off', kind: 'hashing', clientIp: '203.0.113.92' },
] as const;

describe.each(EMBEDDERS)("The owner's own answers with AI_SEMANTIC_MODEL=$semanticModel", (embedder) => {
  const CLIENT_IP = embedder.clientIp;
  const OWNER = `owner-${embedder.kind}@answers-bakery.example`;
  let stack: ConvertedStack;
  let owner: string;
  let visitor = 0;

  const api = () => request(stack.api.baseUrl);
  const assistantPath = (suffix: string) => `/api/v1/assistants/${stack.site.assistantId}/${suffix}`;
  /** Each question from a new visitor (a new conversation), as a gap counts visitors. */
  const askAsNewVisitor = async (question: string) => {
    visitor += 1;
    const reply = await ask(stack.api, stack.site.assistantId, question, {
      clientIp: CLIENT_IP,
      visitorId: `answers-visitor-${visitor}`,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const gaps = async (): Promise<ContentGap[]> =>
    (
      (await api().get(assistantPath('gaps')).set('Authorization', bearer(owner)).expect(200))
        .body as ContentGapList
    ).gaps;
  const overrides = async (): Promise<AnswerOverrideList> =>
    (await api().get(assistantPath('overrides')).set('Authorization', bearer(owner)).expect(200))
      .body as AnswerOverrideList;
  const gapAbout = (list: ContentGap[], question: string) =>
    list.find((gap) => gap.examples.includes(question));

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: CLIENT_IP },
      env: { AI_SEMANTIC_MODEL: embedder.semanticModel },
    });
    owner = await ownerToken(stack.api.app, OWNER);
    await api()
      .patch(`/api/v1/assistants/${stack.site.assistantId}`)
      .set('Authorization', bearer(owner))
      .send({ name: 'Maple Street Bakery Assistant' })
      .expect(200);
  }, 180_000);
  afterAll(() => stack?.close());

  let giftGap: ContentGap;

  it('lists declined and thumbed-down questions as gaps, paraphrases as one gap counted per visitor', async () => {
    expect(await gaps()).toEqual([]);
    expect((await askAsNewVisitor(GIFT_CARDS)).answered).toBe(false);
    expect((await askAsNewVisitor(GIFT_CARDS_AGAIN)).answered).toBe(false);
    expect((await askAsNewVisitor(OVERSEAS)).answered).toBe(false);
    const hours = await askAsNewVisitor('What are your opening hours?');
    expect(hours.answered).toBe(true);
    await api()
      .post(assistantPath(`messages/${hours.messageId}/feedback`))
      .set('X-Forwarded-For', CLIENT_IP)
      .send({ helpful: false })
      .expect(204);

    const list = await gaps();
    giftGap = gapAbout(list, GIFT_CARDS)!;
    expect(giftGap).toMatchObject({ question: GIFT_CARDS, count: 2, declined: 2, unhelpful: 0 });
    expect(giftGap.examples).toEqual([GIFT_CARDS_AGAIN, GIFT_CARDS]);
    expect(Date.parse(giftGap.lastAskedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(gapAbout(list, OVERSEAS)).toMatchObject({ count: 1, declined: 1 });
    expect(gapAbout(list, 'What are your opening hours?')).toMatchObject({
      count: 1,
      unhelpful: 1,
      declined: 0,
    });
    // Most asked first.
    expect(list[0].id).toBe(giftGap.id);
    expect(list).toHaveLength(3);
  });

  it('refuses overrides without a question or answer, with a sentence saying which', async () => {
    const missing = await api()
      .post(assistantPath('overrides'))
      .set('Authorization', bearer(owner))
      .send({ question: '  ' })
      .expect(400);
    expect(missing.body.message).toMatch(/question/i);
    expect(missing.body.fields).toMatchObject({ question: expect.any(String), answer: expect.any(String) });
    const long = await api()
      .post(assistantPath('overrides'))
      .set('Authorization', bearer(owner))
      .send({ question: 'Hours?', answer: 'x'.repeat(4001) })
      .expect(400);
    expect(long.body.fields.answer).toMatch(/4000 characters/);
    await api()
      .patch(assistantPath(`overrides/${giftGap.id}`))
      .set('Authorization', bearer(owner))
      .send({})
      .expect(400);
  });

  it('answering a gap makes an override that answers the next visitor in the business name', async () => {
    const created = await api()
      .post(assistantPath(`gaps/${giftGap.id}/answer`))
      .set('Authorization', bearer(owner))
      .send({ answer: GIFT_CARD_ANSWER })
      .expect(201);
    const override = created.body as AnswerOverride;
    expect(override).toMatchObject({
      id: expect.any(String),
      question: GIFT_CARDS,
      enabled: true,
      timesUsed: 0,
    });

    const list = await gaps();
    expect(gapAbout(list, GIFT_CARDS)).toBeUndefined();
    expect(list).toHaveLength(2);

    const reply = await askAsNewVisitor(GIFT_CARDS);
    expect(reply.answered).toBe(true);
    expect(reply.sources).toEqual([{ title: 'Maple Street Bakery', url: null }]);
    expect(reply.answer).toContain('Gift cards of **$25** and **$50** are sold at the counter.');
    // Sanitized like every answer: no HTML, no image.
    expect(reply.answer).not.toMatch(/<b>|!\[|evil\.example/);

    // Another wording of the same question is answered too.
    expect(await askAsNewVisitor('Do you have gift cards?')).toMatchObject({
      answered: true,
      sources: [{ title: 'Maple Street Bakery', url: null }],
    });

    const listed = await overrides();
    expect(listed.matchThreshold).toBe(SIMILARITY_THRESHOLDS[embedder.kind].override);
    expect(listed.overrides).toEqual([
      expect.objectContaining({ id: override.id, timesUsed: 2, lastUsedAt: expect.any(String) }),
    ]);
    expect(await gaps()).toHaveLength(2);
  });

  it('a disabled override is not used, and the question is a gap again; enabled, it answers again', async () => {
    const [override] = (await overrides()).overrides;
    const disabled = await api()
      .patch(assistantPath(`overrides/${override.id}`))
      .set('Authorization', bearer(owner))
      .send({ enabled: false })
      .expect(200);
    expect(disabled.body).toMatchObject({ enabled: false, question: GIFT_CARDS });

    expect((await askAsNewVisitor(GIFT_CARDS)).answered).toBe(false);
    expect(gapAbout(await gaps(), GIFT_CARDS)).toMatchObject({ id: giftGap.id, count: 3 });
    expect((await overrides()).overrides[0].timesUsed).toBe(2);

    await api()
      .patch(assistantPath(`overrides/${override.id}`))
      .set('Authorization', bearer(owner))
      .send({ enabled: true, answer: 'Gift cards are sold at the counter.' })
      .expect(200);
    const reply = await askAsNewVisitor(GIFT_CARDS);
    expect(reply).toMatchObject({ answered: true, answer: 'Gift cards are sold at the counter.' });
    // An enabled override answering the gap's question closes it.
    expect(gapAbout(await gaps(), GIFT_CARDS)).toBeUndefined();
  });

  it('a gap marked "not for the assistant" leaves the list and stays off it', async () => {
    const overseas = gapAbout(await gaps(), OVERSEAS)!;
    await api()
      .post(assistantPath(`gaps/${overseas.id}/dismiss`))
      .set('Authorization', bearer(owner))
      .expect(204);
    expect(gapAbout(await gaps(), OVERSEAS)).toBeUndefined();
    expect((await askAsNewVisitor(OVERSEAS)).answered).toBe(false);
    expect(gapAbout(await gaps(), OVERSEAS)).toBeUndefined();
    await api()
      .post(assistantPath('gaps/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11/dismiss'))
      .set('Authorization', bearer(owner))
      .expect(404);
  });

  it("another owner, a stranger and a signed-out caller cannot read or change this assistant's", async () => {
    const [override] = (await overrides()).overrides;
    const otherOwner = await signInAs(stack.api.app, 'user');
    const calls = [
      () => api().get(assistantPath('gaps')),
      () => api().get(assistantPath('overrides')),
      () => api().post(assistantPath('overrides')).send({ question: 'Hours?', answer: 'Never.' }),
      () =>
        api()
          .patch(assistantPath(`overrides/${override.id}`))
          .send({ answer: 'Never.' }),
      () => api().delete(assistantPath(`overrides/${override.id}`)),
      () =>
        api()
          .post(assistantPath(`gaps/${giftGap.id}/answer`))
          .send({ answer: 'Never.' }),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set('Authorization', bearer(otherOwner)).expect(403);
    }
    expect((await overrides()).overrides).toEqual([expect.objectContaining({ answer: override.answer })]);
  });

  it('deletes an override; it no longer answers', async () => {
    const [override] = (await overrides()).overrides;
    await api()
      .delete(assistantPath(`overrides/${override.id}`))
      .set('Authorization', bearer(owner))
      .expect(204);
    await api()
      .delete(assistantPath(`overrides/${override.id}`))
      .set('Authorization', bearer(owner))
      .expect(404);
    expect((await overrides()).overrides).toEqual([]);
    expect((await askAsNewVisitor(GIFT_CARDS)).answered).toBe(false);
  });
});

describe('An answer override with the OpenAI provider', () => {
  const CLIENT_IP = '203.0.113.93';
  const OWNER = 'owner-openai@answers-bakery.example';
  const stub = new OpenAIStubServer();
  let stack: ConvertedStack;
  let owner: string;

  beforeAll(async () => {
    await stub.start();
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: CLIENT_IP },
      // The provider has no local model of its own: questions are still compared with the offline one.
      env: {
        AI_PROVIDER: 'openai',
        OPENAI_API_KEY: 'test',
        OPENAI_BASE_URL: stub.baseUrl,
        AI_SEMANTIC_MODEL: 'use-lite',
      },
    });
    owner = await ownerToken(stack.api.app, OWNER);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await stub.stop();
  });

  it('answers before the model is asked, over HTTP and over the socket', async () => {
    const created = await request(stack.api.baseUrl)
      .post(`/api/v1/assistants/${stack.site.assistantId}/overrides`)
      .set('Authorization', bearer(owner))
      .send({ question: GIFT_CARDS, answer: 'Gift cards are sold at the counter.' })
      .expect(201);
    const chatCalls = stub.chatRequests.length;

    const reply = await ask(stack.api, stack.site.assistantId, 'Do you have gift cards?', {
      clientIp: CLIENT_IP,
      visitorId: 'openai-visitor-1',
    });
    expect(reply.body).toMatchObject({
      answered: true,
      answer: 'Gift cards are sold at the counter.',
      sources: [{ title: expect.any(String), url: null }],
    });

    const socket = await connectSocket(stack.api.baseUrl);
    try {
      const streamed = await askOverSocket(socket, {
        assistantId: stack.site.assistantId,
        message: GIFT_CARDS,
        visitorId: 'openai-visitor-2',
      });
      expect(streamed.tokens.join('')).toBe('Gift cards are sold at the counter.');
      expect(streamed.done).toMatchObject({ answered: true, sources: [{ url: null }] });
    } finally {
      socket.disconnect();
    }
    expect(stub.chatRequests.length).toBe(chatCalls);

    const listed = await request(stack.api.baseUrl)
      .get(`/api/v1/assistants/${stack.site.assistantId}/overrides`)
      .set('Authorization', bearer(owner))
      .expect(200);
    expect(listed.body).toMatchObject({
      matchThreshold: SIMILARITY_THRESHOLDS.sentence.override,
      overrides: [{ id: created.body.id, timesUsed: 2 }],
    });
  });
});

describe('Answer overrides on two api copies', () => {
  const CLIENT_IP = '203.0.113.95';
  const OWNER = 'owner-copies@answers-bakery.example';
  const WEDDINGS = 'Do you cater weddings?';
  let stack: ConvertedStack;
  let other: RunningApi;
  let owner: string;
  let asked = 0;

  /** Asks the first copy until its answer is `answered` (an announcement crosses Redis in milliseconds). */
  const answeredSoon = async (answered: boolean) => {
    const deadline = Date.now() + 5_000;
    for (;;) {
      asked += 1;
      const reply = await ask(stack.api, stack.site.assistantId, WEDDINGS, {
        clientIp: CLIENT_IP,
        visitorId: `copies-visitor-${asked}`,
      });
      if (reply.body.answered === answered || Date.now() > deadline) return reply.body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: CLIENT_IP },
    });
    other = await startApi(testConfig());
    owner = await ownerToken(stack.api.app, OWNER);
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await stack?.close();
  });

  it("reaches the visitors of a copy that kept the assistant's overrides in memory", async () => {
    // The first copy reads the assistant and its (no) overrides, and keeps both.
    expect((await answeredSoon(false)).answered).toBe(false);
    const created = await request(other.baseUrl)
      .post(`/api/v1/assistants/${stack.site.assistantId}/overrides`)
      .set('Authorization', bearer(owner))
      .send({ question: WEDDINGS, answer: 'Yes, for up to 100 guests.' })
      .expect(201);
    expect(await answeredSoon(true)).toMatchObject({ answered: true, answer: 'Yes, for up to 100 guests.' });

    await request(other.baseUrl)
      .patch(`/api/v1/assistants/${stack.site.assistantId}/overrides/${created.body.id}`)
      .set('Authorization', bearer(owner))
      .send({ enabled: false })
      .expect(200);
    expect((await answeredSoon(false)).answered).toBe(false);
  });
});
