import { ALL_PLANS, CONVERSATION_PLANS, ENROLLMENT_PLANS, findPlan, TRIAL_PLAN } from './plans';
import {
  allowanceOf,
  countingPeriod,
  monthPeriod,
  planViewOf,
  quotaLevel,
  trialDaysLeft,
  trialEndsAt,
  trialHasEnded,
  trialReminderDue,
  warningAt,
  type BillingState,
} from './quotas';

const at = (iso: string) => new Date(iso);
const trial = (overrides: Partial<BillingState> = {}): BillingState => ({
  trialStatus: 'active',
  planId: null,
  startsAt: at('2026-03-10T12:00:00Z'),
  endsAt: at('2026-03-17T12:00:00Z'),
  ...overrides,
});

describe('the plan catalogue', () => {
  it('gives every plan a monthly conversation quota and what it unlocks', () => {
    expect(CONVERSATION_PLANS.map((plan) => [plan.id, plan.conversationsPerMonth])).toEqual([
      ['silver', 1000],
      ['gold', 5000],
      ['platinum', 15000],
    ]);
    expect(ENROLLMENT_PLANS.map((plan) => [plan.id, plan.conversationsPerMonth])).toEqual([
      ['small', 5000],
      ['medium', 15000],
      ['large', 40000],
      ['extra-large', null],
    ]);
    for (const plan of ALL_PLANS) expect(plan.unlocks).toEqual(expect.arrayContaining(['chat', 'widget']));
    expect(findPlan('gold')?.unlocks).toContain('analytics');
    expect(findPlan('silver')?.unlocks).not.toContain('analytics');
    expect(findPlan('trial')).toBeUndefined();
  });
});

describe('quota arithmetic', () => {
  it('warns at 80% rounded up and stops at the limit', () => {
    expect(warningAt(1000)).toBe(800);
    expect(warningAt(5)).toBe(4);
    expect(quotaLevel(799, 1000)).toBe('ok');
    expect(quotaLevel(800, 1000)).toBe('near');
    expect(quotaLevel(999, 1000)).toBe('near');
    expect(quotaLevel(1000, 1000)).toBe('reached');
    expect(quotaLevel(1_000_000, null)).toBe('ok');
  });

  it('counts a plan per UTC calendar month, across a year end', () => {
    expect(monthPeriod(at('2026-12-31T23:59:59Z'))).toEqual({
      from: at('2026-12-01T00:00:00Z'),
      until: at('2027-01-01T00:00:00Z'),
    });
    const allowance = allowanceOf(
      trial({ trialStatus: 'converted', planId: 'silver' }),
      at('2026-04-02T08:00:00Z'),
      100,
    );
    expect(allowance).toMatchObject({
      kind: 'plan',
      planName: 'Silver',
      limit: 1000,
      from: at('2026-04-01T00:00:00Z'),
      until: at('2026-05-01T00:00:00Z'),
    });
  });

  it("counts a trial over its own days with the trial's quota, and pauses it once it has ended", () => {
    expect(allowanceOf(trial(), at('2026-03-12T00:00:00Z'), 100)).toMatchObject({
      kind: 'trial',
      planId: TRIAL_PLAN.id,
      limit: 100,
      from: at('2026-03-10T12:00:00Z'),
      until: at('2026-03-17T12:00:00Z'),
    });
    // Ended but not yet marked by the job: paused all the same.
    expect(allowanceOf(trial(), at('2026-03-17T12:00:00Z'), 100)).toBe('paused');
    expect(allowanceOf(trial({ trialStatus: 'expired' }), at('2026-03-12T00:00:00Z'), 100)).toBe('paused');
    // A customer on a plan the catalogue no longer has is never paused.
    expect(
      allowanceOf(trial({ trialStatus: 'converted', planId: 'legacy' }), at('2026-03-20T00:00:00Z'), 100),
    ).toMatchObject({ kind: 'plan', planId: 'legacy', limit: null });
    // A plan bought after the trial expired brings the assistant back.
    expect(
      allowanceOf(trial({ trialStatus: 'converted', planId: 'gold' }), at('2026-05-01T00:00:00Z'), 100),
    ).toMatchObject({ kind: 'plan', limit: 5000 });
  });
});

