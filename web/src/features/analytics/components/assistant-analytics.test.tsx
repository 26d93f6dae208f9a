import type { AnalyticsDay, AssistantAnalytics as Analytics } from '@gptsite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { AssistantAnalytics } from './assistant-analytics';

const ANALYTICS = '/api/v1/assistants/a1/analytics';

const day = (date: string, questions: number, declined: number): AnalyticsDay => ({
  date,
  conversations: questions ? 1 : 0,
  questions,
  answered: questions - declined,
  declined,
  helpful: questions ? 1 : 0,
  unhelpful: 0,
});

function analytics(period: 7 | 30 | 90, questionsToday: number): Analytics {
  const days = Array.from({ length: period }, (_, index) =>
    day(`2026-11-${String(26 - period + index).padStart(2, '0')}`, 0, 0),
  );
  days[period - 1] = day('2026-11-25', questionsToday, 1);
  return {
    days,
    period,
    answeredRate: (questionsToday - 1) / questionsToday,
    totals: { conversations: 1, questions: questionsToday, answered: questionsToday - 1, declined: 1 },
    feedback: { helpful: 1, unhelpful: 0 },
    sentiment: { average: 0.1, label: 'neutral', positive: 1, neutral: questionsToday - 1, negative: 0 },
    busiestHours: Array.from({ length: 24 }, (_, hour) => ({
      hour,
      questions: hour === 14 ? questionsToday : 0,
    })),
    topQuestions: [{ question: 'What are your opening hours?', count: questionsToday - 1, declined: 0 }],
    topPages: [{ url: 'https://bakery.example/hours', title: 'Opening hours', count: 2 }],
    visitorPages: [{ url: 'https://bakery.example/menu', conversations: 1 }],
  };
}

beforeEach(() => {
  // jsdom lays nothing out: give every box a phone's width so the charts draw.
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

function renderAnalytics() {
  const routes = mockFetch({
    [`GET ${ANALYTICS}?days=30`]: () => json(200, analytics(30, 4)),
    [`GET ${ANALYTICS}?days=7`]: () => json(200, analytics(7, 9)),
    [`GET ${ANALYTICS}.csv?days=7`]: () =>
      new Response('date,conversations\r\n2026-11-25,1\r\n', { headers: { 'Content-Type': 'text/csv' } }),
  });
  renderWithProviders(<AssistantAnalytics assistantId="a1" />);
  return { ...routes, user: userEvent.setup() };
}

describe('AssistantAnalytics', () => {
  it('draws the charts and lists of the last 30 days', async () => {
    const { calls } = renderAnalytics();
    expect(await screen.findByText('3 answered, 1 declined (75% answered)')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([`${ANALYTICS}?days=30`]);
    expect(screen.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelector('strong')?.textContent)).toEqual([
      'Conversations and questions per day',
      'Answered vs declined',
      'Thumbs up and down',
      'Busiest hours (UTC)',
    ]);
    for (const figure of figures) expect(figure.querySelector('svg.recharts-surface')).not.toBeNull();
    // The bars and lines are drawn once the chart has laid itself out.
    await waitFor(() => {
      expect(figures[1].querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0);
      expect(figures[0].querySelectorAll('.recharts-line-curve')).toHaveLength(2);
    });
    expect(screen.getByText('1 up, 0 down')).toBeInTheDocument();
    const mood = screen.getByText("Visitors' mood (1 positive, 0 negative questions)").closest('div')!;
    expect(mood).toHaveTextContent('Neutral');
    expect(screen.getByText('Questions answered').closest('div')).toHaveTextContent('75%');
    expect(screen.getByText('busiest 14:00 UTC, 4 questions')).toBeInTheDocument();
    const topQuestions = screen.getByRole('region', { name: 'Top questions' });
    expect(within(topQuestions).getByText('What are your opening hours?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Opening hours' })).toHaveAttribute(
      'href',
      'https://bakery.example/hours',
    );
    expect(screen.getByText('https://bakery.example/menu')).toBeInTheDocument();
  });

  it('reads the figures again for another period', async () => {
    const { calls, user } = renderAnalytics();
    await screen.findByText('3 answered, 1 declined (75% answered)');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(await screen.findByText('8 answered, 1 declined (89% answered)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls.map((call) => call.url)).toEqual([`${ANALYTICS}?days=30`, `${ANALYTICS}?days=7`]);
  });

  it("downloads the period's numbers as CSV", async () => {
    const createObjectURL = vi.fn(() => 'blob:analytics');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls, user } = renderAnalytics();
    await user.click(await screen.findByRole('button', { name: '7 days' }));
    await user.click(screen.getByRole('button', { name: 'Download CSV of the last 7 days' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.at(-1)?.url).toBe(`${ANALYTICS}.csv?days=7`);
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(await readBlob(blob)).toBe('date,conversations\r\n2026-11-25,1\r\n');
    click.mockRestore();
  });

  it("says which plan has analytics, with a link to its checkout, when the assistant's plan lacks them", async () => {
    const message = 'Analytics are part of the Gold plan and above. Upgrade at /checkout/gpt/gold/month.';
    mockFetch({
      [`GET ${ANALYTICS}?days=30`]: () =>
        json(403, { statusCode: 403, code: 'PLAN_FEATURE_MISSING', message }),
    });
    renderWithProviders(<AssistantAnalytics assistantId="a1" />);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute(
      'href',
      '/checkout/gpt/gold/month',
    );
    expect(screen.queryByRole('button', { name: /Download CSV/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
