import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  AssistantRepository,
  ConversationRepository,
  ConversionRepository,
  SourceRepository,
  TrialRepository,
  UserRepository,
  type NewSource,
} from '../../libs/server/src';
import type { AssistantListItem, UserRole } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * `GET /api/v1/assistants` rows carry what the owner's dashboard shows about each assistant, counted by
 * Postgres: when a build last completed, the pages and documents the live build indexed (not what a
 * recrawl still running has found, nor skipped, failed or pending ones), and the conversations visitors
 * began this month.
 */
describe('GET /api/v1/assistants: last build, pages and documents indexed, conversations this month', () => {
  let api: RunningApi;
  const tokens: Record<string, string> = {};

  async function account(key: string, role: UserRole) {
    const { user } = await api.app
      .get(UserRepository)
      .findOrCreate({ email: `${key}@assistant-list.example`, name: key, role, brand: null });
    tokens[key] = await api.app.get(AccessTokenService).sign(toAuthUser(user));
    return user;
  }

  async function assistantOf(ownerId: string, website: string) {
    const now = new Date();
    const trial = await api.app.get(TrialRepository).create({
      brand: 'edgpt',
      name: 'Owner',
      email: 'owner@assistant-list.example',
      phone: null,
      website,
      organization: null,
      startsAt: now,
      endsAt: now,
    });
    const assistants = api.app.get(AssistantRepository);
    const assistant = await assistants.create({
      trialId: trial.id,
      brand: 'edgpt',
      name: 'Butler Music School Assistant',
      greeting: 'Hello!',
      colors: { primary: '#112233', secondary: '#ffffff' },
      website,
    });
    await assistants.update(assistant.id, { ownerUserId: ownerId });
    return { trialId: trial.id, assistantId: assistant.id };
  }

  async function sources(conversionId: string, assistantId: string, rows: Array<Partial<NewSource>>) {
    const repository = api.app.get(SourceRepository);
    for (const [index, row] of rows.entries()) {
      await repository.upsert({
        conversionId,
        assistantId,
        url: `https://butler-music.example/${index}`,
        origin: 'crawl',
        type: 'webpage',
        depth: 1,
        ...row,
      });
    }
  }

  async function conversation(assistantId: string): Promise<string> {
    const recorded = await api.app.get(ConversationRepository).record(
      {
        assistantId,
        question: 'When are lessons?',
        answer: 'Weekdays from 3 pm.',
        sources: [],
        answered: true,
        confidence: 0.9,
        latencyMs: 5,
        sentiment: 0,
        provider: 'local',
      },
      { visitorId: 'visitor', pageUrl: null },
    );
    return recorded.conversationId;
  }

  const list = async (who: string): Promise<AssistantListItem[]> =>
    (
      await request(api.baseUrl)
        .get('/api/v1/assistants')
        .set('Authorization', `Bearer ${tokens[who]}`)
        .expect(200)
    ).body.assistants;

  beforeAll(async () => {
    api = await startApi(testConfig());
  });
  afterAll(() => api.close());

  it("shows the live build's counts, its finishing time and this month's conversations", async () => {
    const owner = await account('owner', 'user');
    await account('stranger', 'user');
    const built = await assistantOf(owner.id, 'https://butler-music.example/');
    const fresh = await assistantOf(owner.id, 'https://butler-fresh.example/');
    const conversions = api.app.get(ConversionRepository);
    const database = api.app.get(DataSource);

    const live = await conversions.create({ ...built, website: 'https://butler-music.example/' });
    await sources(live.id, built.assistantId, [
      { outcome: 'indexed' },
      { outcome: 'indexed' },
      { outcome: 'indexed' },
      { outcome: 'skipped', reason: 'off_site' },
      { outcome: 'failed' },
      { outcome: 'pending' },
      { outcome: 'indexed', origin: 'upload', type: 'pdf', documentKind: 'pdf' },
      { outcome: 'indexed', type: 'pdf', documentKind: 'docx' },
      { outcome: 'failed', type: 'pdf', documentKind: 'pdf' },
    ]);
    const finishedAt = new Date('2026-03-04T05:06:07.000Z');
    await database.query(`UPDATE conversions SET status = 'completed', "finishedAt" = $2 WHERE id = $1`, [
      live.id,
      finishedAt,
    ]);
    await database.query(`UPDATE assistants SET "activeConversionId" = $2 WHERE id = $1`, [
      built.assistantId,
      live.id,
    ]);
    // A recrawl under way: its pages are not what visitors are answered from yet.
    const recrawl = await conversions.create({ ...built, website: 'https://butler-music.example/' });
    await sources(recrawl.id, built.assistantId, [{ outcome: 'indexed' }]);
    // A failed build later on is not a build.
    const failed = await conversions.create({ ...built, website: 'https://butler-music.example/' });
    await database.query(`UPDATE conversions SET status = 'failed', "finishedAt" = now() WHERE id = $1`, [
      failed.id,
    ]);

    await conversation(built.assistantId);
    await conversation(built.assistantId);
    const lastMonth = await conversation(built.assistantId);
    await database.query(
      `UPDATE conversations SET "createdAt" = date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' - interval '1 minute' WHERE id = $1`,
      [lastMonth],
    );

    const rows = await list('owner');
    expect(rows).toEqual([
      expect.objectContaining({
        id: fresh.assistantId,
        lastBuiltAt: null,
        pagesIndexed: 0,
        documentsIndexed: 0,
        conversationsThisMonth: 0,
      }),
      expect.objectContaining({
        id: built.assistantId,
        name: 'Butler Music School Assistant',
        conversionId: live.id,
        lastBuiltAt: finishedAt.toISOString(),
        pagesIndexed: 3,
        documentsIndexed: 2,
        conversationsThisMonth: 2,
      }),
    ]);
    expect(await list('stranger')).toEqual([]);
  });
});