describe('trial lifecycle dates', () => {
  const starts = at('2026-03-10T12:00:00Z');
  const ends = trialEndsAt(starts);

  it('lasts seven days', () => {
    expect(ends).toEqual(at('2026-03-17T12:00:00Z'));
    expect(trialHasEnded(ends, at('2026-03-17T11:59:59Z'))).toBe(false);
    expect(trialHasEnded(ends, ends)).toBe(true);
  });

  it('counts days left with a started day as one', () => {
    expect(trialDaysLeft(ends, starts)).toBe(7);
    expect(trialDaysLeft(ends, at('2026-03-15T12:00:00Z'))).toBe(2);
    expect(trialDaysLeft(ends, at('2026-03-17T00:00:00Z'))).toBe(1);
    expect(trialDaysLeft(ends, at('2026-03-18T00:00:00Z'))).toBe(0);
  });

  it('is due a reminder two days before the end, then on the last day, then none', () => {
    expect(trialReminderDue(ends, at('2026-03-15T11:59:59Z'))).toBeNull();
    expect(trialReminderDue(ends, at('2026-03-15T12:00:00Z'))).toBe('two-days');
    expect(trialReminderDue(ends, at('2026-03-16T11:59:59Z'))).toBe('two-days');
    expect(trialReminderDue(ends, at('2026-03-16T12:00:00Z'))).toBe('last-day');
    expect(trialReminderDue(ends, at('2026-03-17T11:59:59Z'))).toBe('last-day');
    expect(trialReminderDue(ends, ends)).toBeNull();
  });
});

describe("the owner's view of a plan or trial", () => {
  it('shows a running trial with its days left and its own quota', () => {
    const state = trial();
    const now = at('2026-03-15T13:00:00Z');
    const allowance = allowanceOf(state, now, 100);
    expect(planViewOf(state, allowance, 12, now, 100)).toEqual({
      kind: 'trial',
      planId: 'trial',
      planName: 'Free trial',
      trialStatus: 'active',
      trialEndsAt: '2026-03-17T12:00:00.000Z',
      daysLeft: 2,
      paused: false,
      limit: 100,
      used: 12,
      periodEndsAt: '2026-03-17T12:00:00.000Z',
    });
  });

  it('shows an ended trial as expired and paused, counted over its own days', () => {
    const state = trial();
    const now = at('2026-03-20T00:00:00Z');
    const allowance = allowanceOf(state, now, 100);
    expect(countingPeriod(allowance, state)).toEqual({ from: state.startsAt, until: state.endsAt });
    expect(planViewOf(state, allowance, 40, now, 100)).toMatchObject({
      trialStatus: 'expired',
      daysLeft: 0,
      paused: true,
      limit: 100,
    });
  });

  it('shows a trial the job expired early as paused with no days left', () => {
    const state = trial({ trialStatus: 'expired' });
    const now = at('2026-03-12T00:00:00Z');
    expect(planViewOf(state, allowanceOf(state, now, 100), 0, now, 100)).toMatchObject({
      trialStatus: 'expired',
      daysLeft: 0,
      paused: true,
    });
  });

  it('shows a bought plan with its monthly quota and no trial dates', () => {
    const state = trial({ trialStatus: 'converted', planId: 'platinum' });
    const now = at('2026-03-20T00:00:00Z');
    expect(planViewOf(state, allowanceOf(state, now, 100), 900, now, 100)).toMatchObject({
      kind: 'plan',
      planName: 'Platinum',
      trialStatus: 'converted',
      trialEndsAt: null,
      daysLeft: null,
      paused: false,
      limit: 15000,
      periodEndsAt: '2026-04-01T00:00:00.000Z',
    });
  });
});
