import { CONVERSION_STAGES, type ConversionView } from '@gptsite/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/redirect';
import { FakeSocket } from '../../../test/fake-socket';
import { json, mockFetch } from '../../../test/http';
import { renderWithProviders } from '../../../test/render';
import { conversionQueryOptions } from '../api/get-conversion';
import { ConversionLive } from './conversion-live';

vi.mock('../../../lib/redirect', () => ({
  assignLocation: vi.fn(() => true),
  safeRedirectPath: (value: string) => value,
}));

function view(overrides: Partial<ConversionView> = {}): ConversionView {
  return {
    id: 'c1',
    status: 'running',
    stage: 'analyzing',
    progress: 12,
    stages: CONVERSION_STAGES.map((name, index) => ({
      name,
      status: index === 0 ? 'completed' : index === 1 ? 'running' : 'pending',
      progress: index === 0 ? 100 : index === 1 ? 20 : 0,
      message: index === 1 ? 'Read 4 of 20 pages' : '',
    })),
    counts: { pagesFound: 20, pagesCrawled: 4, documents: 0, chunks: 0 },
    assistantId: 'a1',
    website: 'https://riverside.example/',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:05Z',
    ...overrides,
  };
}

function renderLive(socket = new FakeSocket()) {
  mockFetch({
    'GET /api/v1/conversions/c1': () => json(200, view()),
    'POST /api/v1/conversions/c1/retry': () => json(202, view({ stage: 'initializing', progress: 0 })),
  });
  return renderWithProviders(<ConversionLive conversionId="c1" />, { socket });
}

describe('ConversionLive', () => {
  it('loads the snapshot, then subscribes', async () => {
    const { socket } = renderLive();
    expect(await screen.findByText('Read 4 of 20 pages')).toBeInTheDocument();
    expect(socket.emitsOf('conversion:subscribe')).toEqual([{ conversionId: 'c1' }]);
    expect(screen.getAllByRole('progressbar')).toHaveLength(7);
  });

  it("sends the trial's viewing token with the snapshot GET and the subscription", async () => {
    sessionStorage.setItem('gptsite:view-token:c1', 'view-token-of-c1');
    try {
      const socket = new FakeSocket();
      const { fetchMock } = mockFetch({ 'GET /api/v1/conversions/c1': () => json(200, view()) });
      renderWithProviders(<ConversionLive conversionId="c1" />, { socket });
      expect(await screen.findByText('Read 4 of 20 pages')).toBeInTheDocument();
      const init = fetchMock.mock.calls[0][1] as RequestInit;
      expect((init.headers as Record<string, string>)['X-View-Token']).toBe('view-token-of-c1');
      expect(socket.emitsOf('conversion:subscribe')).toEqual([
        { conversionId: 'c1', token: 'view-token-of-c1' },
      ]);
    } finally {
      sessionStorage.removeItem('gptsite:view-token:c1');
    }
  });

  it('writes conversion:progress into the query cache', async () => {
    const { socket, queryClient } = renderLive();
    await screen.findByText('Read 4 of 20 pages');
    const next = view({
      stage: 'extracting',
      progress: 55,
      counts: { pagesFound: 20, pagesCrawled: 20, documents: 3, chunks: 0 },
    });
    next.stages[1] = { ...next.stages[1], status: 'completed', progress: 100, message: 'Read 20 pages' };
    act(() => socket.serverEmit('conversion:progress', next));
    expect(queryClient.getQueryData(conversionQueryOptions('c1').queryKey)).toEqual(next);
    // The query cache notifies components on the next tick.
    expect(await screen.findByText('55% complete')).toBeInTheDocument();
    expect(screen.getByText('Read 20 pages')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
  });

  it('keeps the newer state when an older view arrives late', async () => {
    const { socket, queryClient } = renderLive();
    await screen.findByText('Read 4 of 20 pages');
    const done = view({ status: 'completed', progress: 100, updatedAt: '2025-01-01T00:01:00Z' });
    act(() => socket.serverEmit('conversion:progress', done));
    // Read by another process before the build completed, published after it.
    act(() => socket.serverEmit('conversion:progress', view({ updatedAt: '2025-01-01T00:00:59Z' })));
    expect(queryClient.getQueryData(conversionQueryOptions('c1').queryKey)).toEqual(done);
    const rebuilt = view({ stage: 'extracting', updatedAt: '2025-01-01T00:02:00Z' });
    act(() => socket.serverEmit('conversion:progress', rebuilt));
    expect(queryClient.getQueryData(conversionQueryOptions('c1').queryKey)).toEqual(rebuilt);
  });

  it('ignores events for other conversions', async () => {
    const { socket, queryClient } = renderLive();
    await screen.findByText('Read 4 of 20 pages');
    act(() => socket.serverEmit('conversion:progress', view({ id: 'other', progress: 99 })));
    expect(queryClient.getQueryData(conversionQueryOptions('c1').queryKey)?.progress).toBe(12);
  });

  it('shows a failure with its stage and message, and retries', async () => {
    const { socket, queryClient } = renderLive();
    await screen.findByText('Read 4 of 20 pages');
    act(() =>
      socket.serverEmit('conversion:failed', {
        conversionId: 'c1',
        stage: 'analyzing',
        message: 'We could not reach the website',
      }),
    );
    expect(queryClient.getQueryData(conversionQueryOptions('c1').queryKey)?.status).toBe('failed');
    expect(await screen.findByText('The conversion stopped at “Analyzing website”')).toBeInTheDocument();
    expect(screen.getAllByText('We could not reach the website').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(queryClient.getQueryData(conversionQueryOptions('c1').queryKey)?.status).toBe('running'),
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('sends the whole window to the assistant on conversion:completed', async () => {
    const { socket, queryClient } = renderLive();
    await screen.findByText('Read 4 of 20 pages');
    act(() =>
      socket.serverEmit('conversion:completed', {
        conversionId: 'c1',
        assistantId: 'a1',
        redirectUrl: '/edgpt/c1',
      }),
    );
    expect(assignLocation).toHaveBeenCalledWith('/edgpt/c1');
    expect(queryClient.getQueryData(conversionQueryOptions('c1').queryKey)).toMatchObject({
      status: 'completed',
      progress: 100,
    });
  });

  it('subscribes again after a reconnect and stops listening on unmount', async () => {
    const socket = new FakeSocket();
    socket.connected = false;
    const { unmount } = renderLive(socket);
    await screen.findByText('Read 4 of 20 pages');
    expect(socket.emitsOf('conversion:subscribe')).toHaveLength(0);
    socket.connected = true;
    act(() => socket.serverEmit('connect'));
    act(() => socket.serverEmit('connect'));
    expect(socket.emitsOf('conversion:subscribe')).toHaveLength(2);
    unmount();
    expect(socket.listenerCount('conversion:progress')).toBe(0);
    expect(socket.emitsOf('conversion:unsubscribe')).toEqual([{ conversionId: 'c1' }]);
  });
});
