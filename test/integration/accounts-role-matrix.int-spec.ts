import { ModulesContainer } from '@nestjs/core';
import request from 'supertest';
import {
  AssistantRepository,
  ConversationRepository,
  ConversionRepository,
  TrialRepository,
  UserRepository,
} from '../../libs/server/src';
import type { BrandKey, UserRole } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';
import { ConversionViewTokenService } from '../../api/src/accounts/conversion-view-token.service';
import { connectSocket, startApi, type RunningApi, type TestSocket } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * Every route the app registers, read from Express's router (Nest's controllers, Bull Board, the web app,
 * the sample sites) and every socket event its gateways handle, read from Nest's metadata, against the
 * answer each caller must get. A route or event missing from the tables fails: a new endpoint is public
 * or guarded by decision, never by accident.
 */

const WHO = [
  'anonymous',
  'viewer', // holds only the trial response's viewing token for the conversion
  'owner',
  'otherOwner',
  'brandAdmin',
  'otherAdmin',
  'superAdmin',
] as const;
type Who = (typeof WHO)[number];
type Answers = Record<Who, number>;

/** The same answer for everyone: whoever calls, the route behaves alike. */
const everyone = (status: number): Answers => Object.fromEntries(WHO.map((who) => [who, status])) as Answers;

/** A conversion's progress: its viewing token, its owner, the admin of its brand, the super admin. */
const watchers = (status: number): Answers => ({
  anonymous: 401,
  viewer: status,
  owner: status,
  otherOwner: 403,
  brandAdmin: status,
  otherAdmin: 403,
  superAdmin: status,
});

/** Managing an assistant or conversion: the owner, the admin of its brand, the super admin. */
const managers = (status: number): Answers => ({ ...watchers(status), viewer: 401 });

/** Any signed-in user (who then sees only their own). */
const signedIn = (status: number): Answers => ({ ...everyone(status), anonymous: 401, viewer: 401 });

/** The admin dashboards (issue 14): a brand's admin (their brand's rows) and the super admin (all). */
const admins = (status: number): Answers => ({
  ...everyone(403),
  anonymous: 401,
  viewer: 401,
  brandAdmin: status,
  otherAdmin: status,
  superAdmin: status,
});

const superAdmin = (status: number): Answers => ({
  ...everyone(403),
  anonymous: 401,
  viewer: 401,
  superAdmin: status,
});

interface RouteCase {
  answers: Answers;
  /** The path to call when the route's own holds a pattern (`:id` segments are filled in otherwise). */
  path?: string;
  body?: object | ((who: Who) => object);
  accept?: string;
}

/** Global middleware (body parsers, request logging, the web app's static files): no answer of its own. */
const MIDDLEWARE = 'middleware';

