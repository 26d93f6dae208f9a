import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A scripted OpenAI-compatible server on 127.0.0.1 for provider tests: POST /v1/chat/completions
 * (JSON, or SSE when the request asks to stream) and POST /v1/embeddings. Each request takes the next
 * scripted reply; every request body is recorded.
 */

export type StubReply =
  | { kind: 'error'; status: number; retryAfterMs?: number }
  | { kind: 'chat'; content: string }
  | { kind: 'stream'; tokens: string[] }
  | { kind: 'embeddings'; dimensions: number };

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
}

function chatCompletion(content: string): object {
  return {
    id: 'chatcmpl-stub',
    object: 'chat.completion',
    created: 0,
    model: 'stub',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

function streamChunk(content: string | null, finish: string | null): string {
  const chunk = {
    id: 'chatcmpl-stub',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'stub',
    choices: [{ index: 0, delta: content === null ? {} : { content }, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** A deterministic vector per input, so tests can check order and normalisation. */
function fakeEmbedding(input: string, dimensions: number): number[] {
  return Array.from({ length: dimensions }, (_, index) => ((input.length + index * 7) % 11) - 5);
}

export class OpenAIStubServer {
  readonly requests: RecordedRequest[] = [];
  private readonly replies: StubReply[] = [];
  private server: Server | null = null;

  /** Queues replies, used in order; an empty queue answers 500. */
  reply(...replies: StubReply[]): void {
    this.replies.push(...replies);
  }

  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}/v1`;
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const path = request.url ?? '';
    this.requests.push({ path, body });
    const reply = this.replies.shift() ?? { kind: 'error', status: 500 };
    if (reply.kind === 'error') {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (reply.retryAfterMs !== undefined) headers['retry-after-ms'] = String(reply.retryAfterMs);
      response
        .writeHead(reply.status, headers)
        .end(JSON.stringify({ error: { message: `stub ${reply.status}`, type: 'stub' } }));
    } else if (reply.kind === 'embeddings') {
      const inputs = body.input as string[];
      const data = inputs.map((input, index) => ({
        object: 'embedding',
        index,
        embedding: fakeEmbedding(input, reply.dimensions),
      }));
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          data,
          model: 'stub',
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    } else if (reply.kind === 'chat') {
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(chatCompletion(reply.content)));
    } else {
      response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const token of reply.tokens) response.write(streamChunk(token, null));
      response.write(streamChunk(null, 'stop'));
      response.end('data: [DONE]\n\n');
    }
  }
}
