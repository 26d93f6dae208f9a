import { findPlan, PLAN_FEATURES, TRIAL_DAYS, TRIAL_PLAN, type PlanFeature } from './plans';
import type { CustomerStatus, TrialStatus } from './statuses';

/**
 * Quota arithmetic and the trial's dates, one definition for the chat's enforcement, the workers'
 * lifecycle job and the owner's dashboard.
 */

const DAY_MS = 24 * 3600 * 1000;

/** At this share of the quota the owner is told (once a period) that the limit is near. */
export const QUOTA_WARNING_SHARE = 0.8;

/** Which plan or trial an assistant is on, as its trial row records it. */
export interface BillingState {
  trialStatus: TrialStatus;
  /** The plan bought; null while it is a trial. */
  planId: string | null;
  startsAt: Date;
  endsAt: Date;
}

/** What an assistant may do now: a plan's month or the trial's days, with its conversation limit. */
export interface Allowance {
  kind: 'plan' | 'trial';
  planId: string;
  planName: string;
  /** Conversations that may start in the period; null: unlimited. */
  limit: number | null;
  /** The period conversations are counted over: [from, until). */
  from: Date;
  until: Date;
  unlocks: readonly PlanFeature[];
}

/** The UTC calendar month holding `now`. */
export function monthPeriod(now: Date): { from: Date; until: Date } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const until = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { from, until };
}

/**
 * The allowance in force at `now`, or `paused` when the trial has ended without a plan (the assistant
 * then tells visitors it is paused). A bought plan counts per calendar month; a trial over its own days.
 */
export function allowanceOf(state: BillingState, now: Date, trialQuota: number): Allowance | 'paused' {
  const plan = findPlan(state.planId);
  if (plan)
    return {
      kind: 'plan',
      planId: plan.id,
      planName: plan.name,
      limit: plan.conversationsPerMonth,
      ...monthPeriod(now),
      unlocks: plan.unlocks,
    };
  // A customer whose plan is no longer in the catalogue keeps answering, unlimited, rather than pause.
  if (state.trialStatus === 'converted')
    return {
      kind: 'plan',
      planId: state.planId ?? 'custom',
      planName: 'Custom plan',
      limit: null,
      ...monthPeriod(now),
      unlocks: PLAN_FEATURES,
    };
  if (state.trialStatus !== 'active' || trialHasEnded(state.endsAt, now)) return 'paused';
  return {
    kind: 'trial',
    planId: TRIAL_PLAN.id,
    planName: TRIAL_PLAN.name,
    limit: trialQuota,
    from: state.startsAt,
    until: state.endsAt,
    unlocks: TRIAL_PLAN.unlocks,
  };
}

export type QuotaLevel = 'ok' | 'near' | 'reached';

/** The conversation count at which the owner is warned: 80% of the limit, rounded up. */
export function warningAt(limit: number): number {
  return Math.ceil(limit * QUOTA_WARNING_SHARE);
}

/** Where `used` conversations stand against `limit` (null: unlimited, always ok). */
export function quotaLevel(used: number, limit: number | null): QuotaLevel {
  if (limit === null) return 'ok';
  if (used >= limit) return 'reached';
  return used >= warningAt(limit) ? 'near' : 'ok';
}

export function trialEndsAt(startsAt: Date): Date {
  return new Date(startsAt.getTime() + TRIAL_DAYS * DAY_MS);
}

export function trialHasEnded(endsAt: Date, now: Date): boolean {
  return now.getTime() >= endsAt.getTime();
}

/** Whole days left, counting a started day as one: 7 on the first day, 1 on the last, 0 once ended. */
export function trialDaysLeft(endsAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((endsAt.getTime() - now.getTime()) / DAY_MS));
}

export type TrialReminder = 'two-days' | 'last-day';

/**
 * The reminder a running trial is due at `now`: two days before its end, then on its last day (the
 * final 24 hours). Each is sent once; a trial whose two-day mail was missed gets only the last-day one.
 */
export function trialReminderDue(endsAt: Date, now: Date): TrialReminder | null {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= DAY_MS) return 'last-day';
  return left <= 2 * DAY_MS ? 'two-days' : null;
}

/** An assistant's plan or trial as its owner's dashboard shows it (`GET /api/v1/assistants`). */
export interface AssistantPlanView {
  kind: 'plan' | 'trial';
  planId: string;
  planName: string;
  /** active / converted / expired; a trial past its end that the job has not marked yet reads expired. */
  trialStatus: TrialStatus;
  /** The trial's end (ISO 8601) and whole days left (0 once ended); null on a plan. */
  trialEndsAt: string | null;
  daysLeft: number | null;
  /** Visitors are told the assistant is paused (the trial ended without a plan). */
  paused: boolean;
  /** Conversations allowed in the period (null: unlimited) and started in it. */
  limit: number | null;
  used: number;
  /** When the count starts again (plan: next month) or the trial ends. */
  periodEndsAt: string;
  /** The paying customer's status once a plan was bought (active / past_due / cancelled); null on a trial. */
  customerStatus?: CustomerStatus | null;
}

/** The period whose conversations the dashboard counts: the allowance's, or the ended trial's own days. */
export function countingPeriod(
  allowance: Allowance | 'paused',
  state: BillingState,
): { from: Date; until: Date } {
  return allowance === 'paused'
    ? { from: state.startsAt, until: state.endsAt }
    : { from: allowance.from, until: allowance.until };
}

export function planViewOf(
  state: BillingState,
  allowance: Allowance | 'paused',
  used: number,
  now: Date,
  trialQuota: number,
): AssistantPlanView {
  const paused = allowance === 'paused';
  const kind = paused ? 'trial' : allowance.kind;
  const onTrial = kind === 'trial';
  const ended = state.trialStatus === 'active' && trialHasEnded(state.endsAt, now);
  return {
    kind,
    planId: paused ? TRIAL_PLAN.id : allowance.planId,
    planName: paused ? TRIAL_PLAN.name : allowance.planName,
    trialStatus: ended ? 'expired' : state.trialStatus,
    trialEndsAt: onTrial ? state.endsAt.toISOString() : null,
    // An expired trial has no days left, whenever the job marked it.
    daysLeft: onTrial ? (paused ? 0 : trialDaysLeft(state.endsAt, now)) : null,
    paused,
    limit: paused ? trialQuota : allowance.limit,
    used,
    periodEndsAt: countingPeriod(allowance, state).until.toISOString(),
  };
}