const ROUTES: Record<string, RouteCase | typeof MIDDLEWARE> = {
  'USE /': MIDDLEWARE,
  'ALL /{*path}': MIDDLEWARE,

  'HEAD /api/health': { answers: everyone(200) },
  'GET /api/health': { answers: everyone(200) },
  'GET /api/system/status': { answers: everyone(200) },
  'POST /api/system/error-report': { answers: everyone(204), body: { message: 'role matrix' } },
  'GET /api/system/monitor': { answers: superAdmin(200) },

  'POST /api/v1/auth/login': {
    answers: everyone(401),
    // One account per caller: failed sign-ins are limited per account too.
    body: (who) => ({ email: `nobody-${who}@matrix.example`, password: 'x' }),
  },
  'POST /api/v1/auth/refresh': { answers: everyone(401) },
  'POST /api/v1/auth/logout': { answers: everyone(204) },
  'GET /api/v1/auth/me': { answers: signedIn(200) },
  'POST /api/v1/auth/password/reset': { answers: everyone(202), body: { email: 'nobody@matrix.example' } },
  'POST /api/v1/auth/password': { answers: everyone(410), body: { token: 'x'.repeat(40), password: 'x' } },

  'POST /api/v1/trials': { answers: everyone(400), body: {} },
  'GET /api/v1/conversions/:conversionId': { answers: watchers(200) },
  'GET /api/v1/conversions/:conversionId/sources': { answers: watchers(200) },
  // The public live page's lookup: which assistant, and whether it is built.
  'GET /api/v1/conversions/:conversionId/live': { answers: everyone(200) },
  // The conversion is running: allowed callers are told only a failed one can be retried.
  'POST /api/v1/conversions/:conversionId/retry': { answers: managers(409) },
  'POST /api/v1/conversions/:conversionId/recrawl': { answers: managers(202) },
  // A new website address is taken only for a failed conversion; this one is running.
  'PATCH /api/v1/conversions/:conversionId': {
    answers: managers(409),
    body: { website: 'www.matrix-corrected.example' },
  },
  // The owner's documents and sources: no file sent, and no such source.
  'POST /api/v1/conversions/:conversionId/documents': { answers: managers(400) },
  'DELETE /api/v1/conversions/:conversionId/sources/:sourceId': {
    answers: managers(404),
    path: '/api/v1/conversions/:conversionId/sources/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
  },

  'GET /api/v1/assistants': { answers: signedIn(200) },
  'GET /api/v1/assistants/:assistantId': { answers: everyone(200) },
  // Public; the assistant is still being built, so everyone is asked to wait.
  'POST /api/v1/assistants/:assistantId/messages': { answers: everyone(409), body: { message: 'Hours?' } },
  'POST /api/v1/assistants/:assistantId/messages/:messageId/feedback': {
    answers: everyone(404),
    body: { helpful: true },
  },
  'POST /api/v1/assistants/:assistantId/search': { answers: managers(409), body: { query: 'hours' } },
  // The owner's workspace: settings, and what visitors asked.
  'PATCH /api/v1/assistants/:assistantId': { answers: managers(200), body: { greeting: 'Hello, matrix' } },
  'GET /api/v1/assistants/:assistantId/conversations': { answers: managers(200) },
  'GET /api/v1/conversations/:conversationId': { answers: managers(200) },
  // The owner's own answers (issue 13): no override or gap has these ids, and a new override needs text.
  'GET /api/v1/assistants/:assistantId/overrides': { answers: managers(200) },
  'POST /api/v1/assistants/:assistantId/overrides': { answers: managers(400), body: {} },
  'PATCH /api/v1/assistants/:assistantId/overrides/:overrideId': {
    answers: managers(404),
    path: '/api/v1/assistants/:assistantId/overrides/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
    body: { enabled: false },
  },
  'DELETE /api/v1/assistants/:assistantId/overrides/:overrideId': {
    answers: managers(404),
    path: '/api/v1/assistants/:assistantId/overrides/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
  },
  'GET /api/v1/assistants/:assistantId/gaps': { answers: managers(200) },
  'POST /api/v1/assistants/:assistantId/gaps/:gapId/answer': {
    answers: managers(404),
    path: '/api/v1/assistants/:assistantId/gaps/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11/answer',
    body: { answer: 'Nine to five.' },
  },
  'POST /api/v1/assistants/:assistantId/gaps/:gapId/dismiss': {
    answers: managers(404),
    path: '/api/v1/assistants/:assistantId/gaps/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11/dismiss',
  },
  // The owner's analytics (issue 13): the summary and its per-day numbers as CSV (30 days when not given).
  'GET /api/v1/assistants/:assistantId/analytics': { answers: managers(200) },
  'GET /api/v1/assistants/:assistantId/analytics.csv': { answers: managers(200) },
  // The owner's signed webhook (issue 13): an empty body is refused, and no URL is saved to test yet.
  'GET /api/v1/assistants/:assistantId/webhook': { answers: managers(200) },
  'PUT /api/v1/assistants/:assistantId/webhook': { answers: managers(400), body: {} },
  'POST /api/v1/assistants/:assistantId/webhook/test': { answers: managers(409) },
  // Automatic re-sync (issue 13): the frequency, next run and history of the assistant's re-syncs.
  'GET /api/v1/assistants/:assistantId/syncs': { answers: managers(200) },
  // Lead capture (issue 13): the owner's settings (an empty body is refused), leads and their CSV; a
  // visitor's lead is public and rate limited, and an empty one is refused before anything is stored.
  'GET /api/v1/assistants/:assistantId/lead-settings': { answers: managers(200) },
  'PUT /api/v1/assistants/:assistantId/lead-settings': { answers: managers(400), body: {} },
  'GET /api/v1/assistants/:assistantId/leads': { answers: managers(200) },
  'GET /api/v1/assistants/:assistantId/leads.csv': { answers: managers(200) },
  'POST /api/v1/assistants/:assistantId/leads': { answers: everyone(400), body: {} },
  // Handoff to a person (issue 13): the owner's follow-ups inbox (no follow-up has this id) and setting;
  // a visitor's request is public and rate limited, and an empty one is refused before anything is stored.
  'GET /api/v1/assistants/:assistantId/follow-ups': { answers: managers(200) },
  'PATCH /api/v1/assistants/:assistantId/follow-ups/:followUpId': {
    answers: managers(404),
    path: '/api/v1/assistants/:assistantId/follow-ups/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
    body: { status: 'responded' },
  },
  'GET /api/v1/assistants/:assistantId/handoff-settings': { answers: managers(200) },
  'PUT /api/v1/assistants/:assistantId/handoff-settings': { answers: managers(400), body: {} },
  'POST /api/v1/assistants/:assistantId/handoffs': { answers: everyone(400), body: {} },
  'GET /api/v1/demo-assistants/:brandKey': { answers: everyone(404), path: '/api/v1/demo-assistants/nope' },

  'GET /widget.js': { answers: everyone(200) },
  'GET /widget/frame.js': { answers: everyone(200) },
  'GET /widget/frame.css': { answers: everyone(200) },
  'GET /widget/frame/:assistantId': { answers: everyone(200) },

  'POST /api/v1/admin/admins': { answers: superAdmin(400), body: {} },
  'GET /api/v1/admin/audit-log': { answers: superAdmin(200) },
  'GET /api/v1/admin/trials': { answers: admins(200) },
  'GET /api/v1/admin/admins': { answers: admins(200) },
  'GET /api/v1/admin/overview': { answers: admins(200) },
  'GET /api/v1/admin/assistants': { answers: admins(200) },
  'GET /api/v1/admin/stats': { answers: superAdmin(200) },
  // Disabling a brand's admin (no account has this id).
  'PATCH /api/v1/admin/admins/:userId': {
    answers: superAdmin(404),
    path: '/api/v1/admin/admins/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11',
    body: { disabled: true },
  },
  // Checkout (issue 14): whether card payment is on (public); the owner's card checkout and invoice request
  // (an unknown platform is refused before any payment starts); Stripe's webhook (no signature: refused).
  'GET /api/v1/billing/options': { answers: everyone(200) },
  'POST /api/v1/billing/checkout': {
    answers: signedIn(400),
    body: { platform: 'no-such-platform', tier: 'gold', interval: 'month' },
  },
  'POST /api/v1/billing/invoice-request': {
    answers: signedIn(400),
    body: { platform: 'no-such-platform', tier: 'small' },
  },
  'POST /api/v1/billing/stripe/webhook': { answers: everyone(400), body: { id: 'evt_unsigned' } },
  // Customers and invoices: an admin's brand, all for the super admin; no invoice has this id.
  'GET /api/v1/admin/customers': { answers: admins(200) },
  'GET /api/v1/admin/invoices': { answers: admins(200) },
  'GET /api/v1/admin/invoices/:invoiceId/pdf': {
    answers: admins(404),
    path: '/api/v1/admin/invoices/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11/pdf',
  },
  'POST /api/v1/admin/invoices/:invoiceId/email': {
    answers: admins(404),
    path: '/api/v1/admin/invoices/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11/email',
    body: {},
  },
  'POST /api/v1/admin/invoices/:invoiceId/paid': {
    answers: admins(404),
    path: '/api/v1/admin/invoices/7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11/paid',
  },
  'USE /admin/queues': { answers: superAdmin(200), accept: 'text/html' },
  // The admin test suite: its groups, and a run (an unknown group is refused before anything runs).
  'GET /api/v1/test-suite': { answers: superAdmin(200) },
  'POST /api/v1/test-suite/run': { answers: superAdmin(400), body: { group: 'no-such-group' } },

  'USE /samples': { answers: everyone(404), path: '/samples/no-such-file.html' },
  // The web app (when built): its hashed assets and every page, the live page among them.
  'USE /assets': { answers: everyone(404), path: '/assets/no-such-file.js' },
  'GET /.*/': { answers: everyone(200), path: '/lawfirm/:conversionId', accept: 'text/html' },
};

