import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, PlanUsageRepository, type AppConfig, type AssistantBilling } from '@gptsite/server';
import {
  allowanceOf,
  countingPeriod,
  planViewOf,
  type AssistantPlanView,
  type BillingState,
} from '@gptsite/shared';

const stateOf = (billing: AssistantBilling): BillingState => ({
  trialStatus: billing.trialStatus,
  planId: billing.planId,
  startsAt: new Date(billing.startsAt),
  endsAt: new Date(billing.endsAt),
});

/**
 * The plan or trial of each assistant for the owner's dashboard: days left or expired, the quota and
 * how much of it is used, in two statements however many assistants are listed.
 */
@Injectable()
export class PlanSummaries {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly usage: PlanUsageRepository,
  ) {}

  /** Assistant id → its view; demo assistants (no owner) have none. */
  async viewsOf(assistantIds: string[], now = new Date()): Promise<Map<string, AssistantPlanView>> {
    const quota = this.config.plans.trialConversationQuota;
    const entries = (await this.usage.billingsOf(assistantIds))
      .filter((billing) => billing.hasOwner)
      .map((billing) => {
        const state = stateOf(billing);
        const allowance = allowanceOf(state, now, quota);
        return { billing, state, allowance, period: countingPeriod(allowance, state) };
      });
    const counts = await this.usage.conversationsInPeriods(
      entries.map(({ billing, period }) => ({ assistantId: billing.assistantId, ...period })),
    );
    return new Map(
      entries.map(({ billing, state, allowance }) => [
        billing.assistantId,
        {
          ...planViewOf(state, allowance, counts.get(billing.assistantId) ?? 0, now, quota),
          customerStatus: billing.customerStatus ?? null,
        },
      ]),
    );
  }
}
