import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  AssistantRepository,
  ConversionRepository,
  JobQueue,
  ResyncScheduler,
  TrialRepository,
  UserRepository,
  resyncPattern,
  resyncSchedulerId,
} from '../../libs/server/src';
import type { SyncHistory } from '../../libs/shared/src';
import { AccessTokenService, toAuthUser } from '../../api/src/accounts/access-token.service';
import { ResyncAssistantHandler } from '../../workers/src/resync/resync-assistant.handler';
import { bearer, signInAs } from '../support/accounts';
import { sql } from '../support/chat-site';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Automatic re-sync's schedule (issue 13) on the real Postgres and Redis: one BullMQ job scheduler per
 * assistant, keyed by its id, that the owner's setting upserts (idempotently: again and again, from the
 * api and the workers alike, it stays one scheduler with one next job), changes and, for `never`,
 * removes; a worker's start makes Redis match Postgres again.
 */
describe('automatic re-sync schedules', () => {
  let api: RunningApi;
  let workers: RunningWorkers;
  let owner: string;
  let assistantId: string;

  const queue = () => api.app.get(JobQueue).queue('conversion');
  const settings = (resync: string) =>
    request(api.baseUrl)
      .patch(`/api/v1/assistants/${assistantId}`)
      .set('Authorization', bearer(owner))
      .send({ resync });
  const history = async (): Promise<SyncHistory> =>
    (
      await request(api.baseUrl)
        .get(`/api/v1/assistants/${assistantId}/syncs`)
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body;
  /** The scheduler's jobs waiting for their time: exactly one while it is scheduled. */
  const nextJobs = async (id = assistantId) =>
    (await queue().getDelayed()).filter((job) => job.repeatJobKey === resyncSchedulerId(id));

  beforeAll(async () => {
    const config = testConfig();
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    const email = `owner-${randomUUID()}@resync-bakery.example`;
    const { user } = await api.app
      .get(UserRepository)
      .findOrCreate({ email, name: 'Rosa', role: 'user', brand: null });
    const now = new Date();
    const trial = await api.app.get(TrialRepository).create({
      brand: 'gpt',
      name: 'Rosa',
      email,
      phone: null,
      website: 'https://resync-bakery.example/',
      organization: null,
      startsAt: now,
      endsAt: now,
    });
    const assistant = await api.app.get(AssistantRepository).create({
      trialId: trial.id,
      brand: 'gpt',
      name: 'Bakery Assistant',
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
    // As a finished build leaves it: live with that conversion's knowledge.
    await api.app.get(AssistantRepository).update(assistant.id, { activeConversionId: conversion.id });
    assistantId = assistant.id;
    owner = await api.app.get(AccessTokenService).sign(toAuthUser(user));
  }, 60_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
  });

  it('is weekly by default, and setting it again and again keeps one scheduler with one next run', async () => {
    expect((await history()).frequency).toBe('weekly');
    const saved = await settings('daily').expect(200);
    expect(saved.body.resync).toBe('daily');
    await settings('daily').expect(200);
    // Another api copy and a restarted worker upsert the same schedule.
    await api.app.get(ResyncScheduler).apply({ assistantId, frequency: 'daily' });
    await workers.app.get(ResyncAssistantHandler).reconcileSchedules();
    await workers.app.get(ResyncAssistantHandler).reconcileSchedules();

    const scheduler = await queue().getJobScheduler(resyncSchedulerId(assistantId));
    expect(scheduler).toMatchObject({ pattern: resyncPattern(assistantId, 'daily'), tz: 'UTC' });
    const schedulers = (await queue().getJobSchedulers(0, -1)).filter(
      (entry) => (entry.id ?? entry.key) === resyncSchedulerId(assistantId),
    );
    expect(schedulers).toHaveLength(1);
    const jobs = await nextJobs();
    expect(jobs).toHaveLength(1);
    expect(jobs[0].name).toBe('assistant.resync');
    expect(jobs[0].data).toEqual({ assistantId });
    const next = (await history()).nextRunAt;
    expect(next).not.toBeNull();
    const inMs = new Date(next!).getTime() - Date.now();
    expect(inMs).toBeGreaterThan(0);
    expect(inMs).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('moves to the new pattern when the owner changes it, and is removed for never', async () => {
    await settings('monthly').expect(200);
    expect(await queue().getJobScheduler(resyncSchedulerId(assistantId))).toMatchObject({
      pattern: resyncPattern(assistantId, 'monthly'),
    });
    expect(await nextJobs()).toHaveLength(1);
    expect((await history()).frequency).toBe('monthly');

    await settings('never').expect(200);
    expect(await queue().getJobScheduler(resyncSchedulerId(assistantId))).toBeFalsy();
    expect(await nextJobs()).toHaveLength(0);
    expect(await history()).toMatchObject({ frequency: 'never', nextRunAt: null, syncs: [] });
    // A stored never is what a worker's start restores, too.
    await workers.app.get(ResyncAssistantHandler).reconcileSchedules();
    expect(await queue().getJobScheduler(resyncSchedulerId(assistantId))).toBeFalsy();
  });

  it("a worker's start restores a schedule Redis lost and drops one no assistant wants", async () => {
    await settings('weekly').expect(200);
    await queue().removeJobScheduler(resyncSchedulerId(assistantId));
    const stranger = randomUUID();
    await api.app.get(ResyncScheduler).apply({ assistantId: stranger, frequency: 'daily' });
    expect(await nextJobs(stranger)).toHaveLength(1);

    const result = await workers.app.get(ResyncAssistantHandler).reconcileSchedules();
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await queue().getJobScheduler(resyncSchedulerId(assistantId))).toMatchObject({
      pattern: resyncPattern(assistantId, 'weekly'),
    });
    expect(await nextJobs()).toHaveLength(1);
    expect(await queue().getJobScheduler(resyncSchedulerId(stranger))).toBeFalsy();
    expect(await nextJobs(stranger)).toHaveLength(0);
  });

  it('a scheduled run skips while a build of the assistant runs, and a leftover job for never removes its schedule', async () => {
    const handler = workers.app.get(ResyncAssistantHandler);
    // The conversion made in setup is still running (as a first build or a recrawl would be).
    expect(await handler.handle({ assistantId })).toMatchObject({
      status: 'skipped',
      detail: expect.stringMatching(/a build is running/),
    });
    expect((await history()).syncs).toEqual([]);

    await settings('never').expect(200);
    // A job queued before the change still arrives: Postgres decides, and the schedule goes.
    await api.app.get(ResyncScheduler).apply({ assistantId, frequency: 'daily' });
    expect(await handler.handle({ assistantId })).toEqual({ status: 'skipped', detail: 'no re-sync wanted' });
    expect(await queue().getJobScheduler(resyncSchedulerId(assistantId))).toBeFalsy();
    expect((await history()).syncs).toEqual([]);
    await settings('weekly').expect(200);
  });

  it('leaves the site of an assistant whose trial ended unconverted alone', async () => {
    const assistant = await api.app.get(AssistantRepository).findById(assistantId);
    await sql('UPDATE trials SET "expiredAt" = now() WHERE id = $1', [assistant!.trialId]);
    try {
      expect(await workers.app.get(ResyncAssistantHandler).handle({ assistantId })).toEqual({
        status: 'skipped',
        detail: 'the trial ended; the assistant is paused',
      });
      expect((await history()).syncs).toEqual([]);
    } finally {
      await sql('UPDATE trials SET "expiredAt" = NULL WHERE id = $1', [assistant!.trialId]);
    }
  });

  it('refuses a frequency it does not know, and keeps the history to the owner', async () => {
    const refused = await settings('hourly').expect(400);
    expect(JSON.stringify(refused.body)).toMatch(/never, daily, weekly, monthly/);
    const path = `/api/v1/assistants/${assistantId}/syncs`;
    await request(api.baseUrl).get(path).expect(401);
    const stranger = await signInAs(api.app, 'user');
    await request(api.baseUrl).get(path).set('Authorization', bearer(stranger)).expect(403);
    await request(api.baseUrl)
      .patch(`/api/v1/assistants/${assistantId}`)
      .set('Authorization', bearer(stranger))
      .send({ resync: 'never' })
      .expect(403);
    expect((await history()).frequency).toBe('weekly');
  });
});
