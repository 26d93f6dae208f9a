import type { FollowUp } from '@gptsite/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { FollowUpInbox } from './follow-up-inbox';

const BASE = '/api/v1/assistants/a1';
const urgent: FollowUp = {
  id: 'f1',
  conversationId: 'c1',
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: null,
  message: 'It is urgent: a cake for tomorrow',
  status: 'sent',
  priority: 'high',
  createdAt: '2026-11-26T10:00:00Z',
  sentAt: '2026-11-26T10:00:01Z',
  respondedAt: null,
  firstQuestion: 'Do you sell gift cards?',
  messageCount: 2,
};

describe('FollowUpInbox', () => {
  it('shows each follow-up with its priority, opens its conversation, and marks it responded', async () => {
    let followUps: FollowUp[] = [
      urgent,
      { ...urgent, id: 'f2', name: 'Bo', priority: 'normal', message: null },
    ];
    let afterTwoDeclines = false;
    const { calls } = mockFetch({
      [`GET ${BASE}/follow-ups`]: () => json(200, { followUps }),
      [`PATCH ${BASE}/follow-ups/f1`]: () => {
        followUps = [followUps[1], { ...urgent, status: 'responded', respondedAt: '2026-11-26T11:00:00Z' }];
        return json(200, followUps[1]);
      },
      [`GET ${BASE}/handoff-settings`]: () => json(200, { afterTwoDeclines }),
      [`PUT ${BASE}/handoff-settings`]: (call: RecordedCall) => {
        ({ afterTwoDeclines } = call.body as { afterTwoDeclines: boolean });
        return json(200, { afterTwoDeclines });
      },
    });
    const open = vi.fn();
    renderWithProviders(<FollowUpInbox assistantId="a1" onOpenConversation={open} />);
    const user = userEvent.setup();

    const ana = await screen.findByRole('listitem', { name: 'Follow-up from Ana Lopez' });
    expect(within(ana).getByText('High priority')).toBeInTheDocument();
    expect(within(ana).getByText(/Mailed to you/)).toBeInTheDocument();
    expect(within(ana).getByText('“It is urgent: a cake for tomorrow”')).toBeInTheDocument();
    await user.click(within(ana).getByRole('button', { name: 'Read the conversation (2 questions)' }));
    expect(open).toHaveBeenCalledWith('c1');

    await user.click(within(ana).getByRole('button', { name: 'Mark responded' }));
    const items = await screen.findAllByRole('listitem');
    await vi.waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Follow-up from Ana Lopez' })).getByText(/Responded/),
      ).toBeInTheDocument(),
    );
    expect(items).toHaveLength(2);
    expect(
      within(screen.getByRole('listitem', { name: 'Follow-up from Ana Lopez' })).queryByRole('button', {
        name: 'Mark responded',
      }),
    ).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ status: 'responded' });

    const toggle = screen.getByLabelText(/Also offer a person after two questions in a row/);
    await vi.waitFor(() => expect(toggle).toBeEnabled());
    await user.click(toggle);
    await vi.waitFor(() => expect(toggle).toBeChecked());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ afterTwoDeclines: true });
  });
});
