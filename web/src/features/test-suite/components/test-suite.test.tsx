import type { TestSuiteGroupInfo, TestSuiteRun } from '@gptsite/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../auth/utils/token';
import { json, mockFetch, type RecordedCall } from '../../../test/http';
import { renderRoute } from '../../../test/render';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (role: string) =>
  `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
    user: { id: 'u1', email: 'root@gptsite.example', name: 'Root', role },
    exp: Math.floor(Date.now() / 1000) + 900,
  })}.c2lnbmF0dXJl`;

const names: Record<TestSuiteGroupInfo['id'], string> = {
  'system-health': 'System health',
  'trial-forms': 'Trial forms',
  notifications: 'Notifications',
  analytics: 'Analytics',
  integrations: 'Integrations',
  performance: 'Performance',
};
const GROUPS: TestSuiteGroupInfo[] = (Object.keys(names) as TestSuiteGroupInfo['id'][]).map((id) => ({
  id,
  name: names[id],
  checks: [
    { id: `${id}-a`, name: `${names[id]} first`, description: `What ${id} first does` },
    { id: `${id}-b`, name: `${names[id]} second`, description: `What ${id} second does` },
  ],
}));

function runFor(group: string | undefined): TestSuiteRun {
  const groups = GROUPS.filter((candidate) => !group || candidate.id === group);
  const results = groups.flatMap((candidate) =>
    candidate.checks.map((check, index) => ({
      id: check.id,
      name: check.name,
      group: candidate.id,
      status: candidate.id === 'notifications' && index === 1 ? ('failed' as const) : ('passed' as const),
      durationMs: index === 0 ? 12 : 1500,
      reason:
        candidate.id === 'notifications' && index === 1
          ? 'The test email to root@gptsite.example was not sent (mail server 127.0.0.1:1): connect ECONNREFUSED.'
          : `${check.name} is fine.`,
    })),
  );
  const failed = results.filter((result) => result.status === 'failed').length;
  return {
    startedAt: '2026-11-26T23:00:00Z',
    durationMs: 40,
    passed: results.length - failed,
    failed,
    results,
  };
}

function suiteRoutes() {
  return mockFetch({
    'GET /api/v1/test-suite': () => json(200, { groups: GROUPS }),
    'POST /api/v1/test-suite/run': (call: RecordedCall) =>
      json(200, runFor((call.body as { group?: string }).group)),
  });
}

describe('/test-suite', () => {
  it('shows the six groups and runs one group, with each check passed or failed, its reason and duration', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor('super_admin'));
    const { calls } = suiteRoutes();
    const user = userEvent.setup();
    renderRoute('/test-suite');
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(Object.values(names));
    expect(screen.getByText('0 passed · 0 failed · 12 not run')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run group Notifications' }));
    const failed = await screen.findByRole('listitem', { name: 'Notifications second' });
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(failed).toHaveTextContent('was not sent (mail server 127.0.0.1:1): connect ECONNREFUSED.');
    expect(failed).toHaveTextContent('(1.5 s)');
    const passed = screen.getByRole('listitem', { name: 'Notifications first' });
    expect(within(passed).getByText('Passed')).toBeInTheDocument();
    expect(passed).toHaveTextContent('Notifications first is fine.');
    expect(passed).toHaveTextContent('(12 ms)');
    expect(screen.getByText('1 passed · 1 failed · 10 not run')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { group: 'notifications' },
    ]);
    const untouched = screen.getByRole('listitem', { name: 'Analytics first' });
    expect(within(untouched).getByText('Not run')).toBeInTheDocument();
    expect(untouched).toHaveTextContent('What analytics first does');
  });

  it('runs all groups at once', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor('super_admin'));
    const { calls } = suiteRoutes();
    const user = userEvent.setup();
    renderRoute('/test-suite');
    await user.click(await screen.findByRole('button', { name: 'Run all' }));
    expect(await screen.findByText('11 passed · 1 failed · 0 not run')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{}]);
  });

  it('says why when the server refuses a run', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor('super_admin'));
    mockFetch({
      'GET /api/v1/test-suite': () => json(200, { groups: GROUPS }),
      'POST /api/v1/test-suite/run': () =>
        json(429, {
          statusCode: 429,
          code: 'RATE_LIMITED',
          message: 'You have run the test suite 10 times this minute; please try again in about a minute',
        }),
    });
    const user = userEvent.setup();
    renderRoute('/test-suite');
    await user.click(await screen.findByRole('button', { name: 'Run all' }));
    expect(await screen.findByText(/10 times this minute/)).toBeInTheDocument();
  });

  it('sends anyone but the super admin to the super admin sign-in', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor('admin'));
    const { calls } = mockFetch();
    renderRoute('/test-suite');
    await waitFor(() =>
      expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/superadmin/login'),
    );
    expect(calls.some((call) => call.url.includes('test-suite'))).toBe(false);
  });
});