type SocketExpectation =
  { kind: 'subscribe'; answers: Answers; payload: () => object; answer: string } | { kind: 'public' };

let conversionId = '';
let assistantId = '';
let conversationId = '';

const SOCKET_EVENTS: Record<string, SocketExpectation> = {
  'conversion:subscribe': {
    kind: 'subscribe',
    answers: watchers(200),
    payload: () => ({ conversionId }),
    answer: 'conversion:progress',
  },
  'monitor:subscribe': {
    kind: 'subscribe',
    answers: superAdmin(200),
    payload: () => ({}),
    answer: 'monitor:snapshot',
  },
  // Leaving a room, and the public chat (answered or refused like POST …/messages, never by role).
  'conversion:unsubscribe': { kind: 'public' },
  'chat:ask': { kind: 'public' },
};

interface RegisteredRoute {
  key: string;
  path: string;
}

/** Express's router stack: `METHOD path` for routes (`ALL` when every method), `USE path` for mounts. */
function registeredRoutes(api: RunningApi): RegisteredRoute[] {
  const express = api.app.getHttpAdapter().getInstance() as {
    router: {
      stack: Array<{
        rawPath?: unknown;
        route?: { path: unknown; methods: Record<string, boolean> };
      }>;
    };
  };
  const found = new Map<string, RegisteredRoute>();
  for (const layer of express.router.stack) {
    if (layer.route) {
      const path = String(layer.route.path);
      const methods = Object.keys(layer.route.methods).map((method) => method.toUpperCase());
      for (const method of methods.length > 10 ? ['ALL'] : methods) {
        found.set(`${method} ${path}`, { key: `${method} ${path}`, path });
      }
    } else {
      const path = String(layer.rawPath);
      found.set(`USE ${path}`, { key: `USE ${path}`, path });
    }
  }
  return [...found.values()];
}

