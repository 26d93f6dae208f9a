import { DEFAULT_LEAD_SETTINGS, type Lead, type LeadSettings } from '@gptsite/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { LeadSettingsForm } from './lead-settings-form';
import { LeadsList } from './leads-list';

const SETTINGS = '/api/v1/assistants/a1/lead-settings';
const LEAD: Lead = {
  id: 'l1',
  conversationId: 'c1',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '+1 555 010 0142',
  question: 'What is the occasion?',
  answer: 'A wedding',
  pageUrl: null,
  createdAt: '2026-11-26T10:00:00Z',
  firstQuestion: 'Do you make wedding cakes?',
  messageCount: 2,
};

describe('LeadSettingsForm', () => {
  it('turns lead capture on with a custom question, after 3 questions, as a daily digest', async () => {
    let saved: LeadSettings = DEFAULT_LEAD_SETTINGS;
    const { calls } = mockFetch({
      [`GET ${SETTINGS}`]: () => json(200, saved),
      [`PUT ${SETTINGS}`]: (call: RecordedCall) => {
        saved = call.body as LeadSettings;
        return json(200, saved);
      },
    });
    renderWithProviders(<LeadSettingsForm assistantId="a1" />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Ask visitors for their contact details'));
    await user.click(screen.getByLabelText('My own question'));
    await user.click(screen.getByRole('button', { name: 'Save lead settings' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write the custom question, or untick it');
    await user.type(screen.getByLabelText('Your question'), 'What is the occasion?');
    await user.clear(screen.getByLabelText('Number of questions first'));
    await user.type(screen.getByLabelText('Number of questions first'), '3');
    await user.click(screen.getByLabelText('One email a day (08:00 UTC)'));
    await user.click(screen.getByRole('button', { name: 'Save lead settings' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      fields: { name: true, email: true, phone: false, custom: true },
      customQuestion: 'What is the occasion?',
      when: 'after_questions',
      afterQuestions: 3,
      notify: 'digest',
    });
  });
});

describe('LeadsList', () => {
  it('lists each lead with a way to open its conversation, and downloads the CSV', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/assistants/a1/leads': () =>
        json(200, { leads: [LEAD, { ...LEAD, id: 'l2', messageCount: 0, firstQuestion: null, name: null }] }),
      'GET /api/v1/assistants/a1/leads.csv': () =>
        new Response('createdAt,name\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    const open = vi.fn();
    URL.createObjectURL = vi.fn(() => 'blob:leads');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithProviders(<LeadsList assistantId="a1" onOpenConversation={open} />);
    const user = userEvent.setup();
    expect(await screen.findByText('Ana Lopez')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'ana@example.com' })[0]).toHaveAttribute(
      'href',
      'mailto:ana@example.com',
    );
    expect(screen.getByText('Left before asking anything')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Do you make wedding cakes\? \(2 questions\)/ }));
    expect(open).toHaveBeenCalledWith('c1');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    expect(calls.some((call) => call.url === '/api/v1/assistants/a1/leads.csv')).toBe(true);
  });
});
