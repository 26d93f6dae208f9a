import { join } from 'node:path';
import { Queue } from 'bullmq';
import request from 'supertest';
import { REDIS_KEYS, type RedisKeys } from '../../libs/server/src';
import type {
  AssistantProfile,
  ConversationDetail,
  LeadCreated,
  LeadList,
  LeadSettings,
  WebhookSettings,
} from '../../libs/shared/src';
import {
  LEAD_DIGEST_QUEUE,
  LEAD_DIGEST_SCHEDULER_ID,
  LeadDigestService,
} from '../../workers/src/leads/lead-digest.service';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { ask, sql } from '../support/chat-site';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';
import { SmtpInbox } from '../support/smtp-inbox';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Lead capture (issue 13) on a converted bakery site, with a real SMTP server and a webhook receiver on
 * 127.0.0.1: the owner turns it on; the public profile tells the chat when to ask (and nothing private);
 * a visitor's lead is validated, stored with its conversation, mailed to the owner and POSTed signed to
 * the webhook; the owner lists it (with the conversation) and downloads the CSV; a digest owner gets one
 * mail a day from the workers' scheduler instead.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const OWNER = 'owner@leads-bakery.example';
const VISITOR_IP = '203.0.113.141';

const SETTINGS: LeadSettings = {
  enabled: true,
  fields: { name: true, email: true, phone: true, custom: true },
  customQuestion: 'What is the occasion?',
  when: 'after_questions',
  afterQuestions: 2,
  notify: 'each',
};

