import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { verifyWebhookSignature } from '../../libs/server/src';
import type { WebhookEvent, WebhookEventType } from '../../libs/shared/src';

export interface ReceivedEvent {
  headers: IncomingHttpHeaders;
  body: string;
  event: WebhookEvent;
}

/** A webhook receiver on 127.0.0.1 that answers 200 and keeps what it is sent; waits without sleeping. */
export class WebhookReceiver {
  readonly received: ReceivedEvent[] = [];
  private readonly waiters = new Set<() => void>();
  private server!: Server;
  url = '';

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        this.received.push({ headers: req.headers, body, event: JSON.parse(body) as WebhookEvent });
        res.end('ok');
        for (const wake of this.waiters) wake();
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/gptsite`;
    return this.url;
  }

  ofType(type: WebhookEventType): ReceivedEvent[] {
    return this.received.filter((received) => received.event.type === type);
  }

  /** The `seen`+1-th event of `type`, waiting up to `timeoutMs` for it. */
  async next(type: WebhookEventType, seen = 0, timeoutMs = 15_000): Promise<ReceivedEvent> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.ofType(type)[seen];
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No ${type} event number ${seen + 1} within ${timeoutMs} ms`);
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
