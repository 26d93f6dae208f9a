import { vi } from 'vitest';

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}
type Responder = (call: RecordedCall) => Response | Promise<Response>;

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Replaces fetch with a router keyed by "METHOD /path" (the path may end in `*`). Unmatched calls get the
 * API's 404 body, so a test only describes the calls it cares about.
 */
export function mockFetch(routes: Record<string, Responder> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    const call = { method, url, body };
    calls.push(call);
    const key = Object.keys(routes).find((pattern) => {
      const [routeMethod, path] = pattern.split(' ');
      if (routeMethod !== method) return false;
      return path.endsWith('*') ? url.startsWith(path.slice(0, -1)) : url === path;
    });
    if (key) return routes[key](call);
    return json(404, { statusCode: 404, message: `Cannot ${method} ${url}` });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
