import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  APP_CONFIG,
  AssistantRepository,
  ConversationRepository,
  DomainError,
  FollowUpRepository,
  MailService,
  TrialRepository,
  UserRepository,
  WebhookEvents,
  dashboardUrl,
  ownerEmailOf,
  type AppConfig,
  type AssistantEntity,
  type FollowUpEntity,
  type FollowUpRow,
} from '@gptsite/server';
import {
  expectedReply,
  isUuid,
  type FollowUp,
  type HandoffCreated,
  type HandoffRequest,
  type HandoffSettings,
} from '@gptsite/shared';
import { clientNetwork } from '../common/client-network';
import { RateLimiterService } from '../common/rate-limiter.service';
import { handoffMail } from './handoff-mail';
import { handoffPriority } from './handoff-priority';

/** Follow-ups the owner's inbox holds at most: open ones first. */
const INBOX_LIMIT = 500;
/** How long a visitor's request waits for the owner's mail before answering "pending". */
const MAIL_WAIT_MS = 5000;

/** The promise's value if it settles within `ms`, else `fallback` (the promise carries on). */
async function settledWithin<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  try {
    return await Promise.race([promise.catch(() => fallback), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Handoff to a person: a visitor's request becomes a follow-up (pending), the owner is mailed the
 * transcript (sent), and marks it responded from the dashboard; each one is a `handoff` webhook event.
 */
@Injectable()
export class HandoffService {
  private readonly logger = new Logger('Handoff');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly followUps: FollowUpRepository,
    private readonly assistants: AssistantRepository,
    private readonly conversations: ConversationRepository,
    private readonly users: UserRepository,
    private readonly trials: TrialRepository,
    private readonly mail: MailService,
    private readonly webhookEvents: WebhookEvents,
    private readonly limiter: RateLimiterService,
  ) {}

  async request(assistantId: string, input: HandoffRequest, ip: string): Promise<HandoffCreated> {
    const assistant = isUuid(assistantId) ? await this.assistants.findById(assistantId) : null;
    if (!assistant) throw new DomainError('ASSISTANT_NOT_FOUND');
    const conversation = await this.conversations.findForAssistant(assistant.id, input.conversationId);
    if (!conversation) throw new DomainError('CONVERSATION_NOT_FOUND');
    await this.limiter.consume('contact', `${assistant.id}:${clientNetwork(ip)}`);
    const transcript = await this.conversations.messagesOf(conversation.id);
    const followUp = await this.followUps.create({
      assistantId: assistant.id,
      conversationId: conversation.id,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      message: input.message ?? null,
      priority: handoffPriority(input.message, transcript.at(-1)?.question),
    });
    // The visitor waits for the mail only so long: a slow mail server finishes (and marks it sent) later.
    const mailed = this.mailOwner(assistant, followUp, transcript).then(async (sent) => {
      if (sent) await this.followUps.markSent(followUp.id);
      return sent;
    });
    const sent = await settledWithin(mailed, MAIL_WAIT_MS, false);
    await this.sendWebhook(assistant.id, followUp, sent);
    return {
      id: followUp.id,
      status: sent ? 'sent' : 'pending',
      priority: followUp.priority,
      expectedReply: expectedReply(followUp),
    };
  }

  async list(assistantId: string): Promise<FollowUp[]> {
    return (await this.followUps.list(assistantId, INBOX_LIMIT)).map(toFollowUp);
  }

  async markResponded(assistantId: string, followUpId: string): Promise<FollowUp> {
    const row = isUuid(followUpId) ? await this.followUps.markResponded(assistantId, followUpId) : null;
    if (!row) throw new DomainError('FOLLOW_UP_NOT_FOUND');
    return toFollowUp(row);
  }

  async settings(assistantId: string): Promise<HandoffSettings> {
    return { afterTwoDeclines: await this.followUps.offersAfterTwoDeclines(assistantId) };
  }

  async saveSettings(assistantId: string, input: HandoffSettings): Promise<HandoffSettings> {
    await this.followUps.saveSettings(assistantId, input.afterTwoDeclines);
    return this.settings(assistantId);
  }

  /**
   * True once the owner's mail went out; false without an owner address, without a mail server, or when
   * sending failed: the follow-up then stays pending (and listed in the inbox).
   */
  private async mailOwner(
    assistant: AssistantEntity,
    followUp: FollowUpEntity,
    transcript: Awaited<ReturnType<ConversationRepository['messagesOf']>>,
  ): Promise<boolean> {
    const to = await ownerEmailOf(assistant, this.users, this.trials);
    if (!to) return false;
    const link = dashboardUrl(this.config, assistant);
    try {
      await this.mail.send({ to, ...handoffMail(assistant, followUp, transcript, link), link });
      // Without SMTP_URL the mail is only kept in the outbox: it has not gone out, so it stays pending.
      return this.config.mail.smtpUrl !== null;
    } catch (error) {
      this.logger.warn(`Follow-up ${followUp.id}: the owner's mail failed: ${(error as Error).message}`);
      return false;
    }
  }

  private async sendWebhook(assistantId: string, followUp: FollowUpEntity, sent: boolean): Promise<void> {
    try {
      await this.webhookEvents.enqueueWebhookEvent(assistantId, 'handoff', {
        id: followUp.id,
        conversationId: followUp.conversationId,
        name: followUp.name,
        email: followUp.email,
        phone: followUp.phone,
        message: followUp.message,
        priority: followUp.priority,
        status: sent ? 'sent' : 'pending',
        createdAt: followUp.createdAt.toISOString(),
      });
    } catch (error) {
      this.logger.error(
        `Follow-up ${followUp.id}: the webhook event was not queued: ${(error as Error).message}`,
      );
    }
  }
}

function toFollowUp(row: FollowUpRow): FollowUp {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    conversationId: row.conversationId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    status: row.status,
    priority: row.priority,
    createdAt: new Date(row.createdAt).toISOString(),
    sentAt: iso(row.sentAt),
    respondedAt: iso(row.respondedAt),
    firstQuestion: row.firstQuestion,
    messageCount: Number(row.messageCount),
  };
}
