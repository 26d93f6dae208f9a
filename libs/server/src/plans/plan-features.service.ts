import { Injectable } from '@nestjs/common';
import { planFeatureMissingMessage, planUnlocks, type GatedFeature } from '@gptsite/shared';
import { DomainError } from '../errors/domain-error';
import { PlanUsageRepository } from '../repositories/plan-usage.repository';

/**
 * Whether an assistant's plan unlocks a feature (plan-features.ts): read from its trial row, as the quota
 * check reads it. Demo assistants (no owner) and unknown ids are not gated: access is judged elsewhere.
 */
@Injectable()
export class PlanFeatures {
  constructor(private readonly usage: PlanUsageRepository) {}

  /** Null when the feature is unlocked; else the message that tells the owner which plan has it. */
  async missing(assistantId: string, feature: GatedFeature): Promise<string | null> {
    const billing = await this.usage.billingOf(assistantId);
    if (!billing || !billing.hasOwner || planUnlocks(billing.planId, feature)) return null;
    return planFeatureMissingMessage(billing.brand, feature);
  }

  /** 403 PLAN_FEATURE_MISSING with that message when the plan lacks the feature. */
  async assertUnlocked(assistantId: string, feature: GatedFeature): Promise<void> {
    const message = await this.missing(assistantId, feature);
    if (message !== null) throw new DomainError('PLAN_FEATURE_MISSING', message);
  }
}
