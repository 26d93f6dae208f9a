import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../features/auth/utils/token';
import { json, mockFetch } from '../../test/http';
import { renderRoute } from '../../test/render';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.c2lnbmF0dXJl`;
const ownerToken = jwt({ user: { id: 'u1', email: 'grace@hopper.example', name: 'Grace', role: 'user' } });

async function choosePassword(password: string, repeat = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
  return user;
}

describe('/user/set-password', () => {
  it('sets the password with the link token, keeps the token and lands signed in on the dashboard', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/auth/password': () => json(200, { token: ownerToken, user: { role: 'user' } }),
      'GET /api/v1/assistants': () => json(200, { assistants: [] }),
    });
    renderRoute('/user/set-password?token=link-token-123');
    await choosePassword('compiler-ladybug-1947');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user/dashboard'));
    expect(calls.find((call) => call.url === '/api/v1/auth/password')?.body).toEqual({
      token: 'link-token-123',
      password: 'compiler-ladybug-1947',
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(ownerToken);
    expect(await screen.findByRole('heading', { name: 'Your assistants' })).toBeInTheDocument();
  });

  it('explains a weak password under the field and stays on the page', async () => {
    mockFetch({
      'POST /api/v1/auth/password': () =>
        json(400, {
          statusCode: 400,
          message: 'This password is one of the most common and easy to guess; please choose another',
          fields: { password: "There's an issue with the password field: …" },
        }),
    });
    renderRoute('/user/set-password?token=t');
    await choosePassword('password1234');
    expect(
      await screen.findByText(
        'This password is one of the most common and easy to guess; please choose another',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('location')).toHaveTextContent('/user/set-password');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('does not send two different passwords', async () => {
    const { calls } = mockFetch();
    renderRoute('/user/set-password?token=t');
    await choosePassword('compiler-ladybug-1947', 'compiler-ladybug-1948');
    expect(await screen.findByText('The two passwords are not the same')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers a new link when this one was used or has expired (410)', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/auth/password': () =>
        json(410, {
          statusCode: 410,
          message: 'This link has already been used or has expired; please ask for a new one',
        }),
      'POST /api/v1/auth/password/reset': () => new Response(null, { status: 202 }),
    });
    renderRoute('/user/set-password?token=spent');
    const user = await choosePassword('compiler-ladybug-1947');
    expect(await screen.findByText('This link can no longer be used')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'grace@hopper.example');
    await user.click(screen.getByRole('button', { name: 'Send me a new link' }));
    expect(await screen.findByText('Check your mail')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/v1/auth/password/reset')?.body).toEqual({
      email: 'grace@hopper.example',
    });
  });

  it('without a token, asks for a new link', async () => {
    mockFetch();
    renderRoute('/user/set-password');
    expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send me a new link' })).toBeInTheDocument();
  });
});

describe('forgot password', () => {
  it('is linked from the sign-in page and mails a link', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/auth/password/reset': () => new Response(null, { status: 202 }),
    });
    renderRoute('/user/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'grace@hopper.example');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText(/If an account uses grace@hopper.example/)).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/v1/auth/password/reset')).toBe(true);
  });
});
