import request from 'supertest';
import {
  AssistantRepository,
  ConversionRepository,
  TrialLifecycleService,
  TrialRepository,
  UserRepository,
} from '../../libs/server/src';
import type { LeadSettings } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';
import { bearer, signInAs } from '../support/accounts';
import { sql } from '../support/chat-site';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * What a plan unlocks is enforced (issue 14): an assistant whose plan is Silver gets a 403 that names the
 * plan to upgrade to on its analytics and webhook routes, the same for its owner and the super admin; Gold
 * and a trial get their answers; a lead on a Silver assistant whose webhook URL was saved during its trial
 * stores and queues no delivery.
 */

const SETTINGS: LeadSettings = {
  enabled: true,
  fields: { name: true, email: true, phone: false, custom: false },
  customQuestion: null,
  when: 'before_first_question',
  afterQuestions: 2,
  notify: 'digest',
};
const SILVER_MESSAGE_ANALYTICS =
  'Analytics are part of the Gold plan and above. Upgrade at /checkout/gpt/gold/month.';
const SILVER_MESSAGE_WEBHOOKS =
  'Webhooks are part of the Gold plan and above. Upgrade at /checkout/gpt/gold/month.';

interface OwnedAssistant {
  assistantId: string;
  trialId: string;
  token: string;
}

