import { join } from 'node:path';
import request from 'supertest';
import type { FollowUp, FollowUpList, HandoffCreated, WebhookSettings } from '../../libs/shared/src';
import { HANDOFF_OFFER } from '../../api/src/chat/chat.service';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { ask, askOverSocket } from '../support/chat-site';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';
import { SmtpInbox } from '../support/smtp-inbox';
import { connectSocket } from '../support/test-api';
import { WebhookReceiver } from '../support/webhook-receiver';

/**
 * Handoff to a person (issue 13) on a converted bakery site, with a real SMTP server and a webhook
 * receiver on 127.0.0.1: a visitor asking for a person gets the offer (the response's `handoff` flag, over
 * HTTP and the socket); their contact becomes a follow-up whose status goes pending → sent when the
 * owner's mail (with the transcript and the dashboard link) went out, with a priority from their words;
 * the webhook gets a signed `handoff` event; the owner marks it responded from the inbox. Two declines in
 * a row offer a person only when the owner turned that on.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const OWNER = 'owner@handoff-bakery.example';
const VISITOR_IP = '203.0.113.151';
const DECLINED = 'Do you sell gift cards?';

describe('Handoff to a person', () => {
  const inbox = new SmtpInbox();
  const receiver = new WebhookReceiver();
  let stack: ConvertedStack;
  let owner: string;
  let secret: string;

  const api = () => request(stack.api.baseUrl);
  const path = (suffix: string) => `/api/v1/assistants/${stack.site.assistantId}${suffix}`;
  const askAs = async (message: string, conversationId?: string) => {
    const reply = await ask(stack.api, stack.site.assistantId, message, {
      clientIp: VISITOR_IP,
      visitorId: 'handoff-visitor',
      conversationId,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const handOff = (body: object) =>
    api().post(path('/handoffs')).set('X-Forwarded-For', VISITOR_IP).send(body);
  const inboxList = async (): Promise<FollowUp[]> =>
    (
      (await api().get(path('/follow-ups')).set('Authorization', bearer(owner)).expect(200))
        .body as FollowUpList
    ).followUps;

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    await receiver.start();
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: '203.0.113.150' },
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

  it('offers a person when the visitor asks for one, over HTTP and the socket, and not otherwise', async () => {
    const hours = await askAs('What are your opening hours?');
    expect(hours.handoff).toBeUndefined();
    const offer = await askAs('Can I talk to a real person please?', hours.conversationId);
    expect(offer).toMatchObject({ handoff: true, answer: HANDOFF_OFFER, answered: true, sources: [] });

    const socket = await connectSocket(stack.api.baseUrl);
    try {
      const streamed = await askOverSocket(socket, {
        assistantId: stack.site.assistantId,
        message: 'I want to speak to someone',
        visitorId: 'socket-visitor',
      });
      expect(streamed.done).toMatchObject({ handoff: true, answer: HANDOFF_OFFER });
      expect(streamed.tokens.join('')).toBe(HANDOFF_OFFER);
    } finally {
      socket.disconnect();
    }
  });

  it('turns the contact into a follow-up: mailed with the transcript (sent), signed webhook, priority', async () => {
    const first = await askAs(DECLINED);
    await askAs('Can I talk to a person?', first.conversationId);

    // Validation: a name and an email or phone; the conversation must be this assistant's.
    const noName = await handOff({ conversationId: first.conversationId, email: 'ana@example.com' }).expect(
      400,
    );
    expect(noName.body.message).toBe("There's an issue with the name field: Please tell us your name");
    const noContact = await handOff({ conversationId: first.conversationId, name: 'Ana' }).expect(400);
    expect(noContact.body.fields.email).toContain('Please leave an email address or a phone number');
    await handOff({
      conversationId: '7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
      name: 'Ana',
      email: 'ana@example.com',
    }).expect(404);

    const mailsBefore = inbox.to(OWNER).length;
    const created = (
      await handOff({
        conversationId: first.conversationId,
        name: 'Ana Lopez',
        email: 'ana@example.com',
        message: 'It is urgent: I need a cake for tomorrow',
      }).expect(201)
    ).body as HandoffCreated;
    expect(created).toMatchObject({
      status: 'sent',
      priority: 'high',
      expectedReply: 'The team will reply by email, usually within one business day.',
    });

    const mail = await inbox.next(OWNER, mailsBefore);
    expect(mail.subject).toMatch(/^\[High priority\] Ana Lopez would like to talk to a person/);
    expect(mail.text).toContain('Email: ana@example.com');
    expect(mail.text).toContain('Their message: It is urgent: I need a cake for tomorrow');
    expect(mail.text).toContain(`Visitor: ${DECLINED}`);
    expect(mail.text).toContain('Visitor: Can I talk to a person?');
    expect(mail.text).toContain(`Assistant: ${HANDOFF_OFFER}`);
    expect(mail.text).toContain(`https://app.gptsite.test/school-dashboard/${stack.site.conversionId}`);

    const delivered = await receiver.next('handoff');
    expect(WebhookReceiver.signedWith(delivered, secret)).toBe(true);
    expect(delivered.event).toMatchObject({
      type: 'handoff',
      assistantId: stack.site.assistantId,
      data: {
        id: created.id,
        conversationId: first.conversationId,
        name: 'Ana Lopez',
        email: 'ana@example.com',
        priority: 'high',
        status: 'sent',
      },
    });

    // A calm visitor with a phone only: normal priority, told to expect a call.
    const second = await askAs('What cakes do you make?');
    const calm = (
      await handOff({ conversationId: second.conversationId, name: 'Bo', phone: '+1 555 010 0142' }).expect(
        201,
      )
    ).body as HandoffCreated;
    expect(calm).toMatchObject({ status: 'sent', priority: 'normal' });
    expect(calm.expectedReply).toBe('The team will call or text you back, usually within one business day.');
    await receiver.next('handoff', 1);
  });

  it("lists follow-ups in the owner's inbox, and the owner marks one responded", async () => {
    const open = await inboxList();
    expect(open.map((followUp) => [followUp.name, followUp.priority, followUp.status])).toEqual([
      ['Ana Lopez', 'high', 'sent'],
      ['Bo', 'normal', 'sent'],
    ]);
    expect(open[0]).toMatchObject({ firstQuestion: DECLINED, messageCount: 2 });
    expect(open[0].sentAt).not.toBeNull();

    await api()
      .patch(path(`/follow-ups/${open[0].id}`))
      .set('Authorization', bearer(owner))
      .send({ status: 'sent' })
      .expect(400);
    const responded = (
      await api()
        .patch(path(`/follow-ups/${open[0].id}`))
        .set('Authorization', bearer(owner))
        .send({ status: 'responded' })
        .expect(200)
    ).body as FollowUp;
    expect(responded).toMatchObject({ status: 'responded' });
    expect(responded.respondedAt).not.toBeNull();
    // Marking it again changes nothing; open ones stay on top.
    await api()
      .patch(path(`/follow-ups/${open[0].id}`))
      .set('Authorization', bearer(owner))
      .send({ status: 'responded' })
      .expect(200);
    expect((await inboxList()).map((followUp) => [followUp.name, followUp.status])).toEqual([
      ['Bo', 'sent'],
      ['Ana Lopez', 'responded'],
    ]);
    await api()
      .patch(path('/follow-ups/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11'))
      .set('Authorization', bearer(owner))
      .send({ status: 'responded' })
      .expect(404);
  });

  it('offers a person after two declines in a row only when the owner turned that on', async () => {
    const off = await askAs(DECLINED);
    const offAgain = await askAs(DECLINED, off.conversationId);
    expect([off.answered, offAgain.answered, offAgain.handoff]).toEqual([false, false, undefined]);

    await api()
      .put(path('/handoff-settings'))
      .set('Authorization', bearer(owner))
      .send({ afterTwoDeclines: true })
      .expect(200, { afterTwoDeclines: true });
    const once = await askAs(DECLINED);
    expect(once.handoff).toBeUndefined();
    const twice = await askAs(DECLINED, once.conversationId);
    expect(twice).toMatchObject({ answered: false, handoff: true });
    const answered = await askAs('What are your opening hours?', once.conversationId);
    expect(answered.handoff).toBeUndefined();
  });

  it("is the assistant's managers' only", async () => {
    await api().get(path('/follow-ups')).expect(401);
    const stranger = await signInAs(stack.api.app, 'user');
    await api().get(path('/follow-ups')).set('Authorization', bearer(stranger)).expect(403);
    await api()
      .put(path('/handoff-settings'))
      .set('Authorization', bearer(stranger))
      .send({ afterTwoDeclines: false })
      .expect(403);
  });
});
