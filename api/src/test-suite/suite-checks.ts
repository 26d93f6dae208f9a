import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  APP_CONFIG,
  AnalyticsRepository,
  EMBEDDER,
  AssistantEntity,
  ConversionEntity,
  EMPTY_COUNTS,
  JobQueue,
  MailService,
  REDIS,
  REDIS_KEYS,
  SiteAddressCheck,
  TrialEntity,
  initialStages,
  isDomainError,
  signWebhookBody,
  verifyWebhookSignature,
  newWebhookSecret,
  type AppConfig,
  type Embedder,
  type RedisKeys,
} from '@gptsite/server';
import { BRANDS, trialEndsAt, validateTrial, type AuthUser, type TestSuiteGroupId } from '@gptsite/shared';
import type { Redis } from 'ioredis';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTransport } from 'nodemailer';
import type { DataSource } from 'typeorm';
import { AnalyticsService } from '../analytics/analytics.service';
import { AiHealthProbe } from '../system/ai-health.probe';
import { MonitorService } from '../system/monitor.service';
import { SystemStatusService } from '../system/system-status.service';
import { CheckFailure, formatMs, type SuiteCheck } from './check-runner';

/** Chat answers slower than this at the 95th percentile fail the performance check. */
export const CHAT_P95_LIMIT_MS = 5000;
/** Jobs waiting in all queues together above which the backlog check fails. */
export const QUEUE_BACKLOG_LIMIT = 1000;
/** A Postgres or Redis round trip slower than this fails the performance check. */
const ROUND_TRIP_LIMIT_MS = 500;
/** A 10 ms timer firing later than this means the api's event loop is blocked. */
const EVENT_LOOP_LAG_LIMIT_MS = 500;
/** A worker whose heartbeat is older than this is taken for dead. */
const HEARTBEAT_STALE_MS = 60_000;
/** Each analytics query must answer within this. */
const ANALYTICS_BUDGET_MS = 2000;

export const GROUP_NAMES: Record<TestSuiteGroupId, string> = {
  'system-health': 'System health',
  'trial-forms': 'Trial forms',
  notifications: 'Notifications',
  analytics: 'Analytics',
  integrations: 'Integrations',
  performance: 'Performance',
};

/** The sample submission the trial checks validate and dry-run (never sent anywhere). */
const SAMPLE_TRIAL = {
  brand: 'gpt',
  name: 'Test Suite',
  email: 'test-suite-dry-run@example.com',
  website: 'www.example.com',
  organization: 'Test Suite Dry Run',
};

/** Thrown inside the dry run's transaction so that Postgres rolls it back. */
class RollBack extends Error {}