describe('Lead capture', () => {
  const inbox = new SmtpInbox();
  const receiver = new WebhookReceiver();
  let stack: ConvertedStack;
  let owner: string;
  let secret: string;

  const api = () => request(stack.api.baseUrl);
  const path = (suffix: string) => `/api/v1/assistants/${stack.site.assistantId}${suffix}`;
  const saveSettings = (settings: LeadSettings) =>
    api().put(path('/lead-settings')).set('Authorization', bearer(owner)).send(settings).expect(200);
  const leave = (body: object) => api().post(path('/leads')).set('X-Forwarded-For', VISITOR_IP).send(body);

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    await receiver.start();
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: '203.0.113.140' },
      env: { SMTP_URL: smtpUrl, CRAWL_ALLOWED_HOSTS: '127.0.0.1', PUBLIC_URL: 'https://app.gptsite.test' },
    });
    owner = await ownerToken(stack.api.app, OWNER);
    secret = (
      (
        await api()
          .put(path('/webhook'))
          .set('Authorization', bearer(owner))
          .send({ url: receiver.url })
          .expect(200)
      ).body as WebhookSettings
    ).secret;
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await receiver.close();
    await inbox.close();
  });

  it('is off until the owner turns it on: the profile says nothing and a lead is refused', async () => {
    const settings = await api().get(path('/lead-settings')).set('Authorization', bearer(owner)).expect(200);
    expect(settings.body).toMatchObject({ enabled: false });
    const profile = (await api().get(path('')).expect(200)).body as AssistantProfile;
    expect(profile.leadCapture).toBeUndefined();
    const refused = await leave({ email: 'ana@example.com' }).expect(409);
    expect(refused.body.message).toBe('This assistant is not collecting contact details right now');
  });

  it('checks the settings the owner saves', async () => {
    const refused = await api()
      .put(path('/lead-settings'))
      .set('Authorization', bearer(owner))
      .send({ ...SETTINGS, fields: { name: true, email: false, phone: false, custom: false } })
      .expect(400);
    expect(refused.body.message).toContain('Please ask for an email address or a phone number');
  });

  it('stores a valid lead with its conversation, mails the owner and sends a signed webhook', async () => {
    expect((await saveSettings(SETTINGS)).body).toEqual(SETTINGS);
    const profile = (await api().get(path('')).expect(200)).body as AssistantProfile;
    // What the chat needs to ask, and not how the owner hears of leads.
    expect(profile.leadCapture).toEqual({
      enabled: true,
      fields: SETTINGS.fields,
      customQuestion: 'What is the occasion?',
      when: 'after_questions',
      afterQuestions: 2,
    });

    const first = await ask(stack.api, stack.site.assistantId, 'What are your opening hours?', {
      clientIp: VISITOR_IP,
      visitorId: 'lead-visitor',
    });
    expect(first.status).toBe(200);
    const { conversationId } = first.body;
    await ask(stack.api, stack.site.assistantId, 'Do you make wedding cakes?', {
      clientIp: VISITOR_IP,
      conversationId,
    });

    // Validation: clear 400s, nothing stored.
    const none = await leave({ conversationId, name: 'Ana' }).expect(400);
    expect(none.body.message).toBe(
      "There's an issue with the email field: Please leave an email address or a phone number so the team can reach you",
    );
    const badEmail = await leave({ conversationId, email: 'ana@example' }).expect(400);
    expect(badEmail.body.fields.email).toContain('Please enter an email address like name@example.com');
    const badPhone = await leave({ conversationId, phone: '12' }).expect(400);
    expect(badPhone.body.fields.phone).toContain('7 to 15 digits');

    const mailsBefore = inbox.to(OWNER).length;
    const created = (
      await leave({
        conversationId,
        name: 'Ana\u0000 Lopez',
        email: 'ana@example.com',
        answer: 'A wedding in June',
        pageUrl: 'https://maple-street.example/cakes',
      }).expect(201)
    ).body as LeadCreated;
    expect(created.conversationId).toBe(conversationId);

    const mail = await inbox.next(OWNER, mailsBefore);
    expect(mail.subject).toMatch(/^New lead from .+: Ana Lopez$/);
    expect(mail.text).toContain('Email: ana@example.com');
    expect(mail.text).toContain('What is the occasion? A wedding in June');
    expect(mail.text).toContain(`https://app.gptsite.test/school-dashboard/${stack.site.conversionId}`);

    const delivered = await receiver.next('lead');
    expect(WebhookReceiver.signedWith(delivered, secret)).toBe(true);
    expect(WebhookReceiver.signedWith(delivered, 'f'.repeat(64))).toBe(false);
    expect(delivered.event).toMatchObject({
      type: 'lead',
      assistantId: stack.site.assistantId,
      data: {
        id: created.id,
        conversationId,
        name: 'Ana Lopez',
        email: 'ana@example.com',
        phone: null,
        question: 'What is the occasion?',
        answer: 'A wedding in June',
      },
    });

    // The owner's list: the lead with its conversation, whose transcript the owner can open.
    const list = (await api().get(path('/leads')).set('Authorization', bearer(owner)).expect(200))
      .body as LeadList;
    expect(list.leads).toHaveLength(1);
    expect(list.leads[0]).toMatchObject({
      id: created.id,
      conversationId,
      name: 'Ana Lopez',
      firstQuestion: 'What are your opening hours?',
      messageCount: 2,
    });
    const transcript = (
      await api()
        .get(`/api/v1/conversations/${conversationId}`)
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body as ConversationDetail;
    expect(transcript.messages.map((message) => message.question)).toEqual([
      'What are your opening hours?',
      'Do you make wedding cakes?',
    ]);
  });

  it('exports the leads as CSV', async () => {
    const response = await api().get(path('/leads.csv')).set('Authorization', bearer(owner)).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="leads-');
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('createdAt,name,email,phone,question,answer,pageUrl,conversationId,firstQuestion');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      '"Ana Lopez","ana@example.com","","What is the occasion?","A wedding in June"',
    );
  });

  it('a lead before the first question starts the conversation the questions then join', async () => {
    const mailsBefore = inbox.to(OWNER).length;
    const created = (await leave({ visitorId: 'early-visitor', phone: '+1 555 010 0142' }).expect(201))
      .body as LeadCreated;
    const reply = await ask(stack.api, stack.site.assistantId, 'Do you sell gift cards?', {
      clientIp: VISITOR_IP,
      conversationId: created.conversationId,
    });
    expect(reply.body.conversationId).toBe(created.conversationId);
    await receiver.next('lead', 1);
    // The owner's mail is sent after the visitor's answer, which does not wait for the mail server.
    expect((await inbox.next(OWNER, mailsBefore)).text).toContain('Phone: +1 555 010 0142');
  });

  it('a digest owner gets no mail per lead, then one digest from the daily scheduler', async () => {
    await saveSettings({ ...SETTINGS, notify: 'digest' });
    const mailsBefore = inbox.to(OWNER).length;
    const [one, two] = [
      (await leave({ name: 'Bo', email: 'bo@example.com' }).expect(201)).body as LeadCreated,
      (await leave({ name: 'Cy', phone: '020 7946 0958' }).expect(201)).body as LeadCreated,
    ];
    // Both leads' webhooks have gone out, so the api is done with them: still no mail.
    await receiver.next('lead', 3);
    const waiting = await sql<{ id: string }>(
      `SELECT id FROM leads WHERE "assistantId" = $1 AND notify = 'digest' AND "notifiedAt" IS NULL
       ORDER BY "createdAt"`,
      [stack.site.assistantId],
    );
    expect(waiting.map((row) => row.id)).toEqual([one.id, two.id]);
    expect(inbox.to(OWNER)).toHaveLength(mailsBefore);

    // The workers keep a daily scheduler in Redis; its run is what sends the digest.
    const digests = stack.workers.app.get(LeadDigestService);
    await digests.whenScheduled();
    const keys = stack.workers.app.get<RedisKeys>(REDIS_KEYS);
    const queue = new Queue(LEAD_DIGEST_QUEUE, {
      connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      prefix: keys.bullPrefix,
    });
    try {
      expect(await queue.getJobScheduler(LEAD_DIGEST_SCHEDULER_ID)).toMatchObject({
        pattern: '0 8 * * *',
        tz: 'UTC',
      });
    } finally {
      await queue.close();
    }
    expect(await digests.runOnce()).toBe(1);
    const digest = await inbox.next(OWNER, mailsBefore);
    expect(digest.subject).toMatch(/^2 new leads from /);
    expect(digest.text).toContain('Name: Bo');
    expect(digest.text).toContain('Phone: 020 7946 0958');
    expect(await digests.runOnce()).toBe(0);
  });

  it("is the assistant's managers' only", async () => {
    await api().get(path('/leads')).expect(401);
    const stranger = await signInAs(stack.api.app, 'user');
    await api().get(path('/leads')).set('Authorization', bearer(stranger)).expect(403);
    await api().get(path('/leads.csv')).set('Authorization', bearer(stranger)).expect(403);
    await api().put(path('/lead-settings')).set('Authorization', bearer(stranger)).send(SETTINGS).expect(403);
  });
});
