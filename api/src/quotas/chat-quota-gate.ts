import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  APP_CONFIG,
  PlanUsageRepository,
  type AppConfig,
  type AssistantBilling,
  type AssistantEntity,
} from '@gptsite/server';
import { allowanceOf, quotaLevel, type Allowance } from '@gptsite/shared';
import { QuotaNotices, type QuotaNotice } from './quota-notices.service';
import { limitReply, pausedReply } from './quota-replies';

interface Usage {
  billing: AssistantBilling;
  allowance: Allowance | 'paused';
  /** Conversations started in the allowance's period, counted in Postgres, then here as they start. */
  used: number;
  /** Notices this process knows went out this period (saves asking Postgres again). */
  noticed: Set<QuotaNotice>;
}

/** Demo assistants and rows older than accounts have no owner to bill or tell: never limited. */
const UNLIMITED = 'unlimited' as const;

/**
 * Decides whether a visitor may start a new conversation: not when the trial has ended unconverted
 * (paused) or the period's conversations are used up; then the visitor gets a kind reply with the
 * business's contact details. Conversations in progress are never asked about, so they can finish.
 *
 * The count is read from Postgres once per live assistant object (LiveAssistants hands out a new one
 * after any announced change, and at least every 30 s) and counted on here, so a visitor starting a
 * conversation costs no extra round trip. Several api processes may each admit a few conversations
 * past the limit before they read the count again; the limit is a business limit, not a security one.
 */
@Injectable()
export class ChatQuotaGate {
  private readonly logger = new Logger('ChatQuotaGate');
  private readonly usages = new WeakMap<AssistantEntity, Promise<Usage | typeof UNLIMITED>>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly usage: PlanUsageRepository,
    private readonly notices: QuotaNotices,
  ) {}

  /** Null when a new conversation may start (and it is counted); else what the visitor is told instead. */
  async refusalFor(assistant: AssistantEntity, now = new Date()): Promise<string | null> {
    const usage = await this.usageOf(assistant, now);
    if (usage === UNLIMITED) return null;
    if (usage.allowance === 'paused') return pausedReply(assistant.contact);
    const { allowance } = usage;
    if (quotaLevel(usage.used, allowance.limit) === 'reached') {
      this.notify('quota-reached', usage);
      return limitReply(assistant.contact);
    }
    usage.used += 1;
    if (quotaLevel(usage.used, allowance.limit) !== 'ok') this.notify('quota-near', usage);
    return null;
  }

  private async usageOf(assistant: AssistantEntity, now: Date): Promise<Usage | typeof UNLIMITED> {
    const known = await this.usages.get(assistant);
    // A month or a trial that ended since it was read is read again.
    if (known && (known === UNLIMITED || known.allowance === 'paused' || now < known.allowance.until))
      return known;
    const loading = this.load(assistant.id, now);
    this.usages.set(assistant, loading);
    loading.catch(() => this.usages.delete(assistant));
    return loading;
  }

  private async load(assistantId: string, now: Date): Promise<Usage | typeof UNLIMITED> {
    const billing = await this.usage.billingOf(assistantId);
    if (!billing || !billing.hasOwner) return UNLIMITED;
    const allowance = allowanceOf(
      {
        trialStatus: billing.trialStatus,
        planId: billing.planId,
        startsAt: new Date(billing.startsAt),
        endsAt: new Date(billing.endsAt),
      },
      now,
      this.config.plans.trialConversationQuota,
    );
    const used =
      allowance === 'paused' || allowance.limit === null
        ? 0
        : await this.usage.conversationsBetween(assistantId, allowance.from, allowance.until);
    return { billing, allowance, used, noticed: new Set() };
  }

  /** The owner's mail goes out beside the visitor's answer, never in its way. */
  private notify(kind: QuotaNotice, usage: Usage): void {
    if (usage.noticed.has(kind) || usage.allowance === 'paused') return;
    usage.noticed.add(kind);
    this.notices
      .send(kind, usage.billing, usage.allowance, usage.used)
      .catch((error: Error) => this.logger.warn(`Quota notice ${kind} failed: ${error.message}`));
  }
}
