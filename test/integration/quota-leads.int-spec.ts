import { join } from 'node:path';
import request from 'supertest';
import { TrialLifecycleService } from '../../libs/server/src';
import type { ChatResponse, LeadCreated, LeadList, LeadSettings } from '../../libs/shared/src';
import { bearer, ownerToken } from '../support/accounts';
import { ask, sql } from '../support/chat-site';
import { moveOtherTrialsOutOfTheWay } from '../support/trial-isolation';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';

/**
 * A lead left before the first question starts a conversation only past the same quota gate as a
 * question (api/src/quotas ConversationAdmission), on a converted bakery site with a trial quota of 2
 * conversations: with room, the lead starts the conversation its questions join, as before; once the
 * quota is reached, or the trial has ended, the lead is still kept for the owner, but it starts no
 * conversation, and the visitor's next question gets the same limit or paused reply as anyone's.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const OWNER = 'owner@quota-leads-bakery.example';
const VISITOR_IP = '203.0.113.171';
const PHONE = '(541) 555-0123';

const SETTINGS: LeadSettings = {
  enabled: true,
  fields: { name: true, email: true, phone: true, custom: false },
  customQuestion: null,
  when: 'before_first_question',
  afterQuestions: 2,
  notify: 'digest',
};

describe('Leads and the conversation quota', () => {
  let stack: ConvertedStack;
  let owner: string;

  const api = () => request(stack.api.baseUrl);
  const path = (suffix: string) => `/api/v1/assistants/${stack.site.assistantId}${suffix}`;
  const leave = async (body: object): Promise<LeadCreated> =>
    (await api().post(path('/leads')).set('X-Forwarded-For', VISITOR_IP).send(body).expect(201))
      .body as LeadCreated;
  const question = (message: string, conversationId?: string, visitorId?: string) =>
    ask(stack.api, stack.site.assistantId, message, { clientIp: VISITOR_IP, conversationId, visitorId });
  const conversations = async () =>
    (
      await sql<{ count: number }>(
        `SELECT count(*)::int AS count FROM conversations WHERE "assistantId" = $1`,
        [stack.site.assistantId],
      )
    )[0].count;
  const leads = async () =>
    ((await api().get(path('/leads')).set('Authorization', bearer(owner)).expect(200)).body as LeadList)
      .leads;

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: '203.0.113.170' },
      env: { TRIAL_CONVERSATION_QUOTA: '2' },
    });
    owner = await ownerToken(stack.api.app, OWNER);
    await api().put(path('/lead-settings')).set('Authorization', bearer(owner)).send(SETTINGS).expect(200);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('with room, a lead before the first question starts the conversation its questions join', async () => {
    const created = await leave({ visitorId: 'early', name: 'Ana', email: 'ana@example.com' });
    expect(created.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const reply = await question('When are you open?', created.conversationId, 'early');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ conversationId: created.conversationId, answered: true });
    expect((await leads())[0]).toMatchObject({
      id: created.id,
      conversationId: created.conversationId,
      email: 'ana@example.com',
      firstQuestion: 'When are you open?',
      messageCount: 1,
    });
    expect(await conversations()).toBe(1);
  });

  it('once the quota is reached, a lead is kept but the next question gets the limit reply', async () => {
    // The second and last conversation of the trial.
    expect((await question('Do you sell cakes?', undefined, 'second')).body.answered).toBe(true);
    expect(await conversations()).toBe(2);

    const created = await leave({ visitorId: 'late', name: 'Bo', phone: '+1 555 010 0171' });
    // No conversation was started: the chat's own "nothing started" id, as its refusal gives.
    expect(created.conversationId).toBe('');
    const reply = await question('When are you open?', created.conversationId, 'late');
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ answered: false, conversationId: '', messageId: '' });
    expect(reply.body.answer).toMatch(/reached its conversation limit/);
    expect(reply.body.answer).toContain(PHONE);
    expect(await conversations()).toBe(2);

    // The owner still has the visitor's contact, without a conversation to open.
    expect((await leads())[0]).toMatchObject({
      id: created.id,
      conversationId: null,
      name: 'Bo',
      phone: '+1 555 010 0171',
      firstQuestion: null,
      messageCount: 0,
    });
    // The CSV carries it with an empty conversation cell.
    const csv = await api().get(path('/leads.csv')).set('Authorization', bearer(owner)).expect(200);
    const row = csv.text.split('\r\n').find((line) => line.includes('"Bo"'))!;
    expect(row.split(',').slice(7)).toEqual(['""', '""']); // conversationId, firstQuestion

    // A lead inside a conversation in progress is still tied to it, and that conversation finishes.
    const first = (await leads()).find((lead) => lead.email === 'ana@example.com')!;
    const again = await leave({ conversationId: first.conversationId, email: 'ana@example.com' });
    expect(again.conversationId).toBe(first.conversationId);
    const followUp = await question('Do you make wedding cakes?', first.conversationId!, 'early');
    expect(followUp.body).toMatchObject({ conversationId: first.conversationId, answered: true });
  });

  it('once the trial has ended, a lead is kept but the next question is told the assistant is paused', async () => {
    const [{ endsAt }] = await sql<{ endsAt: Date }>(`SELECT "endsAt" FROM trials WHERE id = $1`, [
      stack.site.trialId,
    ]);
    await moveOtherTrialsOutOfTheWay(stack.site.trialId);
    const lifecycle = stack.workers.app.get(TrialLifecycleService);
    expect((await lifecycle.runOnce(new Date(new Date(endsAt).getTime() + 60_000))).expired).toBe(1);
    // The api forgets its cached assistant when the workers announce the change; wait for that.
    const deadline = Date.now() + 5000;
    for (;;) {
      const body = (await question('Are you open today?')).body as ChatResponse;
      if (/paused/.test(body.answer)) break;
      if (Date.now() > deadline) throw new Error(`Still not paused: ${JSON.stringify(body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const created = await leave({ visitorId: 'paused', email: 'cy@example.com' });
    expect(created.conversationId).toBe('');
    const reply = await question('Do you deliver?', created.conversationId, 'paused');
    expect(reply.body).toMatchObject({ answered: false, conversationId: '' });
    expect(reply.body.answer).toMatch(/^Sorry, this assistant is paused at the moment/);
    expect(reply.body.answer).toContain(PHONE);
    expect(await conversations()).toBe(2);
    expect((await leads())[0]).toMatchObject({
      id: created.id,
      email: 'cy@example.com',
      conversationId: null,
    });
  });
});
