import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An OpenAI-compatible server on 127.0.0.1 for end-to-end tests, behaving like a small, obedient model
 * rather than replaying a script, because a conversion and a chat make an unknown number of calls:
 *
 * - `POST /v1/embeddings`: a deterministic bag-of-words vector per input (hashed words), so similar
 *   texts get similar vectors and retrieval works.
 * - `POST /v1/chat/completions`, JSON or SSE (`data: {chunk}` … `data: [DONE]`) when `stream: true`:
 *   by default answers with the sentence of the context passages that shares the most words with the
 *   question, citing its passage as `[n]`, or `NOT_IN_CONTEXT` when none does. `reply` overrides that.
 * - `GET /v1/models`.
 *
 * `failing` makes a family of endpoints answer 500. Every request is recorded.
 */

export interface StubMessage {
  role: string;
  content: string;
}

export interface StubRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
  status: number;
}

export interface StubFailures {
  chat?: boolean;
  embeddings?: boolean;
  models?: boolean;
}

export type ChatReplier = (messages: StubMessage[]) => string;

const STOPWORDS = new Set(
  'a an and are as at be by can do does for from have how i in is it me my of on or our the to we what when where which who will with you your'.split(
    ' ',
  ),
);

function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9$]+/g) ?? [])
    .filter((word) => !STOPWORDS.has(word))
    .map((word) => word.replace(/s$/, ''));
}

/** Unit-length vector of hashed words: deterministic, and overlapping words mean similar vectors. */
export function stubEmbedding(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of words(text)) {
    const digest = createHash('sha1').update(word).digest();
    vector[digest.readUInt32BE(0) % dimensions] += digest[4] & 1 ? 1 : -1;
  }
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

/** The passages of the system message, in order: `<passage-NONCE number="n" …>text</passage-NONCE>`. */
export function contextPassages(system: string): { number: number; text: string }[] {
  return [...system.matchAll(/<(passage-[0-9a-f]+) number="(\d+)"[^>]*>\n([\s\S]*?)\n<\/\1>/g)].map(
    (match) => ({ number: Number(match[2]), text: match[3] }),
  );
}

/** The default "model": the best-overlapping sentence of the context, cited, or NOT_IN_CONTEXT. */
export const groundedReply: ChatReplier = (messages) => {
  const question = new Set(
    words(messages.filter((message) => message.role === 'user').at(-1)?.content ?? ''),
  );
  let best = { score: 0, sentence: '', number: 0 };
  for (const passage of contextPassages(
    messages.find((message) => message.role === 'system')?.content ?? '',
  )) {
    for (const sentence of passage.text.split(/(?<=[.!?])\s+|\n+/)) {
      const score = new Set(words(sentence).filter((word) => question.has(word))).size;
      if (score > best.score) best = { score, sentence: sentence.trim(), number: passage.number };
    }
  }
  return best.score >= 2 ? `${best.sentence} [${best.number}]` : 'NOT_IN_CONTEXT';
};

export class OpenAIStubServer {
  readonly requests: StubRequest[] = [];
  failing: StubFailures = {};
  reply: ChatReplier = groundedReply;
  private server: Server | null = null;

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/v1`;
  }

  /** Chat completion requests, newest last; `messages` parsed. */
  get chatRequests(): (StubRequest & { messages: StubMessage[] })[] {
    return this.requests
      .filter((entry) => entry.path === '/v1/chat/completions')
      .map((entry) => ({ ...entry, messages: entry.body.messages as StubMessage[] }));
  }

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => response.writeHead(500).end(error.message));
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const raw = Buffer.concat(parts).toString('utf8');
    const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    const path = new URL(request.url ?? '/', 'http://stub').pathname;
    const record: StubRequest = {
      method: request.method ?? 'GET',
      path,
      authorization: request.headers.authorization,
      body,
      status: 200,
    };
    this.requests.push(record);
    const fail = (): void => {
      record.status = 500;
      response
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'stub outage', type: 'server_error' } }));
    };

    if (request.method === 'GET' && path === '/v1/models') {
      if (this.failing.models) return fail();
      return json(response, {
        object: 'list',
        data: [
          { id: 'gpt-4o-mini', object: 'model', owned_by: 'stub' },
          { id: 'text-embedding-3-small', object: 'model', owned_by: 'stub' },
        ],
      });
    }
    if (request.method === 'POST' && path === '/v1/embeddings') {
      if (this.failing.embeddings) return fail();
      const inputs = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
      const dimensions = typeof body.dimensions === 'number' ? body.dimensions : 1536;
      return json(response, {
        object: 'list',
        model: body.model,
        data: inputs.map((input, index) => ({
          object: 'embedding',
          index,
          embedding: stubEmbedding(input, dimensions),
        })),
        usage: { prompt_tokens: 0, total_tokens: 0 },
      });
    }
    if (request.method === 'POST' && path === '/v1/chat/completions') {
      if (this.failing.chat) return fail();
      const content = this.reply(body.messages as StubMessage[]);
      if (body.stream !== true) {
        return json(response, {
          id: 'chatcmpl-stub',
          object: 'chat.completion',
          created: 0,
          model: body.model,
          choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        });
      }
      response.writeHead(200, {
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
        connection: 'keep-alive',
      });
      const chunk = (delta: Record<string, string>, finish: string | null) =>
        `data: ${JSON.stringify({ id: 'chatcmpl-stub', object: 'chat.completion.chunk', created: 0, model: body.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      response.write(chunk({ role: 'assistant' }, null));
      // A few characters at a time, so the sentinel and citations arrive split like a real model's tokens.
      for (const token of content.match(/[\s\S]{1,4}/g) ?? [])
        response.write(chunk({ content: token }, null));
      response.write(chunk({}, 'stop'));
      response.end('data: [DONE]\n\n');
      return;
    }
    record.status = 404;
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { message: `no route ${request.method} ${path}` } }));
  }
}

function json(response: ServerResponse, value: unknown): void {
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(value));
}
