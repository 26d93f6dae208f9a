import type { AnswerOverride, ContentGap } from '@gptsite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { ContentGaps } from './content-gaps';

const GAPS = '/api/v1/assistants/a1/gaps';
const gap = (overrides: Partial<ContentGap>): ContentGap => ({
  id: 'g1',
  question: 'Do you sell gift cards?',
  count: 2,
  lastAskedAt: '2026-11-20T15:30:00Z',
  examples: ['Are gift cards available?', 'Do you sell gift cards?'],
  declined: 2,
  unhelpful: 0,
  ...overrides,
});

function renderGaps() {
  let gaps = [gap({}), gap({ id: 'g2', question: 'Do you ship overseas?', count: 1, examples: [] })];
  const created: AnswerOverride = {
    id: 'o1',
    question: 'Do you sell gift cards?',
    answer: 'Yes, at the counter.',
    enabled: true,
    timesUsed: 0,
    lastUsedAt: null,
    createdAt: '2026-11-21T00:00:00Z',
    updatedAt: '2026-11-21T00:00:00Z',
  };
  const routes = mockFetch({
    [`GET ${GAPS}`]: () => json(200, { gaps }),
    [`POST ${GAPS}/g1/answer`]: () => {
      gaps = gaps.filter((item) => item.id !== 'g1');
      return json(201, created);
    },
    [`POST ${GAPS}/g2/dismiss`]: () => {
      gaps = gaps.filter((item) => item.id !== 'g2');
      return new Response(null, { status: 204 });
    },
  });
  renderWithProviders(<ContentGaps assistantId="a1" />);
  return { ...routes, user: userEvent.setup() };
}

describe('ContentGaps', () => {
  it('lists each gap with how often and when it was asked, and its other wordings', async () => {
    renderGaps();
    const row = (await screen.findByText('Do you sell gift cards?')).closest('tr')!;
    expect(within(row).getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Also asked as: “Are gift cards available?”');
    expect(row).toHaveTextContent('2026');
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('answers a gap in one step: the answer is sent with the question and the gap leaves the list', async () => {
    const { calls, user } = renderGaps();
    await user.click(await screen.findByRole('button', { name: 'Answer “Do you sell gift cards?”' }));
    const dialog = screen.getByRole('dialog', { name: 'Answer this question' });
    expect(within(dialog).getByLabelText('Question')).toHaveValue('Do you sell gift cards?');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    expect(within(dialog).getByText('The answer cannot be empty')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Answer'), 'Yes, at the counter.');
    await user.click(within(dialog).getByRole('button', { name: 'Save answer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: `${GAPS}/g1/answer`,
      body: { question: 'Do you sell gift cards?', answer: 'Yes, at the counter.' },
    });
    await waitFor(() => expect(screen.queryByText('Do you sell gift cards?')).not.toBeInTheDocument());
    expect(screen.getByText('Do you ship overseas?')).toBeInTheDocument();
  });

  it('marks a gap not for the assistant; the list says when none are left', async () => {
    const { calls, user } = renderGaps();
    await user.click(
      await screen.findByRole('button', { name: 'Not for the assistant (“Do you ship overseas?”)' }),
    );
    await waitFor(() => expect(screen.queryByText('Do you ship overseas?')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.url === `${GAPS}/g2/dismiss`)).toBe(true);
  });

  it('says so when there are no gaps', async () => {
    mockFetch({ [`GET ${GAPS}`]: () => json(200, { gaps: [] }) });
    renderWithProviders(<ContentGaps assistantId="a1" />);
    expect(await screen.findByText(/No content gaps/)).toBeInTheDocument();
  });
});
