import { randomInt } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type { ChatResponse, ConversionView, CoverageReport, TrialCreated } from '../../libs/shared/src';
import type { TestSocket } from './test-api';
import { rememberViewToken, viewTokenFor } from './view-tokens';

/** Helpers for the pipeline's end-to-end tests (pipeline-fixtures, worker-kill, conversion-retry). */

/** Closing an api, workers and servers can take longer than jest's 5 s hook default on a busy machine. */
export const CLEANUP_TIMEOUT_MS = 30_000;

/**
 * Every test file of a run shares one Redis prefix, so the api's per-IP rate limits (10 trials an hour)
 * would be shared too. The api trusts X-Forwarded-For from loopback, so each file poses as its own
 * visitor from a documentation address range (RFC 5737) and gets its own budget.
 */
export function visitorAddress(): string {
  return `198.51.100.${randomInt(1, 255)}`;
}

export interface TrialForm {
  brand: string;
  website: string;
  email: string;
  name?: string;
}

export async function createTrial(baseUrl: string, form: TrialForm, address: string): Promise<TrialCreated> {
  const response = await request(baseUrl)
    .post('/api/v1/trials')
    .set('X-Forwarded-For', address)
    .send({ name: 'Test Owner', ...form })
    .expect(201);
  rememberViewToken(response.body as TrialCreated);
  return response.body as TrialCreated;
}

/**
 * `token`: an access token or viewing token that may read the conversion; by default the viewing token
 * of the trial that made it (a recrawl's conversion has none: pass the owner's or a super admin's).
 */
export async function getConversion(
  baseUrl: string,
  conversionId: string,
  token = viewTokenFor(conversionId),
): Promise<ConversionView> {
  const call = request(baseUrl).get(`/api/v1/conversions/${conversionId}`);
  return (await (token ? call.set('Authorization', `Bearer ${token}`) : call).expect(200))
    .body as ConversionView;
}

export async function getCoverage(
  baseUrl: string,
  conversionId: string,
  token = viewTokenFor(conversionId),
): Promise<CoverageReport> {
  const call = request(baseUrl).get(`/api/v1/conversions/${conversionId}/sources`);
  return (await (token ? call.set('Authorization', `Bearer ${token}`) : call).expect(200))
    .body as CoverageReport;
}

export async function ask(
  baseUrl: string,
  assistantId: string,
  message: string,
  visitorId: string,
): Promise<ChatResponse> {
  const response = await request(baseUrl)
    .post(`/api/v1/assistants/${assistantId}/messages`)
    .send({ message, visitorId })
    .expect(200);
  return response.body as ChatResponse;
}

/**
 * Resolves with the first progress event of the conversion that satisfies `test`. Listens on the
 * socket's live events; the caller must already have subscribed to the conversion's room.
 */
export function waitForProgress(
  socket: TestSocket,
  conversionId: string,
  test: (view: ConversionView) => boolean,
  timeoutMs = 60_000,
): Promise<ConversionView> {
  return new Promise((resolve, reject) => {
    const onProgress = (view: ConversionView): void => {
      if (view.id !== conversionId || !test(view)) return;
      clearTimeout(timer);
      socket.off('conversion:progress', onProgress);
      resolve(view);
    };
    const timer = setTimeout(() => {
      socket.off('conversion:progress', onProgress);
      reject(new Error(`No progress event of ${conversionId} matched within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('conversion:progress', onProgress);
  });
}

/** A loopback port nothing listens on (bound once by us, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
