import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';

/** A Checkout Session the stub created, with the form fields the SDK sent (`metadata[trialId]`, …). */
export interface StubSession {
  id: string;
  url: string;
  fields: Record<string, string>;
}

/**
 * The few Stripe endpoints GPTsite uses, on 127.0.0.1 (STRIPE_API_BASE points the SDK here):
 * `POST /v1/checkout/sessions` answers a session whose `url` is this server's `/pay/<id>` page (a stand-in
 * for Stripe's hosted page). `signedEvent` builds a webhook delivery signed with the library's own test
 * helper, as Stripe would send it.
 */
export class StripeStub {
  readonly sessions: StubSession[] = [];
  private server: Server | null = null;
  origin = '';

  constructor(readonly webhookSecret = `whsec_${randomUUID().replace(/-/g, '')}`) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => void this.answer(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.origin;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** A webhook delivery: the JSON body and its Stripe-Signature header. */
  signedEvent(type: string, object: object, id = `evt_${randomUUID().replace(/-/g, '')}`) {
    const payload = JSON.stringify({
      id,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    });
    const header = new Stripe('sk_test_stub').webhooks.generateTestHeaderString({
      payload,
      secret: this.webhookSecret,
    });
    return { id, payload, header };
  }

  private async answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString();
    const send = (status: number, json: unknown, type = 'application/json') => {
      response.writeHead(status, { 'Content-Type': type });
      response.end(typeof json === 'string' ? json : JSON.stringify(json));
    };
    const url = new URL(request.url ?? '/', this.origin);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      if (!/^Bearer sk_/.test(request.headers.authorization ?? ''))
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      const fields = Object.fromEntries(new URLSearchParams(body));
      const id = `cs_test_${randomUUID().replace(/-/g, '')}`;
      const session = { id, url: `${this.origin}/pay/${id}`, fields };
      this.sessions.push(session);
      return send(200, {
        id,
        object: 'checkout.session',
        url: session.url,
        mode: fields.mode,
        client_reference_id: fields.client_reference_id ?? null,
        metadata: metadataOf(fields),
        status: 'open',
      });
    }
    if (request.method === 'GET' && url.pathname.startsWith('/pay/'))
      return send(
        200,
        `<!doctype html><title>Stripe test checkout</title><h1>Pay ${url.pathname.slice(5)}</h1>`,
        'text/html',
      );
    send(404, {
      error: { type: 'invalid_request_error', message: `No such route: ${request.method} ${url.pathname}` },
    });
  }
}

/** `metadata[trialId]=…` form fields as the object Stripe would keep. */
export function metadataOf(fields: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
}
