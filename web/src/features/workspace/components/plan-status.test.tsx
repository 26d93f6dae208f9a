import type { AssistantListItem, AssistantPlanView } from '@gptsite/shared';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PlanNotice, planLabel, quotaLabel } from './plan-status';

const trial: AssistantPlanView = {
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
};
const assistant = (plan: AssistantPlanView): AssistantListItem => ({
  id: 'a1',
  name: 'Hopper Law Assistant',
  brand: 'lawfirm',
  website: 'https://hopper-law.example/',
  status: 'live',
  conversionId: 'c1',
  liveUrl: '/lawfirm/c1',
  allowedDomains: [],
  lastBuiltAt: null,
  pagesIndexed: 1,
  documentsIndexed: 0,
  conversationsThisMonth: 12,
  plan,
});

describe("the assistant card's plan", () => {
  it('shows the days a trial has left and its quota', () => {
    expect(planLabel(trial)).toBe('Free trial · 2 days left (ends March 17)');
    expect(planLabel({ ...trial, daysLeft: 1 })).toBe('Free trial · last day (ends March 17)');
    expect(quotaLabel(trial)).toBe('12 of 100 during the trial');
    expect(
      quotaLabel({ ...trial, kind: 'plan', planName: 'Gold', limit: 5000, used: 900, trialEndsAt: null }),
    ).toBe('900 of 5,000 this month');
  });

  it('says an ended trial paused the assistant, and links to a plan', () => {
    render(
      <MemoryRouter>
        <PlanNotice assistant={assistant({ ...trial, paused: true, trialStatus: 'expired', daysLeft: 0 })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your free trial has ended')).toBeTruthy();
    expect(screen.getByText(/The assistant is paused/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/checkout/lawfirm/gold/month',
    );
  });

  it('tells the owner of a bought plan when a payment failed or the subscription was cancelled', () => {
    const gold = {
      ...trial,
      kind: 'plan' as const,
      planId: 'gold',
      planName: 'Gold',
      trialStatus: 'converted' as const,
    };
    const { unmount } = render(
      <MemoryRouter>
        <PlanNotice assistant={assistant({ ...gold, customerStatus: 'past_due' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your last payment did not go through')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay again' }).getAttribute('href')).toBe(
      '/checkout/lawfirm/gold/month',
    );
    unmount();
    render(
      <MemoryRouter>
        <PlanNotice assistant={assistant({ ...gold, customerStatus: 'cancelled', paused: true })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your subscription was cancelled')).toBeTruthy();
    expect(screen.getByText(/The assistant is paused/)).toBeTruthy();
    expect(screen.queryByText('Your free trial has ended')).toBeNull();
    // Paused, it is counted as the ended trial it was (the plan is no longer its), and a plan is chosen anew.
    const cancelled = {
      ...trial,
      paused: true,
      trialStatus: 'expired' as const,
      customerStatus: 'cancelled' as const,
    };
    expect(planLabel(cancelled)).toBe('Subscription cancelled');
    expect(screen.getByRole('link', { name: 'Choose a plan' }).getAttribute('href')).toBe(
      '/checkout/lawfirm/gold/month',
    );
  });

  it('says nothing while the trial runs within its quota', () => {
    const { container } = render(
      <MemoryRouter>
        <PlanNotice assistant={assistant(trial)} />
      </MemoryRouter>,
    );
    expect(container.textContent).toBe('');
  });
});
