import request from 'supertest';
import {
  AssistantRepository,
  ConversationRepository,
  TrialRepository,
  UserRepository,
  type NewMessage,
} from '../../libs/server/src';
import type { BrandKey, ConversationPage, ConversationSummary, UserRole } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';
import { sql } from '../support/chat-site';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * The owner's workspace against the real Postgres and Redis: an assistant's settings (validated, and
 * seen at once by the live page and the widget) and its conversations (paged, with totals per
 * conversation, and one with its messages), for its owner, the admin of its brand and the super admin.
 */

const MISSING_ID = '7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11';

describe("The owner's workspace: settings and conversations", () => {
  let api: RunningApi;
  const tokens: Record<string, string> = {};
  let assistantId = '';
  let otherAssistantId = '';
  let otherConversationId = '';

  async function account(key: string, role: UserRole, brand: BrandKey | null = null) {
    const { user } = await api.app
      .get(UserRepository)
      .findOrCreate({ email: `${key}@workspace.example`, name: key, role, brand });
    tokens[key] = await api.app.get(AccessTokenService).sign(toAuthUser(user));
    return user;
  }

  async function assistantOf(ownerId: string, website: string): Promise<string> {
    const now = new Date();
    const trial = await api.app.get(TrialRepository).create({
      brand: 'lawfirm',
      name: 'Owner',
      email: 'owner@workspace.example',
      phone: null,
      website,
      organization: null,
      startsAt: now,
      endsAt: now,
    });
    const assistants = api.app.get(AssistantRepository);
    const assistant = await assistants.create({
      trialId: trial.id,
      brand: 'lawfirm',
      name: 'Workspace Law Assistant',
      greeting: 'Hello! Ask me about the firm.',
      colors: { primary: '#112233', secondary: '#ffffff' },
      website,
    });
    await assistants.update(assistant.id, { ownerUserId: ownerId, suggestedQuestions: ['Where are you?'] });
    return assistant.id;
  }

  /** A visitor's conversation: each entry is one question, answered or declined. */
  async function converse(
    assistant: string,
    exchanges: Array<{ question: string; answered: boolean; sentiment?: number }>,
  ): Promise<{ conversationId: string; messageIds: string[] }> {
    const conversations = api.app.get(ConversationRepository);
    let conversationId: string | undefined;
    const messageIds: string[] = [];
    for (const exchange of exchanges) {
      const message: NewMessage = {
        conversationId,
        assistantId: assistant,
        question: exchange.question,
        answer: exchange.answered ? `About "${exchange.question}": see our page.` : "The site doesn't say.",
        sources: exchange.answered ? [{ title: 'Contact', url: 'https://workspace.example/contact' }] : [],
        answered: exchange.answered,
        confidence: 0.8,
        latencyMs: 12,
        sentiment: exchange.sentiment ?? 0,
        provider: 'local',
      };
      const recorded = await conversations.record(
        message,
        conversationId ? null : { visitorId: 'visitor-1', pageUrl: 'https://workspace.example/fees' },
      );
      conversationId = recorded.conversationId;
      messageIds.push(recorded.messageId);
    }
    return { conversationId: conversationId!, messageIds };
  }

  const as = (who: string | null) => ({
    patch: (path: string, body: object) => {
      const call = request(api.baseUrl).patch(path).send(body);
      return who ? call.set('Authorization', `Bearer ${tokens[who]}`) : call;
    },
    get: (path: string) => {
      const call = request(api.baseUrl).get(path);
      return who ? call.set('Authorization', `Bearer ${tokens[who]}`) : call;
    },
  });

  beforeAll(async () => {
    api = await startApi(testConfig());
    const owner = await account('owner', 'user');
    const other = await account('other-owner', 'user');
    await account('lawfirm-admin', 'admin', 'lawfirm');
    await account('edgpt-admin', 'admin', 'edgpt');
    await account('root', 'super_admin');
    assistantId = await assistantOf(owner.id, 'https://workspace.example/');
    otherAssistantId = await assistantOf(other.id, 'https://elsewhere.example/');
    ({ conversationId: otherConversationId } = await converse(otherAssistantId, [
      { question: 'Private question of another firm?', answered: true },
    ]));
  });
  afterAll(() => api.close());

  describe('PATCH /api/v1/assistants/:assistantId', () => {
    it('saves what the owner sent and the live page and widget show it at once', async () => {
      const saved = await as('owner')
        .patch(`/api/v1/assistants/${assistantId}`, {
          name: '  Workspace Legal Helper ',
          greeting: 'Welcome to Workspace Law — how can we help?',
          colors: { primary: '#0A7' },
          suggestedQuestions: ['What are your fees?', 'Do you offer a free consultation?'],
          allowedDomains: [
            'https://www.Workspace.example/contact',
            '*.workspace-shop.example',
            'localhost:8080',
          ],
        })
        .expect(200);
      expect(saved.body).toMatchObject({
        id: assistantId,
        brand: 'lawfirm',
        name: 'Workspace Legal Helper',
        greeting: 'Welcome to Workspace Law — how can we help?',
        // A colour sent alone keeps the other.
        colors: { primary: '#0a7', secondary: '#ffffff' },
        suggestedQuestions: ['What are your fees?', 'Do you offer a free consultation?'],
        allowedDomains: ['www.workspace.example', 'workspace-shop.example', 'localhost:8080'],
      });

      // The public profile the live page and the widget read, with no token.
      const profile = await request(api.baseUrl).get(`/api/v1/assistants/${assistantId}`).expect(200);
      expect(profile.body).toMatchObject({
        name: 'Workspace Legal Helper',
        greeting: 'Welcome to Workspace Law — how can we help?',
        colors: { primary: '#0a7', secondary: '#ffffff' },
        suggestedQuestions: ['What are your fees?', 'Do you offer a free consultation?'],
      });
      expect(profile.body).not.toHaveProperty('allowedDomains');

      const frame = await request(api.baseUrl).get(`/widget/frame/${assistantId}`).expect(200);
      expect(frame.text).toContain('Welcome to Workspace Law');
      expect(frame.headers['content-security-policy']).toContain(
        "frame-ancestors 'self' https://www.workspace.example",
      );
      expect(frame.headers['content-security-policy']).toContain('https://*.workspace-shop.example');

      const row = await api.app.get(AssistantRepository).findById(assistantId);
      expect(row?.suggestedQuestionsByOwner).toBe(true);
    });

    it('changes only the fields sent; an empty domain list lets any site embed the widget again', async () => {
      await as('owner').patch(`/api/v1/assistants/${assistantId}`, { allowedDomains: [] }).expect(200);
      const profile = await request(api.baseUrl).get(`/api/v1/assistants/${assistantId}`).expect(200);
      expect(profile.body.name).toBe('Workspace Legal Helper');
      const frame = await request(api.baseUrl).get(`/widget/frame/${assistantId}`).expect(200);
      expect(frame.headers['content-security-policy']).toContain('frame-ancestors *');
    });

    it.each([
      [{}, 'body', 'Please send at least one of name, greeting, colors, suggestedQuestions, allowedDomains'],
      [{ greeting: '   ' }, 'greeting', 'The greeting cannot be empty'],
      [{ name: 'x'.repeat(81) }, 'name', 'Please keep the name to 80 characters or fewer'],
      [{ colors: { primary: 'red' } }, 'colors', 'The primary colour must be a hex colour like #1a73e8'],
      [{ colors: { primary: '#fff;background:url(x)' } }, 'colors', 'must be a hex colour like #1a73e8'],
      [{ colors: { tertiary: '#ffffff' } }, 'colors', 'Colours take only "primary" and "secondary"'],
      [
        { suggestedQuestions: ['One?', 'Two?', 'Three?', 'Four?', 'Five?', 'Six?', 'Seven?'] },
        'suggestedQuestions',
        'Please suggest at most 6 questions',
      ],
      [{ suggestedQuestions: ['Fees?', 'fees?'] }, 'suggestedQuestions', 'may appear only once'],
      [{ suggestedQuestions: 'Fees?' }, 'suggestedQuestions', 'must be a list of questions'],
      [{ allowedDomains: ['not a domain'] }, 'allowedDomains', '"not a domain" is not a domain'],
      [{ allowedDomains: ['javascript:alert(1)'] }, 'allowedDomains', 'is not a domain'],
      [{ website: 'https://evil.example' }, 'body', 'Only these settings can be changed'],
    ])('refuses %j with a 400 naming the %s field', async (body, field, reason) => {
      const response = await as('owner').patch(`/api/v1/assistants/${assistantId}`, body).expect(400);
      expect(response.body.message).toContain(`There's an issue with the ${field} field`);
      expect(response.body.message).toContain(reason);
      expect(response.body.fields[field]).toBe(response.body.message);
    });

    it('lets the brand admin and the super admin change it; 401 signed out, 403 for anyone else, 404 unknown', async () => {
      const path = `/api/v1/assistants/${assistantId}`;
      await as(null).patch(path, { greeting: 'Hijacked' }).expect(401);
      await as('other-owner').patch(path, { greeting: 'Hijacked' }).expect(403);
      await as('edgpt-admin').patch(path, { greeting: 'Hijacked' }).expect(403);
      await as('lawfirm-admin').patch(path, { greeting: 'Hello from the brand admin' }).expect(200);
      await as('root').patch(path, { greeting: 'Hello from the super admin' }).expect(200);
      await as('root').patch(`/api/v1/assistants/${MISSING_ID}`, { greeting: 'Hi' }).expect(404);
      const profile = await request(api.baseUrl).get(path).expect(200);
      expect(profile.body.greeting).toBe('Hello from the super admin');
    });
  });

  describe('conversations', () => {
    const started: string[] = [];
    let detailed: { conversationId: string; messageIds: string[] };

    beforeAll(async () => {
      // Seven conversations, oldest first; the list shows the newest first.
      detailed = await converse(assistantId, [
        { question: 'What are your fees?', answered: true },
        { question: 'Do you handle wills?', answered: false },
        { question: 'Thanks, that was helpful!', answered: true, sentiment: 1 },
      ]);
      started.push(detailed.conversationId);
      await api.app.get(ConversationRepository).setFeedback(assistantId, detailed.messageIds[0], 1);
      await api.app.get(ConversationRepository).setFeedback(assistantId, detailed.messageIds[1], -1);
      for (let index = 2; index <= 6; index += 1) {
        const { conversationId } = await converse(assistantId, [
          { question: `Question number ${index}?`, answered: index % 2 === 0 },
        ]);
        started.push(conversationId);
      }
      const { conversationId } = await converse(assistantId, [
        { question: 'This is useless and wrong', answered: false, sentiment: -1 },
      ]);
      started.push(conversationId);
    });

    it('pages them newest first, five at a time, with each one’s totals', async () => {
      const first = await as('owner')
        .get(`/api/v1/assistants/${assistantId}/conversations?page=1&pageSize=5`)
        .expect(200);
      expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 5, filter: 'all' });
      expect(first.body.items.map((item: ConversationSummary) => item.id)).toEqual(
        [...started].reverse().slice(0, 5),
      );
      expect(first.body.items[0]).toEqual({
        id: started[6],
        startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        lastMessageAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        firstQuestion: 'This is useless and wrong',
        messageCount: 1,
        answered: 0,
        declined: 1,
        feedback: { helpful: 0, unhelpful: 0 },
        sentiment: 'negative',
        sentimentScore: -1,
        pageUrl: 'https://workspace.example/fees',
      });

      const second = await as('owner')
        .get(`/api/v1/assistants/${assistantId}/conversations?page=2&pageSize=5`)
        .expect(200);
      const oldest = second.body.items.at(-1) as ConversationSummary;
      expect(second.body.items).toHaveLength(2);
      expect(oldest).toMatchObject({
        id: detailed.conversationId,
        firstQuestion: 'What are your fees?',
        messageCount: 3,
        answered: 2,
        declined: 1,
        feedback: { helpful: 1, unhelpful: 1 },
        sentiment: 'positive',
        sentimentScore: 0.33,
      });

      const all = await as('owner').get(`/api/v1/assistants/${assistantId}/conversations`).expect(200);
      expect(all.body).toMatchObject({ total: 7, page: 1, pageSize: 25 });
      expect(all.body.items).toHaveLength(7);
      const beyond = await as('owner')
        .get(`/api/v1/assistants/${assistantId}/conversations?page=9&pageSize=50`)
        .expect(200);
      expect(beyond.body).toMatchObject({ items: [], total: 7, page: 9, pageSize: 50 });
    });

    it('filters to those with a declined question, a thumbs down or a negative mood', async () => {
      const ids = async (filter: string) =>
        (
          await as('owner')
            .get(`/api/v1/assistants/${assistantId}/conversations?filter=${filter}&pageSize=50`)
            .expect(200)
        ).body.items.map((item: ConversationSummary) => item.id);
      // Declined: the first (its second question), questions number 3 and 5, and the last.
      expect(await ids('declined')).toEqual([started[6], started[4], started[2], started[0]]);
      expect(await ids('unhelpful')).toEqual([started[0]]);
      expect(await ids('negative')).toEqual([started[6]]);
    });

    it('filters by date: started in the last 7, 30 or 90 days, with the other filters too', async () => {
      // The first conversation began 100 days ago, the second 40, the third 10; the rest today.
      for (const [index, daysAgo] of [
        [0, 100],
        [1, 40],
        [2, 10],
      ] as const)
        await sql(`UPDATE conversations SET "createdAt" = now() - make_interval(days => $2) WHERE id = $1`, [
          started[index],
          daysAgo,
        ]);
      const page = async (query: string) =>
        (
          await as('owner')
            .get(`/api/v1/assistants/${assistantId}/conversations?pageSize=50&${query}`)
            .expect(200)
        ).body as ConversationPage;
      const newest = [...started].reverse();
      expect(await page('days=7')).toMatchObject({
        total: 4,
        days: 7,
        items: newest.slice(0, 4).map((id) => ({ id })),
      });
      expect((await page('days=30')).items.map((item) => item.id)).toEqual(newest.slice(0, 5));
      expect((await page('days=90')).items.map((item) => item.id)).toEqual(newest.slice(0, 6));
      expect(await page('')).toMatchObject({ total: 7, days: null });
      expect((await page('days=30&filter=declined')).items.map((item) => item.id)).toEqual([
        started[6],
        started[4],
        started[2],
      ]);
      const paged = await as('owner')
        .get(`/api/v1/assistants/${assistantId}/conversations?days=7&pageSize=5&page=1`)
        .expect(200);
      expect(paged.body).toMatchObject({ total: 4, pageSize: 5, days: 7 });
    });

    it.each([
      ['days=14', 'days', 'Please choose 7, 30, 90 days'],
      ['pageSize=10', 'pageSize', 'Please choose a page size of 5, 25, 50'],
      ['page=0', 'page', 'Please give the page as a whole number, 1 or more'],
      ['page=two', 'page', 'Please give the page as a whole number, 1 or more'],
      ['filter=happy', 'filter', 'Please choose one of: all, declined, unhelpful, negative'],
    ])('refuses ?%s with a 400 naming the %s', async (query, field, reason) => {
      const response = await as('owner')
        .get(`/api/v1/assistants/${assistantId}/conversations?${query}`)
        .expect(400);
      expect(response.body.message).toBe(`There's an issue with the ${field} field: ${reason}`);
    });

    it('opens one conversation with its messages in order', async () => {
      const response = await as('owner').get(`/api/v1/conversations/${detailed.conversationId}`).expect(200);
      expect(response.body).toMatchObject({
        id: detailed.conversationId,
        assistantId,
        firstQuestion: 'What are your fees?',
        messageCount: 3,
        answered: 2,
        declined: 1,
      });
      expect(response.body.messages).toEqual([
        {
          id: detailed.messageIds[0],
          createdAt: expect.any(String),
          question: 'What are your fees?',
          answer: 'About "What are your fees?": see our page.',
          answered: true,
          sources: [{ title: 'Contact', url: 'https://workspace.example/contact' }],
          feedback: 'helpful',
          sentiment: 'neutral',
        },
        expect.objectContaining({ question: 'Do you handle wills?', answered: false, feedback: 'unhelpful' }),
        expect.objectContaining({
          question: 'Thanks, that was helpful!',
          feedback: null,
          sentiment: 'positive',
        }),
      ]);
    });

    it('lets only the owner, the brand admin and the super admin read them', async () => {
      const list = `/api/v1/assistants/${assistantId}/conversations`;
      const one = `/api/v1/conversations/${detailed.conversationId}`;
      for (const path of [list, one]) {
        await as(null).get(path).expect(401);
        await as('other-owner').get(path).expect(403);
        await as('edgpt-admin').get(path).expect(403);
        await as('lawfirm-admin').get(path).expect(200);
        await as('root').get(path).expect(200);
      }
      // Another firm's conversation is not this owner's to read, whichever id they try.
      await as('owner').get(`/api/v1/conversations/${otherConversationId}`).expect(403);
      await as('owner').get(`/api/v1/assistants/${otherAssistantId}/conversations`).expect(403);
      const missing = await as('root').get(`/api/v1/conversations/${MISSING_ID}`).expect(404);
      expect(missing.body.message).toBe('That conversation does not exist or has been removed');
      await as('root').get('/api/v1/conversations/not-an-id').expect(404);
    });
  });
});
