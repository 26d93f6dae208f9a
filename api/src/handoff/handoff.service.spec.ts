import {
  loadConfig,
  type AssistantEntity,
  type AssistantRepository,
  type ConversationRepository,
  type FollowUpEntity,
  type FollowUpRepository,
  type MailService,
  type TrialRepository,
  type UserRepository,
  type WebhookEvents,
} from '@gptsite/server';
import type { RateLimiterService } from '../common/rate-limiter.service';
import { HandoffService } from './handoff.service';

const ASSISTANT_ID = '0b0f5b7e-1c1d-4f3a-9d5e-111111111111';
const CONVERSATION_ID = '0b0f5b7e-1c1d-4f3a-9d5e-222222222222';

/** The service with its repositories, mailer, webhook and limiter replaced: what it stored, sent, marked. */
function serviceWith(options: { smtpUrl: string | null; mailFails?: boolean }) {
  const marked: string[] = [];
  const mails: Array<{ to: string; subject: string; text: string }> = [];
  const events: Array<{ type: string; data: Record<string, unknown> }> = [];
  const assistant = {
    id: ASSISTANT_ID,
    name: 'Bakery Assistant',
    ownerUserId: 'u-1',
    trialId: 't-1',
    activeConversionId: 'c-1',
  } as unknown as AssistantEntity;
  const followUps = {
    create: async (input: Partial<FollowUpEntity>) =>
      ({
        ...input,
        id: 'f-1',
        status: 'pending',
        createdAt: new Date('2026-11-26T10:00:00Z'),
      }) as FollowUpEntity,
    markSent: async (id: string) => void marked.push(id),
  } as unknown as FollowUpRepository;
  const conversations = {
    findForAssistant: async () => ({ id: CONVERSATION_ID, assistantId: ASSISTANT_ID }),
    messagesOf: async () => [{ question: 'Do you sell gift cards?', answer: "I don't know." }],
  } as unknown as ConversationRepository;
  const mail = {
    send: async (message: { to: string; subject: string; text: string }) => {
      if (options.mailFails) throw new Error('connect ECONNREFUSED');
      mails.push(message);
    },
  } as unknown as MailService;
  const service = new HandoffService(
    loadConfig(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    followUps,
    { findById: async () => assistant } as unknown as AssistantRepository,
    conversations,
    { findById: async () => ({ email: 'owner@bakery.example' }) } as unknown as UserRepository,
    { findById: async () => null } as unknown as TrialRepository,
    mail,
    {
      enqueueWebhookEvent: async (_id: string, type: string, data: Record<string, unknown>) => {
        events.push({ type, data });
        return 'e-1';
      },
    } as unknown as WebhookEvents,
    { consume: async () => undefined } as unknown as RateLimiterService,
  );
  return { service, marked, mails, events };
}

const REQUEST = { conversationId: CONVERSATION_ID, name: 'Ana', email: 'ana@example.com' };

describe('HandoffService', () => {
  it('marks the follow-up sent once the mail went out over SMTP', async () => {
    const { service, marked, mails, events } = serviceWith({ smtpUrl: 'smtp://127.0.0.1:2525' });
    expect(await service.request(ASSISTANT_ID, REQUEST, '203.0.113.9')).toMatchObject({
      status: 'sent',
      priority: 'normal',
    });
    expect(marked).toEqual(['f-1']);
    expect(mails[0].to).toBe('owner@bakery.example');
    expect(mails[0].text).toContain('Visitor: Do you sell gift cards?');
    expect(events).toEqual([
      { type: 'handoff', data: expect.objectContaining({ id: 'f-1', status: 'sent' }) },
    ]);
  });

  it('keeps it pending when there is no mail server (the mail is only in the outbox)', async () => {
    const { service, marked, events } = serviceWith({ smtpUrl: null });
    expect((await service.request(ASSISTANT_ID, REQUEST, '203.0.113.9')).status).toBe('pending');
    expect(marked).toEqual([]);
    expect(events[0].data).toMatchObject({ status: 'pending' });
  });

  it('keeps it pending when the mail fails, and still tells the visitor when to expect a reply', async () => {
    const { service, marked } = serviceWith({ smtpUrl: 'smtp://127.0.0.1:2525', mailFails: true });
    const created = await service.request(ASSISTANT_ID, REQUEST, '203.0.113.9');
    expect(created).toMatchObject({
      status: 'pending',
      expectedReply: 'The team will reply by email, usually within one business day.',
    });
    expect(marked).toEqual([]);
  });
});
