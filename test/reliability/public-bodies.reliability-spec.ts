import fc from 'fast-check';
import request from 'supertest';
import { sql } from '../support/chat-site';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * A property-based fuzz of every public endpoint's body (fast-check): whatever arrives, the api answers
 * within seconds with a status below 500, in JSON with a sentence, and stores nothing half-way (a trial
 * is whole, with its assistant, conversion and owner, or absent). Each request comes from its own
 * address, so the per-address budgets answer 429 only when a property really spends them.
 */

const NO_HANG_MS = 10_000;
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

/** Text with the bytes that have broken servers before: NUL and other controls, lone surrogates, RTL marks. */
const hostileText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\ud800',
    '\u202e\u200b',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "'; DROP TABLE trials; --",
    '%00',
    'x'.repeat(5000),
  ),
);

/** Any JSON value, and objects whose keys a parser or a merge might trip over. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);

/** A field's value: hostile text most of the time, any JSON value otherwise. */
const fieldValue = fc.oneof({ weight: 3, arbitrary: hostileText }, { weight: 1, arbitrary: anyJson });

/** An object with some of the endpoint's own keys (so validation goes deeper) plus noise. */
function bodyWith(keys: string[]) {
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(Object.fromEntries(keys.map((key) => [key, fieldValue])), { requiredKeys: [] }),
    },
    { weight: 1, arbitrary: anyJson },
  );
}

/**
 * A valid body with, most of the time, one field made hostile or left out: gets past the schema into the
 * services and Postgres, where a half-handled value would do its damage.
 */
function nearlyValid(valid: Record<string, fc.Arbitrary<unknown>>) {
  return fc
    .tuple(fc.record(valid), fc.constantFrom(...Object.keys(valid)), fieldValue, fc.nat(9))
    .map(([body, key, value, dice]) =>
      dice < 2 ? body : { ...body, [key]: dice === 2 ? undefined : value },
    );
}

/** The endpoint's own keys with anything in them, or a nearly valid body (half and half). */
const bodyFor = (valid: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(bodyWith(Object.keys(valid)), nearlyValid(valid));

const trialBody = bodyFor({
  brand: fc.constantFrom('edgpt', 'lawfirm', 'taxprep', 'cpa', 'businessbroker', 'gpt'),
  name: fc.constantFrom('Sam Porter', 'José Núñez', '李小龍'),
  email: fc.oneof(fc.constant('owner@fuzz.example'), fc.emailAddress()),
  phone: fc.constantFrom('(555) 010-2000', '+44 20 7946 0958'),
  website: fc.oneof(fc.webUrl(), fc.domain()),
  organization: fc.constantFrom('Riverside School', 'Núñez & Hijos'),
});

const chatBody = bodyFor({
  message: fc.oneof(fc.constant('What are your opening hours?'), fc.string({ minLength: 1, maxLength: 300 })),
  conversationId: fc.uuid(),
  visitorId: fc.string({ maxLength: 100 }),
  pageUrl: fc.webUrl(),
});

const PUBLIC_POSTS: Array<[string, Record<string, fc.Arbitrary<unknown>>]> = [
  [
    '/api/system/error-report',
    {
      type: fc.constantFrom('network', 'chunk', 'render'),
      message: fc.string({ minLength: 1, maxLength: 300 }),
      code: fc.oneof(fc.integer(), fc.string({ maxLength: 10 })),
      timestamp: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      url: fc.webUrl(),
      userAgent: fc.string({ maxLength: 100 }),
      stack: fc.string({ maxLength: 2000 }),
    },
  ],
  ['/api/v1/auth/login', { email: fc.emailAddress(), password: fc.string({ maxLength: 80 }) }],
  ['/api/v1/auth/password/reset', { email: fc.emailAddress() }],
  ['/api/v1/auth/password', { token: fc.string({ minLength: 40, maxLength: 80 }), password: fc.string() }],
  ['/api/v1/auth/refresh', { token: fc.string() }],
  ['/api/v1/auth/logout', { token: fc.string() }],
];

/** Raw bytes declared as JSON: truncated, garbled or not JSON at all. */
const rawBody = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.jsonValue().map((value) => JSON.stringify(value).slice(0, -1)),
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"message": "\\u0000"}', '\u0000'),
);

/** A path segment from any text (a lone surrogate cannot be percent-encoded as it is). */
const segment = (text: string) => encodeURIComponent(Buffer.from(text).toString('utf8')) || '%20';

