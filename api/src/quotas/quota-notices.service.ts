import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  APP_CONFIG,
  MailService,
  PlanUsageRepository,
  quotaNearMail,
  quotaReachedMail,
  type AppConfig,
  type AssistantBilling,
  type MailMessage,
} from '@gptsite/server';
import type { Allowance } from '@gptsite/shared';

export type QuotaNotice = 'quota-near' | 'quota-reached';

/**
 * Tells the owner, once per period, that the assistant is near (80%) or at its conversation limit. The
 * notice row is claimed before the mail is sent, so several api processes never send it twice; a mail
 * that fails gives its claim back for the next conversation to try again.
 */
@Injectable()
export class QuotaNotices {
  private readonly logger = new Logger('QuotaNotices');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly usage: PlanUsageRepository,
    private readonly mail: MailService,
  ) {}

  /** Sends the notice unless it went out this period; true when this call sent it. */
  async send(
    kind: QuotaNotice,
    billing: AssistantBilling,
    allowance: Allowance,
    used: number,
  ): Promise<boolean> {
    if (!billing.ownerEmail) return false;
    const period = allowance.from.toISOString();
    if (!(await this.usage.claimNotice(billing.assistantId, kind, period))) return false;
    const input = {
      to: billing.ownerEmail,
      assistantName: billing.assistantName,
      brand: billing.brand,
      allowance,
      used,
      conversionId: billing.activeConversionId,
    };
    const message: MailMessage =
      kind === 'quota-near' ? quotaNearMail(this.config, input) : quotaReachedMail(this.config, input);
    try {
      await this.mail.send(message);
      return true;
    } catch (error) {
      await this.usage.releaseNotice(billing.assistantId, kind, period);
      this.logger.warn(`Could not send ${kind} for ${billing.assistantId}: ${(error as Error).message}`);
      return false;
    }
  }
}
