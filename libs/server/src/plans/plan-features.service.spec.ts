import type { AssistantBilling, PlanUsageRepository } from '../repositories/plan-usage.repository';
import { PlanFeatures } from './plan-features.service';

const billing = (overrides: Partial<AssistantBilling>): AssistantBilling => ({
  assistantId: 'a1',
  assistantName: 'Bakery Assistant',
  brand: 'gpt',
  contact: {} as AssistantBilling['contact'],
  activeConversionId: null,
  trialId: 't1',
  trialStatus: 'converted',
  planId: 'silver',
  startsAt: new Date('2026-11-01T00:00:00Z'),
  endsAt: new Date('2026-11-08T00:00:00Z'),
  ownerEmail: 'owner@bakery.example',
  hasOwner: true,
  ...overrides,
});

const featuresOf = (row: AssistantBilling | null) =>
  new PlanFeatures({ billingOf: async () => row } as unknown as PlanUsageRepository);

describe('PlanFeatures', () => {
  it('refuses Silver analytics with 403 PLAN_FEATURE_MISSING naming Gold and its checkout', async () => {
    await expect(featuresOf(billing({})).assertUnlocked('a1', 'analytics')).rejects.toMatchObject({
      status: 403,
      code: 'PLAN_FEATURE_MISSING',
      message: 'Analytics are part of the Gold plan and above. Upgrade at /checkout/gpt/gold/month.',
    });
  });

  it('lets Gold, a trial, a demo assistant (no owner) and an unknown id through', async () => {
    for (const row of [
      billing({ planId: 'gold' }),
      billing({ planId: null, trialStatus: 'active' }),
      billing({ hasOwner: false, ownerEmail: null }),
      null,
    ])
      expect(await featuresOf(row).missing('a1', 'webhooks')).toBeNull();
  });
});