/** The `@SubscribeMessage` events of every gateway Nest holds. */
function registeredSocketEvents(api: RunningApi): string[] {
  const events = new Set<string>();
  for (const module of api.app.get(ModulesContainer).values()) {
    for (const wrapper of module.providers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null | undefined;
      if (!type?.prototype || !Reflect.getMetadata('websockets:is_gateway', type)) continue;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (typeof handler !== 'function') continue;
        const message: unknown = Reflect.getMetadata('message', handler);
        if (typeof message === 'string') events.add(message);
      }
    }
  }
  return [...events];
}

describe('Role matrix: every route and socket event against every kind of caller', () => {
  let api: RunningApi;
  const tokens: Partial<Record<Who, string>> = {};
  let address = 0;

  async function signIn(who: Who, role: UserRole, brand: BrandKey | null = null) {
    const { user } = await api.app
      .get(UserRepository)
      .findOrCreate({ email: `${who.toLowerCase()}@matrix.example`, name: who, role, brand });
    tokens[who] = await api.app.get(AccessTokenService).sign(toAuthUser(user));
    return user;
  }

  beforeAll(async () => {
    api = await startApi(testConfig());
    const owner = await signIn('owner', 'user');
    await signIn('otherOwner', 'user');
    await signIn('brandAdmin', 'admin', 'lawfirm');
    await signIn('otherAdmin', 'admin', 'edgpt');
    await signIn('superAdmin', 'super_admin');

    const now = new Date();
    const trial = await api.app.get(TrialRepository).create({
      brand: 'lawfirm',
      name: 'Owner',
      email: 'owner@matrix.example',
      phone: null,
      website: 'https://matrix.example/',
      organization: null,
      startsAt: now,
      endsAt: now,
    });
    const assistant = await api.app.get(AssistantRepository).create({
      trialId: trial.id,
      brand: 'lawfirm',
      name: 'Matrix Assistant',
      greeting: 'Hello',
      colors: { primary: '#000000', secondary: '#ffffff' },
      website: 'https://matrix.example/',
    });
    const conversion = await api.app.get(ConversionRepository).create({
      trialId: trial.id,
      assistantId: assistant.id,
      website: assistant.website,
    });
    await api.app.get(UserRepository).assignOwner(owner.id, {
      trialId: trial.id,
      assistantId: assistant.id,
      conversionId: conversion.id,
    });
    [assistantId, conversionId] = [assistant.id, conversion.id];
    ({ conversationId } = await api.app.get(ConversationRepository).record(
      {
        assistantId,
        question: 'Hours?',
        answer: 'Nine to five.',
        sources: [],
        answered: true,
        confidence: 1,
        latencyMs: 1,
        sentiment: 0,
        provider: 'local',
      },
      { visitorId: null, pageUrl: null },
    ));
    tokens.viewer = await api.app.get(ConversionViewTokenService).sign(conversion.id);
  });
  afterAll(() => api.close());

  const fill = (path: string) =>
    path
      .replace(':conversionId', conversionId)
      .replace(':conversationId', conversationId)
      .replace(':assistantId', assistantId)
      .replace(':messageId', '7d9f0b5e-8a55-4c38-9d0e-3d7f3b0f4a11')
      .replace(':brandKey', 'lawfirm');

  it('has an expected answer for every registered route, and no entry for a route that is gone', () => {
    const keys = registeredRoutes(api).map((route) => route.key);
    expect(keys.filter((key) => !(key in ROUTES))).toEqual([]);
    // Bull Board, the sample sites and the web app's pages are Express mounts, found like the rest.
    expect(keys).toEqual(expect.arrayContaining(['USE /admin/queues', 'USE /samples']));
    const optional = ['USE /assets', 'GET /.*/']; // only when the web app is built
    expect(Object.keys(ROUTES).filter((key) => !keys.includes(key) && !optional.includes(key))).toEqual([]);
  });

  it('answers every route as the table says, for every caller', async () => {
    const mismatches: string[] = [];
    for (const route of registeredRoutes(api)) {
      const entry = ROUTES[route.key];
      if (!entry || entry === MIDDLEWARE) continue;
      const method = route.key.split(' ')[0];
      const path = fill(entry.path ?? route.path);
      for (const who of WHO) {
        address += 1;
        const agent = request(api.baseUrl);
        let call =
          method === 'POST' || method === 'PATCH' || method === 'PUT'
            ? agent[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](path).send(
                typeof entry.body === 'function' ? entry.body(who) : (entry.body ?? {}),
              )
            : method === 'HEAD'
              ? agent.head(path)
              : method === 'DELETE'
                ? agent.delete(path)
                : agent.get(path);
        // Each call from its own address, so per-address limits (trials, recrawls, chat) never answer first.
        call = call.set('X-Forwarded-For', `10.99.${Math.floor(address / 250)}.${address % 250}`);
        if (entry.accept) call = call.set('Accept', entry.accept);
        if (tokens[who]) call = call.set('Authorization', `Bearer ${tokens[who]}`);
        const { status } = await call;
        if (status !== entry.answers[who])
          mismatches.push(`${route.key} as ${who}: ${status}, expected ${entry.answers[who]}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000); // every route for every caller, one request at a time: seconds on a busy machine

  it('a browser without the super admin cookie gets 401 from Bull Board; with it, the board', async () => {
    await request(api.baseUrl).get('/admin/queues').set('Accept', 'text/html').expect(401);
    await request(api.baseUrl)
      .get('/admin/queues/api/queues')
      .set('Cookie', `gptsite_admin=${tokens.owner}`)
      .expect(403);
    await request(api.baseUrl)
      .get('/admin/queues/api/queues')
      .set('Cookie', `gptsite_admin=${tokens.superAdmin}`)
      .expect(200);
  });

  it("writes the super admin's Bull Board changes to the audit log, not reads or refused calls", async () => {
    const board = (method: 'get' | 'put', path: string) =>
      request(api.baseUrl)
        [method](`/admin/queues/api/queues${path}`)
        .set('Cookie', `gptsite_admin=${tokens.superAdmin}`);
    const { queues } = (await board('get', '').expect(200)).body as { queues: Array<{ name: string }> };
    const queue = queues[0].name;
    await board('put', `/${encodeURIComponent(queue)}/pause`).expect(200);
    await board('put', `/${encodeURIComponent(queue)}/resume`).expect(200);
    await board('put', '/no-such-queue/pause').expect(404);
    await request(api.baseUrl)
      .put(`/admin/queues/api/queues/${encodeURIComponent(queue)}/pause`)
      .set('Cookie', `gptsite_admin=${tokens.owner}`)
      .expect(403);
    const deadline = Date.now() + 5000;
    let log: Array<{ action: string; targetId: string | null; actorEmail: string | null }> = [];
    while (Date.now() < deadline) {
      log = (
        await request(api.baseUrl)
          .get(`/api/v1/admin/audit-log?q=queues.&pageSize=50`)
          .set('Authorization', `Bearer ${tokens.superAdmin}`)
          .expect(200)
      ).body.items;
      if (log.filter((entry) => entry.targetId === queue).length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const mine = log.filter((entry) => entry.targetId === queue || entry.targetId === 'no-such-queue');
    expect(mine.map((entry) => entry.action).sort()).toEqual(['queues.pause', 'queues.resume']);
    expect(mine[0].actorEmail).toMatch(/@/);
  });

  it('has an expected answer for every socket event the gateways handle', () => {
    const events = registeredSocketEvents(api);
    expect(events.length).toBeGreaterThan(0);
    expect(events.filter((event) => !(event in SOCKET_EVENTS))).toEqual([]);
    expect(Object.keys(SOCKET_EVENTS).filter((event) => !events.includes(event))).toEqual([]);
  });

  it.each(WHO)('answers the subscriptions as the table says for %s (token in the handshake)', async (who) => {
    const socket = await connectSocket(api.baseUrl, tokens[who]);
    try {
      for (const [event, expectation] of Object.entries(SOCKET_EVENTS)) {
        if (expectation.kind !== 'subscribe') continue;
        const status = await subscribeOutcome(socket, event, expectation.payload(), expectation.answer);
        expect(`${event} as ${who}: ${status}`).toBe(`${event} as ${who}: ${expectation.answers[who]}`);
      }
    } finally {
      socket.disconnect();
    }
  });

  it('takes the token in the subscribe payload too, and a viewing token opens only its own conversion', async () => {
    const socket = await connectSocket(api.baseUrl);
    try {
      expect(
        await subscribeOutcome(
          socket,
          'conversion:subscribe',
          { conversionId, token: tokens.viewer },
          'conversion:progress',
        ),
      ).toBe(200);
      const other = await api.app.get(ConversionRepository).create({
        trialId: (await api.app.get(ConversionRepository).findById(conversionId))!.trialId,
        assistantId,
        website: 'https://matrix.example/',
      });
      expect(
        await subscribeOutcome(
          socket,
          'conversion:subscribe',
          { conversionId: other.id, token: tokens.viewer },
          'conversion:progress',
        ),
      ).toBe(401);
      expect(
        await subscribeOutcome(socket, 'monitor:subscribe', { token: tokens.viewer }, 'monitor:snapshot'),
      ).toBe(401);
    } finally {
      socket.disconnect();
    }
  });
});

/** 200 when the answer event arrives, the denial's status when `subscribe:denied` does. */
function subscribeOutcome(
  socket: TestSocket,
  event: string,
  payload: object,
  answer: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const untyped = socket as unknown as {
      on(name: string, listener: (body: { statusCode?: number }) => void): void;
      off(name: string, listener: (body: { statusCode?: number }) => void): void;
      emit(name: string, body: object): void;
    };
    const done = (status: number) => {
      clearTimeout(timer);
      untyped.off(answer, onAnswer);
      untyped.off('subscribe:denied', onDenied);
      resolve(status);
    };
    const onAnswer = () => done(200);
    const onDenied = (body: { statusCode?: number }) => done(body.statusCode ?? 0);
    const timer = setTimeout(() => reject(new Error(`No answer to ${event} within 5 s`)), 5000);
    untyped.on(answer, onAnswer);
    untyped.on('subscribe:denied', onDenied);
    untyped.emit(event, payload);
  });
}
