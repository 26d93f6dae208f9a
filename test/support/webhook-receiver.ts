import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../libs/server/src';
import type { WebhookEvent, WebhookEventType } from '../../libs/shared/src';

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: string;
  event: WebhookEvent;
  /** The HTTP status the receiver answered this request with. */
  status: number;
}

/**
 * A webhook receiver on 127.0.0.1 that keeps what it is sent and answers 200, or the next status of its
 * script (`answerNext`) to play a receiver that is down; waits without sleeping.
 */
export class WebhookReceiver {
  readonly received: ReceivedEvent[] = [];
  private readonly waiters = new Set<() => void>();
  private statuses: number[] = [];
  private server!: Server;
  /** `http://127.0.0.1:<port>`: the receiver answers on any path. */
  origin = '';
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const status = this.statuses.shift() ?? 200;
        this.received.push({ headers: req.headers, body, event: JSON.parse(body) as WebhookEvent, status });
        res.statusCode = status;
        res.end(status >= 200 && status < 300 ? 'ok' : 'receiver is down');
        for (const wake of this.waiters) wake();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.url = `${this.origin}/hooks/gptsite`;
    return this.url;
  }

  /** Answers the next requests with these statuses, in order, then 200 again. */
  answerNext(...statuses: number[]): void {
    this.statuses = statuses;
  }

  ofType(type: WebhookEventType): ReceivedEvent[] {
    return this.received.filter((received) => received.event.type === type);
  }

  /** Every request carrying this event id (`X-GPTsite-Event`): the first try and its retries. */
  for(eventId: string): ReceivedEvent[] {
    return this.received.filter((received) => received.headers['x-gptsite-event'] === eventId);
  }

  /** The `seen`+1-th event of `type`, waiting up to `timeoutMs` for it. */
  async next(type: WebhookEventType, seen = 0, timeoutMs = 15_000): Promise<ReceivedEvent> {
    return this.waitFor(
      () => this.ofType(type)[seen],
      `No ${type} event number ${seen + 1} within ${timeoutMs} ms`,
      timeoutMs,
    );
  }

  /** Waits (woken by each request, up to `timeoutMs`) until `found` returns something, and returns it. */
  async waitFor<T>(found: () => T | undefined, failure: string, timeoutMs = 15_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const result = found();
      if (result !== undefined) return result;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(failure);
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  /** Whether the delivery carries a valid `X-GPTsite-Signature` for `secret`. */
  static signedWith(received: ReceivedEvent, secret: string): boolean {
    const header = received.headers['x-gptsite-signature'];
    return typeof header === 'string' && verifyWebhookSignature(secret, received.body, header);
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
