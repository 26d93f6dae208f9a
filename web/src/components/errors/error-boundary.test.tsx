import { ERROR_CATEGORY_TEXT, categorizeError } from '@gptsite/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../test/http';
import { renderWithProviders } from '../../test/render';
import { ErrorBoundary } from './error-boundary';
import { isCriticalError } from './error-kinds';

function Thrower({ error }: { error: Error }): never {
  throw error;
}

const OPERATIONAL = {
  api: 'operational',
  database: 'operational',
  ai: 'operational',
  lastChecked: '2025-01-01T00:00:00Z',
};

describe('error categorisation', () => {
  it.each([
    ['TypeError: Failed to fetch', 'network'],
    ['404: That conversion does not exist', 'notfound'],
    ['500: Internal', 'server'],
    ['Server unavailable', 'server'],
    ['403: Forbidden', 'permission'],
    ['401: Unauthorized', 'permission'],
    ['Something odd', 'unknown'],
  ])('%s is %s', (message, category) => {
    expect(categorizeError(message)).toBe(category);
  });

  it.each([
    ["Cannot read properties of undefined (reading 'map')", true],
    ['x.then is not a function', true],
    ['NetworkError when attempting to fetch resource.', true],
    ['Loading chunk 3 failed. (ChunkLoadError)', true],
    ['Failed to fetch dynamically imported module: /assets/x.js', true],
    ['500: Internal', false],
  ])('"%s" critical: %s', (message, critical) => {
    expect(isCriticalError(new Error(message))).toBe(critical);
  });
});

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React logs caught render errors; the boundary is what is being tested, so keep the output clean.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows the error screen with category, code, time and statuses', async () => {
    mockFetch({ 'GET /api/system/status': () => json(200, OPERATIONAL) });
    renderWithProviders(
      <ErrorBoundary>
        <Thrower error={new Error("Cannot read properties of undefined (reading 'stages')")} />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(ERROR_CATEGORY_TEXT.unknown)).toBeInTheDocument();
    expect(screen.getByText('ERR_UNKNOWN')).toBeInTheDocument();
    for (const name of ['Try Again', 'Go Back', 'Home'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(await screen.findAllByText('Operational')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'support@gptsite.ai' })).toHaveAttribute(
      'href',
      'mailto:support@gptsite.ai',
    );
  });

  it('reports critical errors with the boundary fields', async () => {
    const { calls } = mockFetch({
      'POST /api/system/error-report': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(
      <ErrorBoundary>
        <Thrower error={new TypeError('undefined is not a function')} />
      </ErrorBoundary>,
    );
    expect(
      await screen.findByText("Error automatically reported to our team. We're working on a fix."),
    ).toBeInTheDocument();
    const report = calls.find((call) => call.url === '/api/system/error-report')?.body as Record<
      string,
      unknown
    >;
    expect(Object.keys(report).sort()).toEqual([
      'componentStack',
      'message',
      'name',
      'stack',
      'timestamp',
      'url',
      'userAgent',
    ]);
    expect(report).toMatchObject({ message: 'undefined is not a function', name: 'TypeError' });
  });

  it('shows the server category and code, and marks the API down when the status check fails', async () => {
    mockFetch({ 'GET /api/system/status': () => Promise.reject(new TypeError('Failed to fetch')) });
    renderWithProviders(
      <ErrorBoundary>
        <Thrower error={new Error('500: Internal server error')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText(ERROR_CATEGORY_TEXT.server)).toBeInTheDocument();
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(await screen.findByText('Outage')).toBeInTheDocument();
  });

  it('auto-resets a non-critical error after 100 ms and recovers when the cause is gone', async () => {
    mockFetch();
    let broken = true;
    function Flaky() {
      if (broken) throw new Error('A transient glitch');
      return <p>Recovered</p>;
    }
    renderWithProviders(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    broken = false;
    expect(await screen.findByText('Recovered')).toBeInTheDocument();
    expect(screen.queryByText('Retry Failed')).toBeNull();
  });

  it('tells the user when automatic recovery fails', async () => {
    mockFetch();
    renderWithProviders(
      <ErrorBoundary>
        <Thrower error={new Error('A persistent glitch')} />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Retry Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Unable to recover automatically. Please try again manually.'),
    ).toBeInTheDocument();
  });

  it('Try Again waits 2 s, checks health for network errors, then resets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'HEAD /api/health': () => new Response(null, { status: 200 }),
      'POST /api/system/error-report': () => new Response(null, { status: 204 }),
    });
    let fail = true;
    function NeedsNetwork() {
      if (fail) throw new TypeError('Failed to fetch');
      return <p>Back online</p>;
    }
    renderWithProviders(
      <ErrorBoundary>
        <NeedsNetwork />
      </ErrorBoundary>,
    );
    fail = false;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('button', { name: 'Retrying…' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(screen.getByText('Back online')).toBeInTheDocument());
  });
});
