import type request from 'supertest';

/** A response with how long it took; a request that timed out is status 0. */
export interface TimedResponse {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string>;
  ms: number;
}

/**
 * Sends a supertest request and times it, for tests that assert a dependency outage answers fast:
 * supertest's own timeout (`timeoutMs`) keeps a hang from stalling the suite.
 */
export async function timed(test: request.Test, timeoutMs = 30_000): Promise<TimedResponse> {
  const started = Date.now();
  const response = await test.timeout(timeoutMs).catch((error: { timeout?: number }) => {
    if (error.timeout) return { status: 0, body: {}, headers: {} };
    throw error;
  });
  return {
    status: response.status,
    body: response.body as Record<string, unknown>,
    headers: response.headers as Record<string, string>,
    ms: Date.now() - started,
  };
}
