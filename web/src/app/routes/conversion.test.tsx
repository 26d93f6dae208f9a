import { CONVERSION_STAGES, type ConversionView } from '@gptsite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, type RecordedCall } from '../../test/http';
import { renderRoute } from '../../test/render';

const BLOCKED = 'That address points to a private network and cannot be crawled';

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

/** Failed at "Initializing", as a trial on an unreadable address does. */
const failedAtStart = view({
  status: 'failed',
  stage: 'initializing',
  progress: 0,
  website: 'http://localhost:22/',
  stages: CONVERSION_STAGES.map((name, index) => ({
    name,
    status: index === 0 ? 'failed' : 'pending',
    progress: 0,
    message: index === 0 ? BLOCKED : 'Waiting',
  })),
  counts: { pagesFound: 0, pagesCrawled: 0, documents: 0, chunks: 0 },
  error: { stage: 'initializing', code: 'SITE_BLOCKED', message: BLOCKED },
});

const restarted = view({ stage: 'initializing', progress: 0, website: 'https://www.riverside.example/' });

function renderPage(patch: (call: RecordedCall) => Response) {
  const fetched = mockFetch({
    'GET /api/v1/conversions/c1': () => json(200, failedAtStart),
    'GET /api/v1/conversions/c1/sources': () => json(200, { conversionId: 'c1', totals: {}, sources: [] }),
    'PATCH /api/v1/conversions/c1': patch,
  });
  renderRoute('/conversion/c1');
  return { ...fetched, user: userEvent.setup() };
}

describe('the conversion page', () => {
  it('asks to keep the page open only while the assistant is being built', async () => {
    mockFetch({ 'GET /api/v1/conversions/c1': () => json(200, view()) });
    renderRoute('/conversion/c1');
    expect(await screen.findByText(/Keep this page open/)).toBeInTheDocument();
  });

  it('offers the address to correct, not a bare Retry, when the conversion failed at Initializing', async () => {
    renderPage(() => json(202, restarted));
    const address = await screen.findByLabelText('Website address');
    expect(address).toHaveValue('http://localhost:22/');
    expect(screen.getAllByText(BLOCKED).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry with this address' })).toBeInTheDocument();
    expect(screen.queryByText(/Keep this page open/)).toBeNull();
  });

  it('sends the corrected address and follows the restarted conversion', async () => {
    const { calls, user } = renderPage(() => json(202, restarted));
    const address = await screen.findByLabelText('Website address');
    await user.clear(address);
    await user.type(address, 'www.riverside.example');
    await user.click(screen.getByRole('button', { name: 'Retry with this address' }));
    await waitFor(() => expect(screen.queryByLabelText('Website address')).toBeNull());
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ website: 'www.riverside.example' });
    expect(screen.getByText(/Keep this page open/)).toBeInTheDocument();
    expect(screen.getByText('Building the assistant for https://www.riverside.example/')).toBeInTheDocument();
  });

  it("shows the server's refusal under the address and keeps what was typed", async () => {
    const sentence =
      "There's an issue with the website field: 10.0.0.8 is a private network address, which we cannot read";
    const { user } = renderPage(() =>
      json(400, { statusCode: 400, code: 'SITE_BLOCKED', message: sentence, fields: { website: sentence } }),
    );
    const address = await screen.findByLabelText('Website address');
    await user.clear(address);
    await user.type(address, 'http://10.0.0.8/');
    await user.click(screen.getByRole('button', { name: 'Retry with this address' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription(sentence);
    expect(address).toHaveValue('http://10.0.0.8/');
  });

  it('checks the address before sending it', async () => {
    const { calls, user } = renderPage(() => json(202, restarted));
    const address = await screen.findByLabelText('Website address');
    await user.clear(address);
    await user.click(screen.getByRole('button', { name: 'Retry with this address' }));
    expect(
      screen.getByText("There's an issue with the website field: Please enter your website address"),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('offers to log in when the owner is not signed in', async () => {
    const { user } = renderPage(() => json(401, { statusCode: 401, message: 'Please log in to continue' }));
    await user.click(await screen.findByRole('button', { name: 'Retry with this address' }));
    expect(
      await screen.findByText(/Retry did not start: 401: Please log in to continue/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/user/login?redirectUrl=%2Fconversion%2Fc1',
    );
  });
});

describe('"Set your password" on the conversion page', () => {
  const routes = () =>
    mockFetch({
      'GET /api/v1/conversions/c1': () => json(200, view()),
      'POST /api/v1/auth/password/reset': () => new Response(null, { status: 202 }),
    });

  it('mails the set-password link to the address this tab submitted the trial with', async () => {
    sessionStorage.setItem('gptsite:trial-email:c1', 'maria@riverside.org');
    const { calls } = routes();
    renderRoute('/conversion/c1');
    const user = userEvent.setup();
    expect(await screen.findByText(/We'll email a link to maria@riverside.org/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set your password' }));
    expect(
      await screen.findByText(/We sent a link to set your password to maria@riverside.org/),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/v1/auth/password/reset', body: { email: 'maria@riverside.org' } },
    ]);
  });

  it('asks for the address when this tab did not submit the trial, and shows no one else the owner’s', async () => {
    const { calls } = routes();
    renderRoute('/conversion/c1');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'maria@riverside.org');
    await user.click(screen.getByRole('button', { name: 'Email me a link to set my password' }));
    expect(await screen.findByText(/Check your mail/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'maria@riverside.org' });
  });

  it('is not offered to someone already signed in', async () => {
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const exp = Math.floor(Date.now() / 1000) + 900;
    localStorage.setItem(
      'token',
      `${encode({ alg: 'HS256' })}.${encode({ user: { role: 'user' }, exp })}.c2ln`,
    );
    sessionStorage.setItem('gptsite:trial-email:c1', 'maria@riverside.org');
    routes();
    renderRoute('/conversion/c1');
    expect(await screen.findByText(/Keep this page open/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set your password' })).toBeNull();
  });
});
