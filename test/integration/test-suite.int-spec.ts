import { createServer, type Socket } from 'node:net';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JobQueue } from '../../libs/server/src';
import {
  JobName,
  TEST_SUITE_GROUPS,
  type TestSuiteCheckResult,
  type TestSuiteGroupInfo,
  type TestSuiteRun,
} from '../../libs/shared/src';
import { bearer, signInAs } from '../support/accounts';
import { SmtpInbox } from '../support/smtp-inbox';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * The admin test suite (/test-suite) against a real stack: Postgres, Redis, an in-process worker and a
 * real SMTP server. Every group passes when all is well; the trial dry run leaves nothing; the test
 * email arrives; a broken mail server fails the mail checks with a sentence naming it.
 */

/** A port nothing listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('The admin test suite', () => {
  let api: RunningApi;
  let workers: RunningWorkers;
  let inbox: SmtpInbox;
  let superAdmin: string;
  let superAdminEmail: string;

  const run = (token: string, group?: string) =>
    request(api.baseUrl)
      .post('/api/v1/test-suite/run')
      .set('Authorization', bearer(token))
      .send(group ? { group } : {});

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const config = testConfig({ SMTP_URL: await inbox.start() });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    superAdmin = await signInAs(api.app, 'super_admin');
    const me = await request(api.baseUrl).get('/api/v1/auth/me').set('Authorization', bearer(superAdmin));
    superAdminEmail = (me.body as { user?: { email: string }; email?: string }).user?.email ?? me.body.email;
  }, 60_000);

  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await inbox?.close();
  });

  it('lists the six groups of the spec, each with its named checks', async () => {
    const response = await request(api.baseUrl)
      .get('/api/v1/test-suite')
      .set('Authorization', bearer(superAdmin))
      .expect(200);
    const groups = (response.body as { groups: TestSuiteGroupInfo[] }).groups;
    expect(groups.map((group) => group.name)).toEqual([
      'System health',
      'Trial forms',
      'Notifications',
      'Analytics',
      'Integrations',
      'Performance',
    ]);
    // The spec's groups have four or six tests each.
    for (const group of groups) {
      expect(group.checks.length).toBe(4);
      for (const check of group.checks) expect(check.name).not.toBe('');
    }
  });

  it('passes every check of every group on a healthy stack, with a reason and a duration each', async () => {
    const seen = inbox.to(superAdminEmail).length;
    const response = await run(superAdmin).expect(200);
    const result = response.body as TestSuiteRun;
    const failed = result.results.filter((check) => check.status === 'failed');
    expect(failed.map((check) => `${check.id}: ${check.reason}`)).toEqual([]);
    expect(new Set(result.results.map((check) => check.group))).toEqual(new Set(TEST_SUITE_GROUPS));
    expect(result.passed).toBe(result.results.length);
    for (const check of result.results) {
      expect(check.reason.length).toBeGreaterThan(5);
      expect(check.durationMs).toBeGreaterThanOrEqual(0);
    }
    // The notification group's test email reached the real mail server, addressed to the super admin.
    const mail = await inbox.next(superAdminEmail, seen);
    expect(mail.subject).toBe('GPTsite test suite: test email');
    const byId = new Map(result.results.map((check) => [check.id, check]));
    expect(byId.get('workers')?.reason).toMatch(/1 worker alive|workers alive/);
    expect(byId.get('webhook-signed-delivery')?.reason).toMatch(/verified X-GPTsite-Signature/);
  }, 60_000);

  it('runs the trial dry run without leaving a row or a job behind', async () => {
    const database = api.app.get(DataSource);
    const count = async () =>
      (
        (await database.query(
          `SELECT (SELECT count(*) FROM trials)::int AS trials, (SELECT count(*) FROM assistants)::int AS assistants,
             (SELECT count(*) FROM conversions)::int AS conversions,
             (SELECT count(*) FROM trials WHERE email = 'test-suite-dry-run@example.com')::int AS samples`,
        )) as Array<Record<string, number>>
      )[0];
    const conversionQueue = api.app.get(JobQueue).queue('conversion');
    const before = await count();
    const startedAt = Date.now();
    const response = await run(superAdmin, 'trial-forms').expect(200);
    const results = (response.body as TestSuiteRun).results;
    expect(results.map((check) => check.group)).toEqual(results.map(() => 'trial-forms'));
    const dryRun = results.find((check) => check.id === 'trial-dry-run');
    expect(dryRun).toMatchObject({ status: 'passed' });
    expect(dryRun?.reason).toMatch(/rolled back: none of the 3 rows remains/);
    expect(await count()).toEqual({ ...before, samples: 0 });
    // No conversion was started: the worker's own scheduled jobs come and go in this queue meanwhile.
    const jobs = await conversionQueue.getJobs([
      'waiting',
      'prioritized',
      'delayed',
      'active',
      'completed',
      'failed',
    ]);
    const started = jobs.filter((job) => job.name === JobName.ConversionStart && job.timestamp >= startedAt);
    expect(started).toEqual([]);
  }, 30_000);

  it('fails the mail checks with a reason naming the mail server when it is down', async () => {
    const port = await closedPort();
    const broken = await startApi(testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    try {
      const token = await signInAs(broken.app, 'super_admin');
      const response = await request(broken.baseUrl)
        .post('/api/v1/test-suite/run')
        .set('Authorization', bearer(token))
        .send({ group: 'notifications' })
        .expect(200);
      const results = (response.body as TestSuiteRun).results;
      const byId = new Map<string, TestSuiteCheckResult>(results.map((check) => [check.id, check]));
      expect(byId.get('mail-server')).toMatchObject({ status: 'failed' });
      expect(byId.get('mail-server')?.reason).toContain(
        `The mail server at 127.0.0.1:${port} did not accept a connection`,
      );
      expect(byId.get('mail-server')?.reason).toMatch(/ECONNREFUSED/);
      expect(byId.get('test-email')).toMatchObject({ status: 'failed' });
      expect(byId.get('test-email')?.reason).toMatch(
        /^The test email to .* was not sent \(mail server 127\.0\.0\.1:\d+\)/,
      );
      expect(byId.get('mail-sender')).toMatchObject({ status: 'passed' });
      expect((response.body as TestSuiteRun).failed).toBe(2);
    } finally {
      await broken.close();
    }
  }, 60_000);

  it('keeps the test email in the outbox when no mail server is configured', async () => {
    const outboxOnly = await startApi(testConfig());
    try {
      const token = await signInAs(outboxOnly.app, 'super_admin');
      const me = await request(outboxOnly.baseUrl).get('/api/v1/auth/me').set('Authorization', bearer(token));
      const email = (me.body as { user?: { email: string }; email?: string }).user?.email ?? me.body.email;
      const response = await request(outboxOnly.baseUrl)
        .post('/api/v1/test-suite/run')
        .set('Authorization', bearer(token))
        .send({ group: 'notifications' })
        .expect(200);
      const byId = new Map((response.body as TestSuiteRun).results.map((check) => [check.id, check]));
      expect(byId.get('mail-server')).toMatchObject({
        status: 'passed',
        reason: 'No SMTP_URL is set: mails are kept in the outbox table, which answers.',
      });
      expect(byId.get('test-email')).toMatchObject({
        status: 'passed',
        reason: `No SMTP_URL: the test email to ${email} is in the outbox table.`,
      });
      const kept = await outboxOnly.app
        .get(DataSource)
        .query(`SELECT subject FROM outbox WHERE recipient = $1`, [email]);
      expect(kept).toEqual([{ subject: 'GPTsite test suite: test email' }]);
    } finally {
      await outboxOnly.close();
    }
  }, 60_000);

  it('stops the mail checks of a server that never answers at their time limits, saying so', async () => {
    // Accepts the connection and never sends SMTP's greeting.
    const connections = new Set<Socket>();
    const silent = createServer((socket) => connections.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const hung = await startApi(testConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }));
    try {
      const token = await signInAs(hung.app, 'super_admin');
      const started = Date.now();
      const response = await request(hung.baseUrl)
        .post('/api/v1/test-suite/run')
        .set('Authorization', bearer(token))
        .send({ group: 'notifications' })
        .expect(200);
      const results = (response.body as TestSuiteRun).results;
      expect(results.slice(0, 2).map((check) => [check.id, check.status, check.reason])).toEqual([
        ['mail-server', 'failed', 'No answer within 8 s: the check was stopped.'],
        ['test-email', 'failed', 'No answer within 10 s: the check was stopped.'],
      ]);
      expect(Date.now() - started).toBeLessThan(25_000);
    } finally {
      await hung.close();
      for (const socket of connections) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  }, 60_000);

  it('fails the workers check, saying what to do, when no worker runs', async () => {
    // Another Redis prefix: this api's queues and heartbeats are its own, and no worker serves them.
    const alone = await startApi(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}-no-workers` }));
    try {
      const token = await signInAs(alone.app, 'super_admin');
      const response = await request(alone.baseUrl)
        .post('/api/v1/test-suite/run')
        .set('Authorization', bearer(token))
        .send({ group: 'system-health' })
        .expect(200);
      const results = (response.body as TestSuiteRun).results;
      expect(results.map((check) => [check.id, check.status])).toEqual([
        ['postgres', 'passed'],
        ['redis', 'passed'],
        ['queues', 'passed'],
        ['workers', 'failed'],
      ]);
      expect(results[3].reason).toBe(
        'No worker has reported a heartbeat: conversions and webhooks are not being processed. Start the workers (npm start runs them).',
      );
    } finally {
      await alone.close();
    }
  }, 60_000);

  it('runs one suite at a time: a second run while one is going is refused', async () => {
    const other = await signInAs(api.app, 'super_admin');
    const [first, second] = await Promise.all([
      run(superAdmin, 'system-health'),
      run(other, 'system-health'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    const refused = first.status === 429 ? first : second;
    expect(refused.body.message).toMatch(/already in progress/);
  }, 30_000);

  it('refuses everyone but the super admin, and an unknown group', async () => {
    await request(api.baseUrl).get('/api/v1/test-suite').expect(401);
    await request(api.baseUrl).post('/api/v1/test-suite/run').send({}).expect(401);
    for (const role of ['user', 'admin'] as const) {
      const token = await signInAs(api.app, role, role === 'admin' ? 'edgpt' : null);
      await request(api.baseUrl).get('/api/v1/test-suite').set('Authorization', bearer(token)).expect(403);
      await run(token).expect(403);
    }
    const unknown = await run(superAdmin, 'everything').expect(400);
    expect(unknown.body.message).toMatch(/one of the six groups/);
  });

  it('limits how often one super admin may run it', async () => {
    const token = await signInAs(api.app, 'super_admin');
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) answers.push((await run(token, 'performance')).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(200));
    const refused = await run(token, 'performance').expect(429);
    expect(refused.body.message).toMatch(/10 times this minute/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(answers[10]).toBe(429);
  }, 30_000);
});
