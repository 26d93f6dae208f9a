import { BRANDS, type BrandKey } from './brands';
import { findPlan, PLAN_FEATURES, plansFor, TRIAL_PLAN, type Plan, type PlanFeature } from './plans';

/**
 * Which features an assistant's plan unlocks, and what to tell the owner when one is missing: one
 * definition for the api's routes (PlanFeatureGuard), the webhook events and the owner's page.
 */

/** The features a plan gates for the owner; every plan has the rest. */
export type GatedFeature = Extract<PlanFeature, 'analytics' | 'webhooks'>;

const FEATURE_NAMES: Record<GatedFeature, string> = { analytics: 'Analytics', webhooks: 'Webhooks' };

/**
 * What the plan bought unlocks; with no plan bought (a trial, running or ended) what the trial unlocks:
 * an ended trial's assistant is paused anyway, and nothing it had is taken away. A plan no longer in the
 * catalogue unlocks everything, as allowanceOf (quotas.ts) keeps it answering unlimited.
 */
export function unlocksOf(planId: string | null): readonly PlanFeature[] {
  if (planId === null) return TRIAL_PLAN.unlocks;
  return findPlan(planId)?.unlocks ?? PLAN_FEATURES;
}

export function planUnlocks(planId: string | null, feature: PlanFeature): boolean {
  return unlocksOf(planId).includes(feature);
}

/** The cheapest of the brand's plans that unlocks the feature. */
export function firstPlanUnlocking(brand: BrandKey, feature: PlanFeature): Plan | undefined {
  return plansFor(BRANDS[brand].pricingModel).find((plan) => plan.unlocks.includes(feature));
}

/** "Analytics are part of the Gold plan and above. Upgrade at /checkout/gpt/gold/month." */
export function planFeatureMissingMessage(brand: BrandKey, feature: GatedFeature): string {
  const plan = firstPlanUnlocking(brand, feature);
  const name = FEATURE_NAMES[feature];
  if (!plan) return `${name} are not part of any plan of this brand.`;
  return `${name} are part of the ${plan.name} plan and above. Upgrade at /checkout/${brand}/${plan.id}/month.`;
}
