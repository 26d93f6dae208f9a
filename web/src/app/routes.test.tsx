import { BRANDS, type BrandKey } from '@gptsite/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../features/auth/utils/token';
import { json, mockFetch } from '../test/http';
import { renderRoute } from '../test/render';
import { BRAND_PATHS } from './routes';

function tokenFor(payload: object): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
}

const SPEC_ALIASES: Array<[string, BrandKey]> = [
  ['/edgpt', 'edgpt'],
  ['/lawfirm', 'lawfirm'],
  ['/law', 'lawfirm'],
  ['/taxprep', 'taxprep'],
  ['/taxprepgpt', 'taxprep'],
  ['/tax', 'taxprep'],
  ['/cpafirm', 'cpa'],
  ['/cpa', 'cpa'],
  ['/gpt', 'gpt'],
  ['/gptsite', 'gpt'],
  ['/businessbroker', 'businessbroker'],
  ['/broker', 'businessbroker'],
];

describe('brand landing routes', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('registers every alias of spec section 2', () => {
    const registered = new Map(BRAND_PATHS.map(({ path, brand }) => [path, brand.key]));
    for (const [path, key] of SPEC_ALIASES) expect(registered.get(path)).toBe(key);
  });

  it.each(SPEC_ALIASES)('%s shows its own brand', async (path, key) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: BRANDS[key].title })).toBeInTheDocument();
    expect(screen.getByText(BRANDS[key].tagline)).toBeInTheDocument();
  });

  it('/ on localhost shows the education brand', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: BRANDS.edgpt.title })).toBeInTheDocument();
  });

  it('lists all six brand pages in the quick navigation', async () => {
    renderRoute('/law');
    const nav = await screen.findByRole('navigation', { name: 'Industries' });
    for (const brand of Object.values(BRANDS)) {
      expect(nav.querySelector(`a[href="/${brand.product}"]`)).not.toBeNull();
    }
  });

  it('shows the demo as warming up when no demo assistant exists yet', async () => {
    renderRoute('/tax');
    expect(await screen.findByText(/TaxPrepGPT demo is warming up/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BRANDS.taxprep.exampleQuestion })).toBeDisabled();
  });
});

describe('unknown and pattern routes', () => {
  beforeEach(() => {
    mockFetch();
  });

  it.each(['/no-such-page', '/user/nothing', '/law/legal/cookies', '/a/b/c/d'])(
    '%s shows the not-found page',
    async (path) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    },
  );

  it('renders the privacy policy under a brand path', async () => {
    renderRoute('/lawfirm/legal/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'LawFirmGPT Privacy Policy' }),
    ).toBeInTheDocument();
  });

  it('renders the terms for the host brand', async () => {
    renderRoute('/legal/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'EdGPT Terms of Service' }),
    ).toBeInTheDocument();
  });
});

describe('protected routes', () => {
  beforeEach(() => {
    mockFetch();
  });

  it('redirects without a token, keeping where the user was going', async () => {
    renderRoute('/user/dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/user/login?redirectUrl=%2Fuser%2Fdashboard'),
    );
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('clears a malformed token and redirects', async () => {
    localStorage.setItem(TOKEN_KEY, 'not-a.jwt');
    renderRoute('/school/dashboard');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/user/login?redirectUrl=%2Fschool%2Fdashboard',
      ),
    );
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clears a token whose payload part is not JSON', async () => {
    localStorage.setItem(TOKEN_KEY, 'eyJhbGciOiJIUzI1NiJ9.bm90IGpzb24.c2ln');
    renderRoute('/user/dashboard');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/login'));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('clears a token with the wrong role; super admin pages go to their own login', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor({ user: { role: 'user' } }));
    renderRoute('/superadmin');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/superadmin\/login$/));
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('admits a token with the right role', async () => {
    const token = tokenFor({ user: { role: 'admin' } });
    localStorage.setItem(TOKEN_KEY, token);
    renderRoute('/school/dashboard/subscription');
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('signs in and returns to the redirectUrl', async () => {
    const token = tokenFor({ user: { role: 'user' } });
    mockFetch({ 'POST /api/v1/auth/login': () => json(200, { token }) });
    renderRoute('/user/login?redirectUrl=%2Fuser%2Fdashboard');
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Your assistants' })).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
  });

  it('explains a failed sign-in with the catalogue text', async () => {
    mockFetch({
      'POST /api/v1/auth/login': () =>
        json(404, { statusCode: 404, message: 'Cannot POST /api/v1/auth/login' }),
    });
    renderRoute('/user/login');
    await userEvent.type(await screen.findByLabelText('Email'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeInTheDocument();
    expect(screen.getByText('404: Cannot POST /api/v1/auth/login')).toBeInTheDocument();
  });
});
