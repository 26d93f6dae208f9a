import { Client } from 'pg';
import request from 'supertest';
import { randomUUID } from 'node:crypto';
import type {
  ChatDoneEvent,
  ChatErrorEvent,
  ChatResponse,
  ConversionView,
  TrialCreated,
} from '../../libs/shared/src';
import { watchConversion } from './conversion-watch';
import { connectSocket, type RunningApi, type TestSocket } from './test-api';
import { rememberViewToken } from './view-tokens';

/**
 * Helpers for the visitor-chat end-to-end tests: build an assistant from a site through the real
 * pipeline, ask it questions, and read or change its row in Postgres.
 *
 * The api trusts loopback proxies, so `X-Forwarded-For` sets the client address a request is counted
 * under. Each test file uses its own documentation address (203.0.113.x) so the per-IP budgets (ten
 * trials an hour, twenty questions a minute) of one file never spend another's.
 */

export interface ConvertedSite {
  trialId: string;
  conversionId: string;
  assistantId: string;
  /** Read access to the conversion's progress (the trial response's `viewToken`). */
  viewToken: string;
  view: ConversionView;
}

export interface TrialInput {
  brand: string;
  website: string;
  email?: string;
  name?: string;
  /** The client address the trial is counted under (see above). */
  clientIp: string;
}

export async function startTrial(api: RunningApi, input: TrialInput): Promise<TrialCreated> {
  const response = await request(api.baseUrl)
    .post('/api/v1/trials')
    .set('X-Forwarded-For', input.clientIp)
    .send({
      brand: input.brand,
      name: input.name ?? 'Owner',
      email: input.email ?? 'owner@example.com',
      website: input.website,
    })
    .expect(201);
  rememberViewToken(response.body as TrialCreated);
  return response.body;
}

/** Creates a trial for `website` and waits on Socket.IO for its conversion to finish; fails if it failed. */
export async function convertSite(
  api: RunningApi,
  input: TrialInput,
  timeoutMs = 150_000,
): Promise<ConvertedSite> {
  const trial = await startTrial(api, input);
  // The conversion page's way in: the trial response's viewing token.
  const socket = await connectSocket(api.baseUrl, trial.viewToken);
  try {
    const recording = watchConversion(socket, trial.conversionId, timeoutMs);
    const outcome = await recording.finished;
    if (outcome !== 'completed')
      throw new Error(`Conversion of ${input.website} failed: ${JSON.stringify(recording.failed)}`);
    const read = () =>
      request(api.baseUrl)
        .get(`/api/v1/conversions/${trial.conversionId}`)
        .set('X-View-Token', trial.viewToken);
    let response = await read();
    // In-process workers embedding on the api's thread (without a build the sentence model runs there) can hold
    // the event loop past the database's connect timeout: a 503 asks the page to try again, as it would.
    for (let attempt = 1; response.status === 503 && attempt < 5; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
      response = await read();
    }
    // The api's own sentence says what went wrong; a bare status does not.
    if (response.status !== 200)
      throw new Error(`the conversion view answered ${response.status}: ${JSON.stringify(response.body)}`);
    const view: ConversionView = response.body;
    return { ...trial, view };
  } finally {
    socket.disconnect();
  }
}

export interface AskOptions {
  conversationId?: string;
  visitorId?: string;
  clientIp?: string;
}

export interface TimedReply {
  status: number;
  body: ChatResponse & { statusCode?: number; message?: string };
  headers: Record<string, string>;
  latencyMs: number;
}

/** One visitor question over HTTP, timed on the client. */
export async function ask(
  api: RunningApi,
  assistantId: string,
  message: string,
  options: AskOptions = {},
): Promise<TimedReply> {
  const started = performance.now();
  const response = await request(api.baseUrl)
    .post(`/api/v1/assistants/${assistantId}/messages`)
    .set('X-Forwarded-For', options.clientIp ?? '203.0.113.250')
    .send({ message, conversationId: options.conversationId, visitorId: options.visitorId });
  return {
    status: response.status,
    body: response.body,
    headers: response.headers as Record<string, string>,
    latencyMs: performance.now() - started,
  };
}

/** Runs SQL against the run's database (global setup put its URL in the environment). */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Nearest-rank percentile of a list of numbers (p in 0..100). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export interface StreamedAnswer {
  requestId: string;
  tokens: string[];
  done?: ChatDoneEvent;
  error?: ChatErrorEvent;
}

/** Asks over Socket.IO (`chat:ask`) and collects `chat:token` events until this request's `chat:done` or `chat:error`. */
export function askOverSocket(
  socket: TestSocket,
  payload: { assistantId: string; message: string; visitorId?: string; conversationId?: string },
  timeoutMs = 30_000,
): Promise<StreamedAnswer> {
  const requestId = randomUUID();
  const result: StreamedAnswer = { requestId, tokens: [] };
  return new Promise<StreamedAnswer>((resolve, reject) => {
    const onToken = (event: { requestId: string; token: string }) => {
      if (event.requestId === requestId) result.tokens.push(event.token);
    };
    const finish = () => {
      clearTimeout(timer);
      socket.off('chat:token', onToken);
      socket.off('chat:done', onDone);
      socket.off('chat:error', onError);
      resolve(result);
    };
    const onDone = (event: ChatDoneEvent) => {
      if (event.requestId !== requestId) return;
      result.done = event;
      finish();
    };
    const onError = (event: ChatErrorEvent) => {
      if (event.requestId !== requestId) return;
      result.error = event;
      finish();
    };
    const timer = setTimeout(() => {
      socket.off('chat:token', onToken);
      socket.off('chat:done', onDone);
      socket.off('chat:error', onError);
      reject(new Error(`No chat:done or chat:error for "${payload.message}" within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('chat:token', onToken);
    socket.on('chat:done', onDone);
    socket.on('chat:error', onError);
    socket.emit('chat:ask', { requestId, ...payload });
  });
}
