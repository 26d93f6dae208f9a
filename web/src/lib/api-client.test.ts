import { describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from '../features/auth/utils/token';
import { json } from '../test/http';
import { apiGet } from './api-client';

const encode = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenFor = (name: string) =>
  `${encode({ alg: 'HS256' })}.${encode({ user: { role: 'user', name }, exp: Math.floor(Date.now() / 1000) + 900 })}.c2ln`;

/** fetch that answers 401 to an old bearer token, 200 to the renewed one, and counts refreshes. */
function sessionServer(renewed: string | null) {
  const seen: Array<{ url: string; authorization: string | null }> = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const authorization = new Headers(init.headers).get('Authorization');
    seen.push({ url, authorization });
    if (url === '/api/v1/auth/refresh')
      return renewed ? json(200, { token: renewed }) : json(401, { message: 'Please log in to continue' });
    if (authorization === `Bearer ${renewed}`) return json(200, { ok: true });
    return json(401, { statusCode: 401, message: 'Please log in to continue' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return seen;
}

describe('apiRequest with an expired access token', () => {
  it('renews it once from the refresh cookie and retries, for every call waiting at the time', async () => {
    const renewed = tokenFor('new');
    localStorage.setItem(TOKEN_KEY, tokenFor('old'));
    const seen = sessionServer(renewed);
    await expect(
      Promise.all([apiGet('/api/v1/assistants'), apiGet('/api/v1/assistants/a1')]),
    ).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(seen.filter((call) => call.url === '/api/v1/auth/refresh')).toHaveLength(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);
  });

  it('gives up with the 401 when there is no session to renew', async () => {
    localStorage.setItem(TOKEN_KEY, tokenFor('old'));
    sessionServer(null);
    await expect(apiGet('/api/v1/assistants')).rejects.toMatchObject({ status: 401 });
  });

  it('never renews for a caller without a token, or for the sign-in calls themselves', async () => {
    const seen = sessionServer(tokenFor('new'));
    await expect(apiGet('/api/v1/assistants')).rejects.toMatchObject({ status: 401 });
    localStorage.setItem(TOKEN_KEY, tokenFor('old'));
    await expect(apiGet('/api/v1/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(seen.some((call) => call.url === '/api/v1/auth/refresh')).toBe(false);
  });
});
