import type { AdminAccountRow, AdminTrialRow, DomainStatsResponse } from '@gptsite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { CustomersTable, TrialsTable, InvoicesTable } from './brand-tables';
import { DomainStatistics } from './domain-stats';
import { SubAdmins } from './sub-admins';

const trial = (name: string, status: AdminTrialRow['status']): AdminTrialRow => ({
  id: `t-${name}`,
  brand: 'lawfirm',
  name,
  email: `${name.toLowerCase()}@firm.example`,
  website: `https://${name.toLowerCase()}.example/`,
  organization: null,
  status,
  planId: null,
  startsAt: '2026-11-20T10:00:00.000Z',
  endsAt: '2026-11-27T10:00:00.000Z',
  convertedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const admin = (overrides: Partial<AdminAccountRow> = {}): AdminAccountRow => ({
  id: 'u1',
  email: 'lena@law.example',
  name: 'Lena Law',
  brand: 'lawfirm',
  disabled: false,
  invitationPending: false,
  lastActiveAt: '2026-11-26T09:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  ...overrides,
});

const query = (url: string) => new URL(url, 'http://x').searchParams;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const chart = this.classList.contains('recharts-responsive-container');
    return DOMRect.fromRect({ x: 0, y: 0, width: chart ? 358 : 0, height: chart ? 220 : 0 });
  });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.restoreAllMocks());

describe('Admin screens', () => {
  it('lists trials and asks the server again for a search, a sort, a status and a page size', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/admin/trials*': (call) =>
        json(200, {
          items:
            query(call.url).get('q') === 'birch' ? [trial('Birch', 'expired')] : [trial('Alder', 'active')],
          total: 30,
        }),
    });
    renderWithProviders(<TrialsTable allBrands={false} />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('alder@firm.example')).toBeInTheDocument();
    expect(within(table).queryByText('Brand')).toBeNull();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Search trials'), 'birch');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('birch@firm.example')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'name:asc');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'expired');
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '5');
    await waitFor(() => {
      const last = query(calls.at(-1)?.url ?? '');
      expect(Object.fromEntries(last)).toEqual({
        page: '1',
        pageSize: '5',
        q: 'birch',
        status: 'expired',
        sort: 'name',
        order: 'asc',
      });
    });
    expect(await screen.findByText('Page 1 of 6')).toBeInTheDocument();
  });

  it('sorts customers by revenue when asked, newest first until then', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/admin/customers*': () =>
        json(200, {
          items: [
            {
              id: 'c1',
              name: 'Alder Law',
              email: 'alder@firm.example',
              domain: 'lawfirm',
              website: 'https://alder.example/',
              plan: 'Gold',
              status: 'active',
              revenueCents: 9900,
            },
          ],
          total: 1,
        }),
    });
    renderWithProviders(<CustomersTable allBrands={false} />);
    expect(await screen.findByText('alder@firm.example')).toBeInTheDocument();
    expect(Object.fromEntries(query(calls.at(-1)?.url ?? ''))).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
    });
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'revenue:desc');
    await waitFor(() =>
      expect(Object.fromEntries(query(calls.at(-1)?.url ?? ''))).toMatchObject({
        page: '1',
        sort: 'revenue',
        order: 'desc',
      }),
    );
  });

  it('shows an empty state for invoices when the list is not there (404) or empty', async () => {
    mockFetch();
    renderWithProviders(<InvoicesTable allBrands={false} />);
    expect(await screen.findByText('No invoices yet.')).toBeInTheDocument();
  });

  it('mails an invoice and marks it paid; the list is read again', async () => {
    let status = 'pending';
    const invoice = () => ({
      id: 'i1',
      number: '1001',
      schoolName: 'Maple Academy',
      email: 'bursar@maple.example',
      domain: 'edgpt',
      plan: 'Small School',
      fiscalYear: '2026-2027',
      annualAmount: 1200,
      proratedAmount: 700,
      dueDate: '2026-12-26',
      status,
    });
    const { calls } = mockFetch({
      'GET /api/v1/admin/invoices*': () => json(200, { items: [invoice()], total: 1 }),
      'POST /api/v1/admin/invoices/i1/email': () => json(202, { sentTo: 'bursar@maple.example' }),
      'POST /api/v1/admin/invoices/i1/paid': () => {
        status = 'paid';
        return json(200, invoice());
      },
    });
    renderWithProviders(<InvoicesTable allBrands />);
    const row = (await screen.findByRole('cell', { name: 'Maple Academy' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('$700')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Email invoice 1001' }));
    expect(await within(row).findByText('Sent to bursar@maple.example')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark paid invoice 1001' }));
    await waitFor(() => expect(screen.getByText('paid')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Mark paid/ })).toBeNull();
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('invites a Domain Admin for a brand and disables one', async () => {
    let disabled = false;
    const { calls } = mockFetch({
      'GET /api/v1/admin/admins*': () => json(200, { items: [admin({ disabled })], total: 1 }),
      'POST /api/v1/admin/admins': () =>
        json(201, {
          user: { id: 'u2', email: 'dean@school.example', name: 'Dean', role: 'admin', brand: 'edgpt' },
        }),
      'PATCH /api/v1/admin/admins/u1': (call) => {
        disabled = (call.body as { disabled: boolean }).disabled;
        return json(200, admin({ disabled }));
      },
    });
    renderWithProviders(<SubAdmins />);
    const row = (await screen.findByRole('cell', { name: 'lena@law.example' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'lastActiveAt:desc');
    await waitFor(() =>
      expect(
        Object.fromEntries(query(calls.filter((call) => call.url.includes('/admins?')).at(-1)?.url ?? '')),
      ).toMatchObject({ sort: 'lastActiveAt', order: 'desc' }),
    );

    const form = screen.getByRole('form', { name: 'Invite a Domain Admin' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Dean');
    await userEvent.type(within(form).getByLabelText('Email'), 'dean@school.example');
    await userEvent.selectOptions(within(form).getByLabelText('Brand'), 'edgpt');
    await userEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(/Invitation sent to dean@school.example/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'dean@school.example',
      name: 'Dean',
      brand: 'edgpt',
    });

    await userEvent.click(within(row).getByRole('button', { name: /Disable/ }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('cell', { name: 'lena@law.example' }).closest('tr') as HTMLElement).getByText(
          'Disabled',
        ),
      ).toBeInTheDocument(),
    );
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ disabled: true });
  });

  it('shows per-domain totals and loads the charts', async () => {
    const months = ['2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    const stats: DomainStatsResponse = {
      revenueAvailable: false,
      domains: (['edgpt', 'lawfirm'] as const).map((brand) => ({
        brand,
        trials: { active: brand === 'lawfirm' ? 4 : 1, converted: 2, expired: 1 },
        assistants: 3,
        conversations: 12,
        revenueCents: 0,
        months: months.map((month) => ({
          month,
          trials: 1,
          conversations: 2,
          visitors: 1,
          sentiment: 0.2,
          revenueCents: 0,
        })),
      })),
    };
    mockFetch({ 'GET /api/v1/admin/stats': () => json(200, stats) });
    renderWithProviders(<DomainStatistics />);
    const law = (await screen.findByText('LawFirmGPT')).closest('tr') as HTMLElement;
    expect(within(law).getAllByText('4')).toHaveLength(1);
    expect(screen.getByText('Revenue shows once checkout records customers.')).toBeInTheDocument();
    expect(await screen.findByText('Trials started')).toBeInTheDocument();
    expect(screen.getByText('Chat sentiment')).toBeInTheDocument();
  });
});
