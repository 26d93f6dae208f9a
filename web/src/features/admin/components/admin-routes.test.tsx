import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../../auth/utils/token';
import { json, mockFetch } from '../../../test/http';
import { renderRoute } from '../../../test/render';

function tokenFor(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the domain admin pages', () => {
  it("titles the dashboard with the admin's brand and lists what the server answers for it", async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor({ user: { role: 'admin', brand: 'lawfirm' } }));
    const { calls } = mockFetch({
      'GET /api/v1/admin/trials*': () => json(200, { items: [], total: 0 }),
      'GET /api/v1/admin/assistants*': () =>
        json(200, {
          items: [
            {
              id: 'a1',
              brand: 'lawfirm',
              name: 'Harbor Legal Assistant',
              website: 'https://harbor.example/',
              status: 'ready',
              ownerEmail: 'owner@harbor.example',
              planName: 'Gold',
              conversationsThisMonth: 12,
              quota: 500,
            },
          ],
          total: 1,
        }),
      'GET /api/v1/admin/overview': () =>
        json(200, { conversionsInFlight: [], conversionsFailed: [], assistants: [], assistantsTotal: 0 }),
    });
    renderRoute('/school/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LawFirmGPT administration' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No trials yet.')).toBeInTheDocument();
    expect(
      await screen.findByText('No customers yet: a trial becomes one when a plan is bought.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('None running now.')).toBeInTheDocument();
    expect(await screen.findByText('12 of 500')).toBeInTheDocument();
    expect(screen.getByLabelText('Search assistants')).toBeInTheDocument();
    // The brand is never sent: the server takes it from the token.
    expect(calls.every((call) => !call.url.includes('brand='))).toBe(true);
  });

  it("shows the subscription page's invoices empty when there are none yet, and the brand's plans", async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor({ user: { role: 'admin', brand: 'edgpt' } }));
    mockFetch({ 'GET /api/v1/admin/invoices*': () => json(200, { items: [], total: 0 }) });
    renderRoute('/school/dashboard/subscription');
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
  });
});