let address = 0;
/** A new client address per request (the api trusts X-Forwarded-For from loopback in tests). */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

interface Reply {
  status: number;
  body: unknown;
  type: string;
}

describe('every public endpoint, fuzzed', () => {
  let api: RunningApi;
  let assistantId: string;
  const problems: string[] = [];
  const tally = new Map<string, number>();

  async function send(method: 'post' | 'get', path: string, body?: unknown, raw = false): Promise<Reply> {
    let call = request(api.baseUrl)[method](path).set('X-Forwarded-For', nextAddress()).timeout(NO_HANG_MS);
    // Serialized here: superagent sends only objects as JSON, and a bare number or string is a body too.
    if (body !== undefined)
      call = call.set('Content-Type', 'application/json').send(raw ? String(body) : JSON.stringify(body));
    try {
      const response = await call;
      return {
        status: response.status,
        body: response.body,
        type: String(response.headers['content-type'] ?? ''),
      };
    } catch (error) {
      if ((error as { timeout?: number }).timeout) return { status: 0, body: null, type: '' };
      throw error;
    }
  }

  /** No 5xx, no hang, and an error is JSON with a message a person can read. */
  function check(label: string, reply: Reply, input: unknown): boolean {
    if (process.env.FUZZ_VERBOSE)
      tally.set(`${label} ${reply.status}`, (tally.get(`${label} ${reply.status}`) ?? 0) + 1);
    const sentence =
      reply.status < 400 ||
      (reply.type.includes('application/json') &&
        typeof (reply.body as { message?: unknown }).message === 'string' &&
        (reply.body as { message: string }).message.length > 0);
    if (reply.status > 0 && reply.status < 500 && sentence) return true;
    problems.push(`${label}: ${reply.status || 'no answer'} for ${JSON.stringify(input)?.slice(0, 300)}`);
    return false;
  }

  beforeAll(async () => {
    api = await startApi(testConfig());
    const created = await send('post', '/api/v1/trials', {
      brand: 'gpt',
      name: 'Fuzz Owner',
      email: 'owner@fuzz-live.example',
      website: 'www.fuzz-live.example',
    });
    expect(created.status).toBe(201);
    const { assistantId: id, conversionId } = created.body as Record<string, string>;
    assistantId = id;
    // A live assistant with no passages: questions go all the way through the chat and are declined.
    await sql(`UPDATE assistants SET status = 'live', "activeConversionId" = $2 WHERE id = $1`, [
      assistantId,
      conversionId,
    ]);
  }, 30_000);

  afterAll(async () => {
    if (process.env.FUZZ_VERBOSE)
      console.log(
        [...tally]
          .sort()
          .map(([key, count]) => `${key}: ${count}`)
          .join('\n'),
      );
    await api?.close();
  });
  afterEach(() => {
    // Every failing input of a property, not only the one fast-check shrank to.
    expect(problems.splice(0)).toEqual([]);
  });

  it('POST /api/v1/trials: never 5xx, never half-stored', async () => {
    const started = new Date();
    const [before] = await sql<{ count: string }>(`SELECT count(*) FROM trials`);
    const created = new Set<string>();
    await fc.assert(
      fc.asyncProperty(trialBody, async (body) => {
        const reply = await send('post', '/api/v1/trials', body);
        if (reply.status === 201) created.add((reply.body as { trialId: string }).trialId);
        return check('trial', reply, body);
      }),
      { numRuns: RUNS * 2 },
    );
    const [after] = await sql<{ count: string }>(`SELECT count(*) FROM trials`);
    expect(Number(after.count) - Number(before.count)).toBe(created.size);
    // Whole or absent: every trial has its owner, assistant and conversion, and a running conversion.
    const broken = await sql(
      `SELECT t.id, t.email FROM trials t
         LEFT JOIN assistants a ON a."trialId" = t.id
         LEFT JOIN conversions c ON c."trialId" = t.id
         LEFT JOIN users u ON u.id = t."ownerUserId"
        WHERE t."createdAt" >= $1 AND (a.id IS NULL OR c.id IS NULL OR u.id IS NULL)`,
      [started],
    );
    expect(broken).toEqual([]);
    // No account without a trial (an owner is made only with one).
    const orphans = await sql(
      `SELECT u.email FROM users u WHERE u.role = 'user' AND u.email LIKE '%@%'
         AND u."createdAt" >= $1 AND NOT EXISTS (SELECT 1 FROM trials t WHERE t."ownerUserId" = u.id)`,
      [started],
    );
    expect(orphans).toEqual([]);
  }, 180_000);

  it('POST /api/v1/trials as multipart with any file name and bytes: never 5xx, never half-stored', async () => {
    const [before] = await sql<{ count: string }>(`SELECT count(*) FROM uploads`);
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          hostileText,
          fc.constantFrom('handbook.pdf', 'fees.docx', 'setup.exe', '.pdf', 'a'.repeat(300) + '.txt'),
          // Names busboy cannot parse once written into the part's header (an unbalanced quote, a
          // trailing backslash): answered 400 in the files field, never a trial without its file.
          fc.constantFrom('fees"2025.pdf', 'notes\\', '\\', '"', 'say "hi".txt', 'a\\"b.pdf'),
          // Names whose base name is empty: the client then sends the part with no file name, as text.
          fc.constantFrom('/', '//'),
        ),
        fc.uint8Array({ maxLength: 512 }),
        async (name, bytes) => {
          const reply = await request(api.baseUrl)
            .post('/api/v1/trials')
            .set('X-Forwarded-For', nextAddress())
            .timeout(NO_HANG_MS)
            .field({
              brand: 'gpt',
              name: 'Sam Porter',
              email: `files${address}@fuzz.example`,
              website: 'www.fuzz-files.example',
            })
            .attach('files', Buffer.from(bytes), {
              filename: name || 'unnamed',
              contentType: 'application/octet-stream',
            })
            .then(
              (response) => ({
                status: response.status,
                body: response.body,
                type: String(response.headers['content-type'] ?? ''),
              }),
              (error: { timeout?: number; response?: request.Response }) =>
                error.response
                  ? {
                      status: error.response.status,
                      body: error.response.body,
                      type: String(error.response.headers['content-type'] ?? ''),
                    }
                  : { status: 0, body: null, type: '' },
            );
          if (reply.status === 201) accepted += 1;
          return check('trial upload', reply, { name, bytes: bytes.length });
        },
      ),
      { numRuns: RUNS },
    );
    const [after] = await sql<{ count: string }>(`SELECT count(*) FROM uploads`);
    expect(Number(after.count) - Number(before.count)).toBe(accepted);
  }, 180_000);

  it('POST …/messages and …/feedback: never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(chatBody, async (body) =>
        check('chat', await send('post', `/api/v1/assistants/${assistantId}/messages`, body), body),
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        bodyFor({ helpful: fc.boolean() }),
        fc.oneof(fc.uuid(), hostileText),
        async (body, messageId) =>
          check(
            'feedback',
            await send(
              'post',
              `/api/v1/assistants/${assistantId}/messages/${segment(messageId)}/feedback`,
              body,
            ),
            { body, messageId },
          ),
      ),
      { numRuns: RUNS },
    );
  }, 180_000);

  it('POST /api/system/error-report and the sign-in endpoints: never 5xx', async () => {
    for (const [path, valid] of PUBLIC_POSTS) {
      await fc.assert(
        fc.asyncProperty(bodyFor(valid), async (body) => check(path, await send('post', path, body), body)),
        { numRuns: Math.ceil(RUNS / 2) },
      );
    }
  }, 240_000);

  it('bodies that are not JSON, and ids that are not ids: never 5xx', async () => {
    const posts = [
      '/api/v1/trials',
      `/api/v1/assistants/${assistantId}/messages`,
      '/api/system/error-report',
      '/api/v1/auth/login',
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...posts), rawBody, async (path, body) =>
        check(`raw ${path}`, await send('post', path, body, true), body),
      ),
      { numRuns: RUNS },
    );
    const gets = [
      (id: string) => `/api/v1/assistants/${id}`,
      (id: string) => `/api/v1/conversions/${id}/live`,
      (id: string) => `/api/v1/demo-assistants/${id}`,
      (id: string) => `/widget/frame/${id}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...gets), fc.oneof(fc.uuid(), hostileText), async (pathOf, id) => {
        const reply = await send('get', pathOf(segment(id)));
        // The widget frame is a page, not JSON: only its status matters.
        return pathOf('x').startsWith('/widget/')
          ? reply.status > 0 && reply.status < 500
          : check('get', reply, id);
      }),
      { numRuns: RUNS },
    );
  }, 180_000);
});
