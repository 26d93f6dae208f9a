import { Injectable, Logger } from '@nestjs/common';
import {
  DomainError,
  LeadNotifier,
  LeadRepository,
  WebhookEvents,
  isDomainError,
  type LeadEntity,
  type LeadRow,
  type LeadSettingsEntity,
} from '@gptsite/server';
import {
  DEFAULT_LEAD_SETTINGS,
  type Lead,
  type LeadCaptureProfile,
  type LeadCreated,
  type LeadSettings,
  type LeadSubmit,
} from '@gptsite/shared';
import { clientNetwork } from '../common/client-network';
import { LiveAssistants } from '../chat/live-assistants';
import { RateLimiterService } from '../common/rate-limiter.service';
import { ConversationAdmission } from '../quotas/conversation-admission';

/** Leads the owner's list (and CSV) holds at most: the latest. */
export const LEAD_LIST_LIMIT = 1000;

/** Lead capture: the owner's settings, a visitor's lead (stored, mailed, sent to the webhook), the list. */
@Injectable()
export class LeadsService {
  private readonly logger = new Logger('Leads');

  constructor(
    private readonly leads: LeadRepository,
    private readonly liveAssistants: LiveAssistants,
    private readonly notifier: LeadNotifier,
    private readonly webhookEvents: WebhookEvents,
    private readonly limiter: RateLimiterService,
    private readonly admission: ConversationAdmission,
  ) {}

  async settings(assistantId: string): Promise<LeadSettings> {
    return toSettings(await this.leads.settingsFor(assistantId));
  }

  async saveSettings(assistantId: string, input: LeadSettings): Promise<LeadSettings> {
    return toSettings(await this.leads.saveSettings(assistantId, input));
  }

  async capture(assistantId: string, input: LeadSubmit, ip: string): Promise<LeadCreated> {
    // The live assistant the chat answers from, so the gate counts this conversation with the chat's.
    const assistant = await this.liveAssistants.get(assistantId);
    const settings = await this.leads.settingsFor(assistant.id);
    if (!settings?.enabled) throw new DomainError('LEADS_OFF');
    await this.limiter.consume('contact', `${assistant.id}:${clientNetwork(ip)}`);
    // A lead left before the first question starts the conversation, past the same quota gate as a
    // question's; on a full or paused assistant the lead is still kept (the visitor's contact is worth most
    // then), but no conversation starts that the next question could join past the gate.
    const { conversation, refusal } = await this.admission.admit(assistant, input.conversationId);
    const conversationId =
      conversation?.id ??
      (refusal
        ? null
        : await this.leads.startConversation(assistant.id, {
            visitorId: input.visitorId ?? null,
            pageUrl: input.pageUrl ?? null,
          }));
    const asked = settings.fields.custom && settings.customQuestion;
    const lead = await this.leads.create({
      assistantId: assistant.id,
      conversationId,
      name: settings.fields.name ? (input.name ?? null) : null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      question: asked ? settings.customQuestion : null,
      answer: asked ? (input.answer ?? null) : null,
      pageUrl: input.pageUrl ?? null,
      notify: settings.notify,
    });
    // Not awaited: the visitor's request does not wait on the mail server (notifyLead logs a failure).
    if (settings.notify === 'each') void this.notifier.notifyLead(assistant, lead);
    await this.sendWebhook(assistant.id, lead);
    return { id: lead.id, conversationId: conversationId ?? '' };
  }

  async list(assistantId: string): Promise<Lead[]> {
    return (await this.leads.list(assistantId, LEAD_LIST_LIMIT)).map(toLead);
  }

  /** The visitor's lead is kept whatever the webhook's queue says; the owner's log shows deliveries. */
  private async sendWebhook(assistantId: string, lead: LeadEntity): Promise<void> {
    try {
      await this.webhookEvents.enqueueWebhookEvent(assistantId, 'lead', leadEventData(lead));
    } catch (error) {
      if (isDomainError(error)) throw error;
      this.logger.error(`Lead ${lead.id}: the webhook event was not queued: ${(error as Error).message}`);
    }
  }
}

/** The webhook's `data` for a lead. */
export function leadEventData(lead: LeadEntity) {
  return {
    id: lead.id,
    conversationId: lead.conversationId,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    question: lead.question,
    answer: lead.answer,
    pageUrl: lead.pageUrl,
    createdAt: lead.createdAt.toISOString(),
  };
}

/** What the public profile tells the chat (not how the owner is told); undefined while capture is off. */
export function leadCaptureProfile(row: LeadSettingsEntity | null): LeadCaptureProfile | undefined {
  if (!row?.enabled) return undefined;
  const { enabled, fields, customQuestion, when, afterQuestions } = toSettings(row);
  return { enabled, fields, customQuestion, when, afterQuestions };
}

function toSettings(row: LeadSettingsEntity | null): LeadSettings {
  if (!row) return DEFAULT_LEAD_SETTINGS;
  return {
    enabled: row.enabled,
    fields: row.fields,
    customQuestion: row.customQuestion,
    when: row.when,
    afterQuestions: row.afterQuestions,
    notify: row.notify,
  };
}

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    conversationId: row.conversationId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    question: row.question,
    answer: row.answer,
    pageUrl: row.pageUrl,
    createdAt: new Date(row.createdAt).toISOString(),
    firstQuestion: row.firstQuestion,
    messageCount: Number(row.messageCount),
  };
}