describe('Plan features: analytics and webhooks', () => {
  let api: RunningApi;
  let superAdmin: string;
  const owned: Record<'silver' | 'gold' | 'trial', OwnedAssistant> = {} as never;

  /** A live assistant of the gpt brand with its owner signed in, on a running trial. */
  const ownedAssistant = async (slug: string): Promise<OwnedAssistant> => {
    const email = `owner@${slug}-plan-features.example`;
    const { user } = await api.app
      .get(UserRepository)
      .findOrCreate({ email, name: 'Mia', role: 'user', brand: null });
    const now = new Date();
    const trial = await api.app.get(TrialRepository).create({
      brand: 'gpt',
      name: 'Mia',
      email,
      phone: null,
      website: `https://${slug}-plan-features.example/`,
      organization: null,
      startsAt: now,
      endsAt: new Date(now.getTime() + 7 * 24 * 3600 * 1000),
    });
    const assistant = await api.app.get(AssistantRepository).create({
      trialId: trial.id,
      brand: 'gpt',
      name: `${slug} Assistant`,
      greeting: 'Hello',
      colors: { primary: '#000000', secondary: '#ffffff' },
      website: trial.website,
    });
    const conversion = await api.app
      .get(ConversionRepository)
      .create({ trialId: trial.id, assistantId: assistant.id, website: trial.website });
    await api.app
      .get(UserRepository)
      .assignOwner(user.id, { trialId: trial.id, assistantId: assistant.id, conversionId: conversion.id });
    // Live, as a finished conversion leaves it, so visitors may leave leads.
    await sql(`UPDATE assistants SET status = 'live', "activeConversionId" = $2 WHERE id = $1`, [
      assistant.id,
      conversion.id,
    ]);
    return {
      assistantId: assistant.id,
      trialId: trial.id,
      token: await api.app.get(AccessTokenService).sign(toAuthUser(user)),
    };
  };

  const gatedRoutes = (assistantId: string) => [
    { method: 'get' as const, path: `/api/v1/assistants/${assistantId}/analytics`, feature: 'analytics' },
    { method: 'get' as const, path: `/api/v1/assistants/${assistantId}/analytics.csv`, feature: 'analytics' },
    { method: 'get' as const, path: `/api/v1/assistants/${assistantId}/webhook`, feature: 'webhooks' },
    { method: 'put' as const, path: `/api/v1/assistants/${assistantId}/webhook`, feature: 'webhooks' },
    { method: 'post' as const, path: `/api/v1/assistants/${assistantId}/webhook/test`, feature: 'webhooks' },
  ];
  const deliveries = async (assistantId: string) =>
    (
      await sql<{ count: number }>(
        `SELECT count(*)::int AS count FROM webhook_deliveries WHERE "assistantId" = $1`,
        [assistantId],
      )
    )[0].count;

  beforeAll(async () => {
    // The receiver address is never called: only saved, so any public-looking URL will do.
    api = await startApi(testConfig({}));
    superAdmin = await signInAs(api.app, 'super_admin');
    owned.silver = await ownedAssistant('silver');
    owned.gold = await ownedAssistant('gold');
    owned.trial = await ownedAssistant('trial');

    // The Silver one saved its webhook and turned leads on during its trial, then bought Silver.
    const { assistantId, token, trialId } = owned.silver;
    await request(api.baseUrl)
      .put(`/api/v1/assistants/${assistantId}/webhook`)
      .set('Authorization', bearer(token))
      .send({ url: 'https://hooks.example.com/silver' })
      .expect(200);
    await request(api.baseUrl)
      .put(`/api/v1/assistants/${assistantId}/lead-settings`)
      .set('Authorization', bearer(token))
      .send(SETTINGS)
      .expect(200);
    const lifecycle = api.app.get(TrialLifecycleService);
    await lifecycle.convert(trialId, 'silver');
    await lifecycle.convert(owned.gold.trialId, 'gold');
  }, 60_000);

  afterAll(async () => {
    await api?.close();
  });

  it('refuses Silver the analytics and webhook routes with 403 naming Gold and its checkout', async () => {
    for (const route of gatedRoutes(owned.silver.assistantId)) {
      for (const token of [owned.silver.token, superAdmin]) {
        const refused = await request(api.baseUrl)
          [route.method](route.path)
          .set('Authorization', bearer(token))
          .send(route.method === 'put' ? { url: 'https://hooks.example.com/again' } : undefined)
          .expect(403);
        expect(refused.body).toMatchObject({
          code: 'PLAN_FEATURE_MISSING',
          message: route.feature === 'analytics' ? SILVER_MESSAGE_ANALYTICS : SILVER_MESSAGE_WEBHOOKS,
        });
        expect(refused.headers['content-type']).toMatch(/application\/json/);
      }
    }
  });

  it('answers Gold and a trial as before', async () => {
    for (const { assistantId, token } of [owned.gold, owned.trial]) {
      await request(api.baseUrl)
        .get(`/api/v1/assistants/${assistantId}/analytics`)
        .set('Authorization', bearer(token))
        .expect(200);
      const csv = await request(api.baseUrl)
        .get(`/api/v1/assistants/${assistantId}/analytics.csv`)
        .set('Authorization', bearer(token))
        .expect(200);
      expect(csv.headers['content-type']).toMatch(/text\/csv/);
      await request(api.baseUrl)
        .put(`/api/v1/assistants/${assistantId}/webhook`)
        .set('Authorization', bearer(token))
        .send({ url: 'https://hooks.example.com/ok' })
        .expect(200);
      const overview = await request(api.baseUrl)
        .get(`/api/v1/assistants/${assistantId}/webhook`)
        .set('Authorization', bearer(token))
        .expect(200);
      expect(overview.body.url).toBe('https://hooks.example.com/ok');
    }
  });

  it('stores and queues no delivery for a lead on Silver, though a URL was saved in the trial', async () => {
    const { assistantId } = owned.silver;
    const lead = await request(api.baseUrl)
      .post(`/api/v1/assistants/${assistantId}/leads`)
      .set('X-Forwarded-For', '203.0.113.201')
      .send({ visitorId: 'silver-visitor', name: 'Ana', email: 'ana@example.com' })
      .expect(201);
    // The lead itself is kept for the owner.
    const kept = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM leads WHERE id = $1 AND "assistantId" = $2`,
      [lead.body.id, assistantId],
    );
    expect(kept[0].count).toBe(1);
    expect(await deliveries(assistantId)).toBe(0);
    const [{ count: saved }] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM webhooks WHERE "assistantId" = $1`,
      [assistantId],
    );
    expect(saved).toBe(1); // the saved URL is still there, for when the plan has webhooks again
  });
});
