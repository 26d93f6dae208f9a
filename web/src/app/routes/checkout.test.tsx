import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../features/auth/utils/token';
import { assignLocation } from '../../lib/redirect';
import { json, mockFetch } from '../../test/http';
import { renderRoute } from '../../test/render';

vi.mock('../../lib/redirect', () => ({
  assignLocation: vi.fn(() => true),
  safeRedirectPath: (value: string | null | undefined, fallback: string) => value ?? fallback,
}));

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const ownerToken = () =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    user: { id: 'u1', email: 'mia@bakery.example', name: 'Mia', role: 'user' },
    exp: Math.floor(Date.now() / 1000) + 900,
  })}.c2lnbmF0dXJl`;

afterEach(() => localStorage.clear());

describe('Checkout', () => {
  it('shows the plan and sends a signed-in owner to the Stripe page for it', async () => {
    localStorage.setItem(TOKEN_KEY, ownerToken());
    const { calls } = mockFetch({
      'GET /api/v1/billing/options': () => json(200, { card: true }),
      'POST /api/v1/billing/checkout': () =>
        json(201, { provider: 'stripe', url: 'https://checkout.stripe.test/c/pay/cs_1', sessionId: 'cs_1' }),
    });
    renderRoute('/checkout/gpt/gold/month');
    expect(await screen.findByRole('heading', { name: /Gold/ })).toBeInTheDocument();
    expect(screen.getByText(/5,000 conversations a month/)).toBeInTheDocument();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Pay by card' }));
    await vi.waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_1'),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      platform: 'gpt',
      tier: 'gold',
      interval: 'month',
    });
    // A business plan: no invoice offered.
    expect(screen.queryByRole('button', { name: 'Request an invoice' })).not.toBeInTheDocument();
  });

  it('says card payment is off and lets a school request an invoice instead', async () => {
    localStorage.setItem(TOKEN_KEY, ownerToken());
    const { calls } = mockFetch({
      'GET /api/v1/billing/options': () => json(200, { card: false }),
      'POST /api/v1/billing/invoice-request': () => json(201, { provider: 'invoice', invoiceId: 'i1' }),
    });
    renderRoute('/checkout/edgpt/medium/year');
    expect(await screen.findByText(/Card payment is not switched on here yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay by card' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Email us to subscribe' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('School name on the invoice'), 'Lincoln High');
    await user.click(screen.getByRole('button', { name: 'Request an invoice' }));
    expect(await screen.findByText(/Your invoice has been issued and Medium is active/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      platform: 'edgpt',
      tier: 'medium',
      schoolName: 'Lincoln High',
    });
  });

  it('asks a visitor who is not signed in to sign in first', async () => {
    mockFetch({ 'GET /api/v1/billing/options': () => json(200, { card: true }) });
    renderRoute('/checkout/law/silver/month');
    expect(await screen.findByRole('link', { name: 'Sign in to continue' })).toHaveAttribute(
      'href',
      `/user/login?redirectUrl=${encodeURIComponent('/checkout/law/silver/month')}`,
    );
  });

  it('thanks the owner back from Stripe', async () => {
    mockFetch({});
    renderRoute('/checkout/gpt/gold/month/success?session_id=cs_1');
    expect(await screen.findByText(/Your payment for GPTsite Gold went through/)).toBeInTheDocument();
  });
});