/** The real checks of each group, built per run (the notification check mails whoever runs it). */
@Injectable()
export class SuiteChecks {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly status: SystemStatusService,
    private readonly monitor: MonitorService,
    private readonly jobQueue: JobQueue,
    private readonly mail: MailService,
    private readonly analyticsRepo: AnalyticsRepository,
    private readonly analytics: AnalyticsService,
    private readonly siteAddress: SiteAddressCheck,
    private readonly aiHealth: AiHealthProbe,
    @Inject(EMBEDDER) private readonly embedder: Embedder,
  ) {}

  all(runner: Pick<AuthUser, 'email'>): SuiteCheck[] {
    return [
      ...this.systemHealth(),
      ...this.trialForms(),
      ...this.notifications(runner),
      ...this.analyticsChecks(),
      ...this.integrations(),
      ...this.performance(),
    ];
  }

  private systemHealth(): SuiteCheck[] {
    const group = 'system-health' as const;
    return [
      {
        id: 'postgres',
        group,
        name: 'Postgres answers',
        description: 'Runs SELECT 1 on the database the api uses.',
        timeoutMs: 5000,
        run: async () => {
          const started = performance.now();
          if ((await this.status.databaseHealth()) !== 'operational')
            throw new CheckFailure(
              'Postgres did not answer SELECT 1 within 2 s: the database is down or hung.',
            );
          return `Postgres answered SELECT 1 in ${formatMs(performance.now() - started)}.`;
        },
      },
      {
        id: 'redis',
        group,
        name: 'Redis answers',
        description: 'PINGs the Redis that holds the queues, rate limits and live updates.',
        timeoutMs: 5000,
        run: async () => {
          const started = performance.now();
          if ((await this.status.redisHealth()) !== 'operational')
            throw new CheckFailure(
              'Redis did not answer PING within 2 s: queues, chat and trials cannot work.',
            );
          return `Redis answered PING in ${formatMs(performance.now() - started)}.`;
        },
      },
      {
        id: 'queues',
        group,
        name: 'Job queues readable',
        description: 'Reads the job counts of every BullMQ queue.',
        timeoutMs: 5000,
        run: async () => {
          const counts = await Promise.all(
            this.jobQueue.all().map(async (queue) => {
              const jobs = await queue.getJobCounts('waiting', 'active', 'failed', 'prioritized');
              return `${queue.name} ${(jobs.waiting ?? 0) + (jobs.prioritized ?? 0)} waiting/${jobs.active ?? 0} active`;
            }),
          );
          return `${counts.length} queues answer: ${counts.join(', ')}.`;
        },
      },
      {
        id: 'workers',
        group,
        name: 'Workers alive',
        description: 'Looks for a worker heartbeat from the last minute.',
        timeoutMs: 5000,
        run: async () => {
          const { workers } = await this.monitor.snapshot();
          const now = Date.now();
          const alive = workers.filter((worker) => now - Date.parse(worker.lastSeenAt) < HEARTBEAT_STALE_MS);
          if (!alive.length)
            throw new CheckFailure(
              workers.length
                ? `No worker has reported in the last minute (last heard ${workers.map((worker) => worker.lastSeenAt).join(', ')}): conversions and webhooks are not being processed.`
                : 'No worker has reported a heartbeat: conversions and webhooks are not being processed. Start the workers (npm start runs them).',
            );
          return `${alive.length} worker${alive.length === 1 ? '' : 's'} alive (${alive.map((worker) => `${worker.host} pid ${worker.pid}, ${worker.activeJobs} active jobs`).join('; ')}).`;
        },
      },
    ];
  }

  private trialForms(): SuiteCheck[] {
    const group = 'trial-forms' as const;
    return [
      {
        id: 'trial-valid-sample',
        group,
        name: 'Form accepts a valid submission',
        description: 'The real trial validator accepts a complete sample submission.',
        timeoutMs: 2000,
        run: () => {
          const validation = validateTrial(SAMPLE_TRIAL);
          if (!validation.ok)
            throw new CheckFailure(
              `The validator refused a valid sample: ${Object.values(validation.fields).join(' ')}`,
            );
          return Promise.resolve(`Accepted; the website became ${validation.value.website}.`);
        },
      },
      {
        id: 'trial-invalid-sample',
        group,
        name: 'Form refuses a bad submission',
        description: 'The validator refuses a submission without email and with a bad website, saying why.',
        timeoutMs: 2000,
        run: () => {
          const validation = validateTrial({ ...SAMPLE_TRIAL, email: '', website: 'not a website' });
          if (validation.ok) throw new CheckFailure('The validator accepted a submission without an email.');
          const fields = Object.keys(validation.fields);
          if (!fields.includes('email') || !fields.includes('website'))
            throw new CheckFailure(
              `The validator named only ${fields.join(', ')}; expected email and website.`,
            );
          return Promise.resolve(
            `Refused with messages for ${fields.join(' and ')}: "${validation.fields.email}"`,
          );
        },
      },
      {
        id: 'trial-dry-run',
        group,
        name: 'Trial dry run (rolled back)',
        description:
          'Creates the trial, assistant and conversion rows of the sample inside a transaction, then rolls it back.',
        timeoutMs: 5000,
        run: () => this.trialDryRun(),
      },
      {
        id: 'trial-private-address',
        group,
        name: 'Private addresses refused',
        description: 'The website check refuses an address on a private network (169.254.169.254).',
        timeoutMs: 5000,
        run: async () => {
          try {
            await this.siteAddress.assertAllowed('http://169.254.169.254/');
          } catch (error) {
            if (isDomainError(error) && error.code === 'SITE_BLOCKED')
              return 'Refused: "169.254.169.254 is a private network address…", as the form shows it.';
            throw error;
          }
          throw new CheckFailure(
            'The website check let 169.254.169.254 through: the crawler could be sent to private addresses (is it in CRAWL_ALLOWED_HOSTS?).',
          );
        },
      },
    ];
  }

  /**
   * The sample's rows, made as TrialsService makes them, inside a transaction rolled back at the end; no
   * owner account, upload or job is made. Afterwards the rows are looked for again outside it.
   */
  private async trialDryRun(): Promise<string> {
    const validation = validateTrial(SAMPLE_TRIAL);
    if (!validation.ok) throw new CheckFailure('The validator refused the sample submission.');
    const input = validation.value;
    const created: { trialId?: string; assistantId?: string; conversionId?: string } = {};
    try {
      await this.dataSource.transaction(async (manager) => {
        const now = new Date();
        const trial = await manager.save(
          manager.create(TrialEntity, {
            brand: input.brand,
            name: input.name,
            email: input.email,
            phone: null,
            website: input.website,
            organization: input.organization ?? null,
            startsAt: now,
            endsAt: trialEndsAt(now),
            status: 'active',
          }),
        );
        created.trialId = trial.id;
        const brand = BRANDS[input.brand];
        const assistant = await manager.save(
          manager.create(AssistantEntity, {
            trialId: trial.id,
            brand: input.brand,
            name: `${input.organization ?? brand.name} Assistant`,
            greeting: brand.greeting,
            colors: brand.colors,
            website: input.website,
            status: 'building',
          }),
        );
        created.assistantId = assistant.id;
        const conversion = await manager.save(
          manager.create(ConversionEntity, {
            trialId: trial.id,
            assistantId: assistant.id,
            website: input.website,
            status: 'running',
            stage: 'initializing',
            progress: 0,
            stages: initialStages(),
            counts: EMPTY_COUNTS,
          }),
        );
        created.conversionId = conversion.id;
        throw new RollBack();
      });
    } catch (error) {
      if (!(error instanceof RollBack)) throw error;
    }
    if (!created.conversionId) throw new CheckFailure('The dry run did not create its rows.');
    const [left] = (await this.dataSource.query(
      `SELECT (SELECT count(*) FROM trials WHERE id = $1)::int + (SELECT count(*) FROM assistants WHERE id = $2)::int
         + (SELECT count(*) FROM conversions WHERE id = $3)::int AS "left"`,
      [created.trialId, created.assistantId, created.conversionId],
    )) as Array<{ left: number }>;
    if (left.left !== 0) throw new CheckFailure(`The rollback left ${left.left} of the 3 rows behind.`);
    return `Created a trial, its assistant and conversion for ${input.website}, then rolled back: none of the 3 rows remains (no owner account, upload or conversion job is made).`;
  }

  private notifications(runner: Pick<AuthUser, 'email'>): SuiteCheck[] {
    const group = 'notifications' as const;
    const smtpUrl = this.config.mail.smtpUrl;
    return [
      {
        id: 'mail-server',
        group,
        name: 'Mail server reachable',
        description: smtpUrl
          ? 'Connects to the SMTP server of SMTP_URL and says hello.'
          : 'No SMTP_URL: reads the outbox table mails are kept in.',
        timeoutMs: 8000,
        run: async (signal) => {
          if (!smtpUrl) {
            await this.dataSource.query('SELECT count(*) FROM outbox');
            return 'No SMTP_URL is set: mails are kept in the outbox table, which answers.';
          }
          const transport = createTransport(smtpUrl);
          // A server that never greets is left when the check's time is up, not at nodemailer's own timeouts.
          signal.addEventListener('abort', () => transport.close(), { once: true });
          try {
            await transport.verify();
          } catch (error) {
            throw new CheckFailure(
              `The mail server at ${mailHost(smtpUrl)} did not accept a connection: ${errorText(error)}.`,
            );
          } finally {
            transport.close();
          }
          return `The mail server at ${mailHost(smtpUrl)} accepted a connection.`;
        },
      },
      {
        id: 'test-email',
        group,
        name: 'Test email to you',
        description: 'Sends a test email to the signed-in super admin through the mail service.',
        timeoutMs: 10_000,
        run: async () => {
          const sentAt = new Date().toISOString();
          try {
            await this.mail.send({
              to: runner.email,
              subject: 'GPTsite test suite: test email',
              text: `This test email was sent by the GPTsite test suite at ${sentAt}. Nothing needs to be done.`,
            });
          } catch (error) {
            throw new CheckFailure(
              `The test email to ${runner.email} was not sent${smtpUrl ? ` (mail server ${mailHost(smtpUrl)})` : ''}: ${errorText(error)}.`,
            );
          }
          return smtpUrl
            ? `The mail server at ${mailHost(smtpUrl)} accepted the test email to ${runner.email}.`
            : `No SMTP_URL: the test email to ${runner.email} is in the outbox table.`;
        },
      },
      {
        id: 'mail-sender',
        group,
        name: 'Sender address valid',
        description: 'MAIL_FROM holds one email address with a domain, as mail servers require.',
        timeoutMs: 1000,
        run: () => {
          const from = this.config.mail.from;
          const address = /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();
          if (!/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>]+$/.test(address))
            throw new CheckFailure(
              `MAIL_FROM "${from}" has no valid email address; mail servers refuse such mail.`,
            );
          return Promise.resolve(`Mails are sent from ${address}.`);
        },
      },
      {
        id: 'mail-links',
        group,
        name: 'Links in mails reachable',
        description:
          'Set-password, reset and upgrade links point to PUBLIC_URL, not to localhost in production.',
        timeoutMs: 1000,
        run: () => {
          const base = this.config.publicUrl ?? `http://localhost:${this.config.port}`;
          const host = new URL(base).hostname;
          const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
          if (local && this.config.env === 'production')
            throw new CheckFailure(
              `Links in mails point to ${base}, which people cannot open: set PUBLIC_URL to the address they use.`,
            );
          return Promise.resolve(
            this.config.publicUrl
              ? `Links in mails point to ${base}.`
              : `PUBLIC_URL is not set: links in mails point to ${base} (fine on this machine; set it in production).`,
          );
        },
      },
    ];
  }

  private analyticsChecks(): SuiteCheck[] {
    const group = 'analytics' as const;
    const timed = (
      id: string,
      name: string,
      query: (assistantId: string) => Promise<unknown>,
    ): SuiteCheck => ({
      id,
      group,
      name,
      description: `Runs the owner's ${name.toLowerCase()} query for the busiest assistant of the last 30 days (or none), within ${formatMs(ANALYTICS_BUDGET_MS)}.`,
      timeoutMs: ANALYTICS_BUDGET_MS + 3000,
      run: async () => {
        const { assistantId, label } = await this.sampleAssistant();
        const started = performance.now();
        await query(assistantId);
        const took = performance.now() - started;
        if (took > ANALYTICS_BUDGET_MS)
          throw new CheckFailure(
            `Answered for ${label} in ${formatMs(took)}, over the ${formatMs(ANALYTICS_BUDGET_MS)} budget.`,
          );
        return `Answered for ${label} in ${formatMs(took)}.`;
      },
    });
    return [
      timed('analytics-per-day', 'Conversations per day', (id) => this.analyticsRepo.perDay(id, 30)),
      timed('analytics-sentiment', 'Chat sentiment', (id) => this.analyticsRepo.sentiment(id, 30)),
      timed('analytics-top-questions', 'Top questions', (id) => this.analyticsRepo.topQuestions(id, 30)),
      timed('analytics-summary', 'Full analytics summary', (id) => this.analytics.summary(id, 30)),
    ];
  }

  /** The assistant with most questions in 30 days; a random id (an empty set) when there is none. */
  private async sampleAssistant(): Promise<{ assistantId: string; label: string }> {
    const rows = (await this.dataSource.query(
      `SELECT "assistantId", count(*)::int AS questions FROM messages
       WHERE "createdAt" > now() - interval '30 days' GROUP BY 1 ORDER BY 2 DESC LIMIT 1`,
    )) as Array<{ assistantId: string; questions: number }>;
    if (rows[0])
      return {
        assistantId: rows[0].assistantId,
        label: `the busiest assistant (${rows[0].questions} question${rows[0].questions === 1 ? '' : 's'})`,
      };
    return {
      assistantId: '00000000-0000-4000-8000-000000000000',
      label: 'an empty set (no questions in 30 days)',
    };
  }

  private integrations(): SuiteCheck[] {
    const group = 'integrations' as const;
    return [
      {
        id: 'webhook-signed-delivery',
        group,
        name: 'Signed webhook delivered',
        description:
          'POSTs a signed test event to a receiver on 127.0.0.1 this check starts; the receiver verifies the signature.',
        timeoutMs: 5000,
        run: (signal) => this.signedDelivery(signal),
      },
      {
        id: 'webhook-address-rules',
        group,
        name: 'Webhook URLs on private networks refused',
        description:
          'The address rules webhook URLs are saved under refuse 10.0.0.1 (CRAWL_ALLOWED_HOSTS aside).',
        timeoutMs: 5000,
        run: async () => {
          try {
            await this.siteAddress.assertAllowed('http://10.0.0.1/hook', 'url');
          } catch (error) {
            if (isDomainError(error) && error.code === 'SITE_BLOCKED')
              return 'Refused 10.0.0.1 as a private network address; the workers check again when they connect.';
            throw error;
          }
          throw new CheckFailure(
            '10.0.0.1 was allowed: it is listed in CRAWL_ALLOWED_HOSTS, so webhooks may reach the private network.',
          );
        },
      },
      {
        id: 'webhook-queue',
        group,
        name: 'Webhook queue consumed',
        description: 'The webhooks queue has no delivery waiting for more than 5 minutes.',
        timeoutMs: 5000,
        run: async () => {
          const queue = this.jobQueue.queue('webhooks');
          const counts = await queue.getJobCounts('waiting', 'active', 'failed', 'delayed');
          const [oldest] = await queue.getWaiting(0, 0);
          const age = oldest ? Date.now() - oldest.timestamp : 0;
          if (age > 5 * 60_000)
            throw new CheckFailure(
              `A webhook delivery has waited ${formatMs(age)} in the queue (${counts.waiting ?? 0} waiting): no worker is taking them.`,
            );
          return `${counts.waiting ?? 0} waiting, ${counts.active ?? 0} active, ${counts.delayed ?? 0} to retry, ${counts.failed ?? 0} failed kept; none waits too long.`;
        },
      },
      {
        id: 'ai-provider',
        group,
        name: 'AI provider answers',
        description:
          'The configured AI provider embeds a sample question (and a remote one answers its model list).',
        timeoutMs: 10_000,
        run: async () => {
          const started = performance.now();
          const [vector] = await this.embedder.embed(['What are your opening hours?']);
          const took = performance.now() - started;
          const norm = Math.sqrt((vector ?? []).reduce((sum, value) => sum + value * value, 0));
          if (!vector || vector.length !== this.embedder.dimensions || !(norm > 0.99 && norm < 1.01))
            throw new CheckFailure(
              `The ${this.aiHealth.providerName} provider returned no usable vector for a sample question.`,
            );
          if ((await this.aiHealth.health()) !== 'operational')
            throw new CheckFailure(
              `The ${this.aiHealth.providerName} provider failed in the last minute or does not list its models: visitors get fallback answers.`,
            );
          return `The ${this.aiHealth.providerName} provider (${this.embedder.id}) embedded a sample question into ${vector.length} dimensions in ${formatMs(took)}.`;
        },
      },
    ];
  }

  /**
   * The api cannot use the workers' guarded sender (it refuses loopback unless CRAWL_ALLOWED_HOSTS
   * lists it), so this posts with fetch to its own receiver: it proves signing and delivery, not the
   * workers' connection; the address-rules check covers those rules.
   */
  private async signedDelivery(signal: AbortSignal): Promise<string> {
    const secret = newWebhookSecret();
    const body = JSON.stringify({
      type: 'test',
      assistantId: null,
      createdAt: new Date().toISOString(),
      data: { message: 'GPTsite test suite webhook check' },
    });
    let verdict = 'no request';
    const server = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const received = Buffer.concat(chunks).toString('utf8');
        const header = request.headers['x-gptsite-signature'];
        const ok = verifyWebhookSignature(secret, received, typeof header === 'string' ? header : undefined);
        verdict = ok ? 'verified' : 'bad signature';
        response.writeHead(ok ? 200 : 401, { 'content-type': 'text/plain' }).end(ok ? 'ok' : 'bad signature');
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', resolve);
    });
    const { port } = server.address() as AddressInfo;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/gptsite-test-suite`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-gptsite-signature': signWebhookBody(secret, body) },
        body,
        signal,
      });
      await response.text();
      if (response.status !== 200)
        throw new CheckFailure(
          `The receiver answered ${response.status} (${verdict}): the signature did not match.`,
        );
      return `A signed test event reached a receiver on 127.0.0.1:${port} started for this check, which verified X-GPTsite-Signature and answered 200 (sent from the api, not the workers' guarded sender).`;
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }

  private performance(): SuiteCheck[] {
    const group = 'performance' as const;
    return [
      {
        id: 'chat-p95',
        group,
        name: 'Chat answers fast (p95)',
        description: `The 95th percentile of the answer times of the last 24 hours' questions is under ${formatMs(CHAT_P95_LIMIT_MS)}.`,
        timeoutMs: 5000,
        run: async () => {
          const [row] = (await this.dataSource.query(
            `SELECT count(*)::int AS questions,
               percentile_cont(0.95) WITHIN GROUP (ORDER BY "latencyMs") AS p95
             FROM messages WHERE "createdAt" > now() - interval '24 hours'`,
          )) as Array<{ questions: number; p95: number | null }>;
          if (!row || row.questions === 0 || row.p95 === null)
            return 'No questions were asked in the last 24 hours: nothing to measure.';
          const p95 = Number(row.p95);
          if (p95 > CHAT_P95_LIMIT_MS)
            throw new CheckFailure(
              `p95 is ${formatMs(p95)} over ${row.questions} questions in 24 h, over the ${formatMs(CHAT_P95_LIMIT_MS)} limit.`,
            );
          return `p95 is ${formatMs(p95)} over ${row.questions} question${row.questions === 1 ? '' : 's'} in the last 24 hours.`;
        },
      },
      {
        id: 'queue-backlog',
        group,
        name: 'Queue backlog small',
        description: `Fewer than ${QUEUE_BACKLOG_LIMIT} jobs wait in all queues together.`,
        timeoutMs: 5000,
        run: async () => {
          const waiting = await Promise.all(
            this.jobQueue.all().map(async (queue) => {
              const counts = await queue.getJobCounts('waiting', 'prioritized');
              return [queue.name, (counts.waiting ?? 0) + (counts.prioritized ?? 0)] as const;
            }),
          );
          const total = waiting.reduce((sum, [, count]) => sum + count, 0);
          const busiest = [...waiting].sort((left, right) => right[1] - left[1])[0];
          const detail = busiest && busiest[1] > 0 ? `, most in ${busiest[0]} (${busiest[1]})` : '';
          if (total >= QUEUE_BACKLOG_LIMIT)
            throw new CheckFailure(`${total} jobs are waiting${detail}: the workers are behind.`);
          return `${total} job${total === 1 ? '' : 's'} waiting in all queues${detail}.`;
        },
      },
      {
        id: 'store-round-trip',
        group,
        name: 'Database and Redis round trip',
        description: `Postgres and Redis both answer within ${formatMs(ROUND_TRIP_LIMIT_MS)}.`,
        timeoutMs: 5000,
        run: async () => {
          const started = performance.now();
          await this.dataSource.query('SELECT 1');
          const database = performance.now() - started;
          const redisStarted = performance.now();
          await this.redis.ping();
          const redis = performance.now() - redisStarted;
          if (database > ROUND_TRIP_LIMIT_MS || redis > ROUND_TRIP_LIMIT_MS)
            throw new CheckFailure(
              `Slow: Postgres ${formatMs(database)}, Redis ${formatMs(redis)} (limit ${formatMs(ROUND_TRIP_LIMIT_MS)} each).`,
            );
          return `Postgres ${formatMs(database)}, Redis ${formatMs(redis)}.`;
        },
      },
      {
        id: 'event-loop',
        group,
        name: 'API not blocked',
        description: `The api's event loop answers a timer within ${formatMs(EVENT_LOOP_LAG_LIMIT_MS)}.`,
        timeoutMs: 3000,
        run: async () => {
          const started = performance.now();
          await new Promise((resolve) => setTimeout(resolve, 10));
          const lag = performance.now() - started - 10;
          if (lag > 100)
            throw new CheckFailure(`A 10 ms timer fired ${formatMs(lag)} late: the api is busy.`);
          return `A 10 ms timer fired ${formatMs(Math.max(0, lag))} late.`;
        },
      },
    ];
  }
}

function mailHost(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return url.host;
  } catch {
    return 'SMTP_URL';
  }
}

function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
}
