import { verifyWebhookSignature, type AppConfig, type WebhookRepository } from '@gptsite/server';
import { UnrecoverableError } from 'bullmq';
import { FetchError } from '../crawl/fetch-error';
import { WebhookDeliverHandler } from './webhook-deliver.handler';
import type { WebhookPost, WebhookSender } from './webhook-sender';

const SECRET = 'cd'.repeat(32);
const BODY = '{"type":"lead","assistantId":"a1","createdAt":"2026-11-25T10:00:00.000Z","data":{}}';

/** The handler with its repository and sender replaced: what it records, what it sends. */
function setup(options: { status?: string; webhook?: boolean; answer?: () => Promise<number> } = {}) {
  const calls: string[] = [];
  const sent: WebhookPost[] = [];
  const repository = {
    findDelivery: async () => ({
      id: 'e1',
      assistantId: 'a1',
      body: BODY,
      status: options.status ?? 'pending',
    }),
    findFor: async () =>
      options.webhook === false ? null : { url: 'https://hooks.example/x', secret: SECRET },
    startAttempt: async () => void calls.push('attempt'),
    recordResult: async (_id: string, result: { detail: string }) =>
      void calls.push(`result ${result.detail}`),
    markDelivered: async (_id: string, status: number) => void calls.push(`delivered ${status}`),
    markFailed: async (_id: string, reason: string) => void calls.push(`failed ${reason}`),
  };
  const sender = {
    post: async (request: WebhookPost) => {
      sent.push(request);
      return { statusCode: await (options.answer ?? (async () => 200))(), answer: 'nope' };
    },
  };
  const config = { webhooks: { attempts: 5, retryDelayMs: 10, timeoutMs: 1000 } } as AppConfig;
  const handler = new WebhookDeliverHandler(
    repository as unknown as WebhookRepository,
    sender as unknown as WebhookSender,
    config,
  );
  return { handler, calls, sent };
}

describe('WebhookDeliverHandler', () => {
  it('sends the stored body signed, with the event id, and records it delivered', async () => {
    const { handler, calls, sent } = setup();
    await expect(handler.handle({ deliveryId: 'e1' })).resolves.toMatchObject({ status: 'done' });
    expect(calls).toEqual(['attempt', 'delivered 200']);
    expect(sent[0]).toMatchObject({ url: 'https://hooks.example/x', body: BODY, timeoutMs: 1000 });
    expect(sent[0].headers['X-GPTsite-Event']).toBe('e1');
    expect(verifyWebhookSignature(SECRET, BODY, sent[0].headers['X-GPTsite-Signature'])).toBe(true);
  });

  it('never sends an event again once it is delivered or failed', async () => {
    for (const status of ['delivered', 'failed']) {
      const { handler, sent } = setup({ status });
      await expect(handler.handle({ deliveryId: 'e1' })).resolves.toMatchObject({ status: 'skipped' });
      expect(sent).toEqual([]);
    }
  });

  it('records a non-2xx answer and throws so the queue retries', async () => {
    const { handler, calls } = setup({ answer: async () => 502 });
    await expect(handler.handle({ deliveryId: 'e1' })).rejects.toThrow(
      'The receiver answered HTTP 502: nope',
    );
    expect(calls).toEqual(['attempt', 'result The receiver answered HTTP 502: nope']);
  });

  it('gives up at once on a private address, and retries a network failure', async () => {
    const blocked = setup({
      answer: async () => {
        throw new FetchError('blocked_address', '10.0.0.1 is a private or reserved address');
      },
    });
    await expect(blocked.handler.handle({ deliveryId: 'e1' })).rejects.toBeInstanceOf(UnrecoverableError);
    const down = setup({
      answer: async () => {
        throw new FetchError('network', 'The server could not be reached: ECONNREFUSED');
      },
    });
    const error = await down.handler.handle({ deliveryId: 'e1' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).not.toBeInstanceOf(UnrecoverableError);
  });

  it('fails an event whose webhook was removed, and settles an exhausted one with its reason', async () => {
    const { handler, calls, sent } = setup({ webhook: false });
    await handler.handle({ deliveryId: 'e1' });
    expect(sent).toEqual([]);
    await handler.settleExhausted({ deliveryId: 'e1' }, new Error('The receiver answered HTTP 500'));
    expect(calls).toEqual([
      'failed The webhook was removed before this event was sent',
      'failed The receiver answered HTTP 500',
    ]);
  });
});
