import { firstPlanUnlocking, planFeatureMissingMessage, planUnlocks, unlocksOf } from './plan-features';
import { PLAN_FEATURES, TRIAL_PLAN } from './plans';

describe('plan features', () => {
  it('Silver and Small lack analytics and webhooks; Gold, Medium and up have them', () => {
    for (const id of ['silver', 'small']) {
      expect(planUnlocks(id, 'analytics')).toBe(false);
      expect(planUnlocks(id, 'webhooks')).toBe(false);
      expect(planUnlocks(id, 'leads')).toBe(true);
    }
    for (const id of ['gold', 'platinum', 'medium', 'large', 'extra-large']) {
      expect(planUnlocks(id, 'analytics')).toBe(true);
      expect(planUnlocks(id, 'webhooks')).toBe(true);
    }
  });

  it('with no plan bought the trial unlocks what it promises; a plan no longer sold unlocks everything', () => {
    expect(unlocksOf(null)).toEqual(TRIAL_PLAN.unlocks);
    expect(planUnlocks(null, 'webhooks')).toBe(true);
    expect(unlocksOf('no-such-plan')).toEqual(PLAN_FEATURES);
  });

  it("names the brand's first plan that unlocks the feature and where to buy it", () => {
    expect(firstPlanUnlocking('gpt', 'analytics')?.id).toBe('gold');
    expect(firstPlanUnlocking('edgpt', 'webhooks')?.id).toBe('medium');
    expect(planFeatureMissingMessage('gpt', 'analytics')).toBe(
      'Analytics are part of the Gold plan and above. Upgrade at /checkout/gpt/gold/month.',
    );
    expect(planFeatureMissingMessage('edgpt', 'webhooks')).toBe(
      'Webhooks are part of the Medium plan and above. Upgrade at /checkout/edgpt/medium/month.',
    );
  });
});
