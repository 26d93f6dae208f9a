import type { AnswerOverride } from '@gptsite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { AnswerOverrides } from './answer-overrides';

const OVERRIDES = '/api/v1/assistants/a1/overrides';
const giftCards: AnswerOverride = {
  id: 'o1',
  question: 'Do you sell gift cards?',
  answer: 'Yes, at the counter.',
  enabled: true,
  timesUsed: 7,
  lastUsedAt: '2026-11-21T10:00:00Z',
  createdAt: '2026-11-20T00:00:00Z',
  updatedAt: '2026-11-20T00:00:00Z',
};

function renderOverrides() {
  let overrides = [giftCards];
  const routes = mockFetch({
    [`GET ${OVERRIDES}`]: () => json(200, { overrides, matchThreshold: 0.8 }),
    [`POST ${OVERRIDES}`]: (call: RecordedCall) => {
      const created = { ...giftCards, id: 'o2', timesUsed: 0, ...(call.body as object) };
      overrides = [created, ...overrides];
      return json(201, created);
    },
    [`PATCH ${OVERRIDES}/o1`]: (call: RecordedCall) => {
      overrides = overrides.map((item) => ({ ...item, ...(call.body as object) }));
      return json(200, overrides[0]);
    },
    [`DELETE ${OVERRIDES}/o1`]: () => {
      overrides = [];
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(<AnswerOverrides assistantId="a1" />);
  return { ...routes, user: userEvent.setup() };
}

describe('AnswerOverrides', () => {
  it('shows the match threshold and each answer with how often it was used', async () => {
    renderOverrides();
    expect(await screen.findByText('80% alike in meaning')).toBeInTheDocument();
    const row = screen.getByText('Do you sell gift cards?').closest('tr')!;
    expect(row).toHaveTextContent('Yes, at the counter.');
    expect(within(row).getByRole('cell', { name: '7' })).toBeInTheDocument();
    expect(row).toHaveTextContent('On');
  });

  it('disables and enables an answer', async () => {
    const { calls, user } = renderOverrides();
    await user.click(await screen.findByRole('button', { name: 'Disable “Do you sell gift cards?”' }));
    expect(
      await screen.findByRole('button', { name: 'Enable “Do you sell gift cards?”' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Off')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ enabled: false });
  });

  it('edits an answer in a dialog', async () => {
    const { calls, user } = renderOverrides();
    await user.click(await screen.findByRole('button', { name: 'Edit “Do you sell gift cards?”' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit answer' });
    const answer = within(dialog).getByLabelText('Answer');
    await user.clear(answer);
    await user.type(answer, 'Yes: $25 and $50.');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      question: 'Do you sell gift cards?',
      answer: 'Yes: $25 and $50.',
    });
    expect(await screen.findByText('Yes: $25 and $50.')).toBeInTheDocument();
  });

  it('adds an answer', async () => {
    const { user } = renderOverrides();
    await user.click(await screen.findByRole('button', { name: 'Add an answer' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an answer' });
    await user.type(within(dialog).getByLabelText('Question'), 'Do you cater weddings?');
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, for up to 100 guests.');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Do you cater weddings?')).toBeInTheDocument();
  });

  it('deletes an answer after confirming', async () => {
    const { calls, user } = renderOverrides();
    await user.click(await screen.findByRole('button', { name: 'Delete “Do you sell gift cards?”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this answer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/No answers of your own yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.url === `${OVERRIDES}/o1`)).toBe(true);
  });
});
