import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  APP_CONFIG,
  LeadNotifier,
  REDIS_KEYS,
  closeRedis,
  createRedisConnection,
  type AppConfig,
  type Redis,
  type RedisKeys,
} from '@gptsite/server';
import { Queue, Worker } from 'bullmq';

/** A queue of its own, as the reconciler's: the pipeline's catalogue and monitor stay as they are. */
export const LEAD_DIGEST_QUEUE = 'lead-digests';
export const LEAD_DIGEST_JOB = 'leads.digest';
export const LEAD_DIGEST_SCHEDULER_ID = 'daily-lead-digest';
/** Every day at 08:00 UTC: owners who chose a digest get yesterday's leads in one mail. */
export const LEAD_DIGEST_PATTERN = '0 8 * * *';

/**
 * The daily lead digest on BullMQ's job scheduler: one run a day however many workers run (the scheduler
 * is keyed by id, so every worker's upsert is the same one), surviving restarts in Redis. A digest that
 * fails leaves its leads waiting for the next one.
 */
@Injectable()
export class LeadDigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadDigest');
  private readonly connections: Redis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private scheduling: Promise<void> = Promise.resolve();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly notifier: LeadNotifier,
  ) {}

  onApplicationBootstrap(): void {
    const queueConnection = createRedisConnection(this.config.redisUrl, 'workers:lead-digest-queue');
    const workerConnection = createRedisConnection(this.config.redisUrl, 'workers:lead-digest');
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(LEAD_DIGEST_QUEUE, { connection: queueConnection, prefix: this.keys.bullPrefix });
    this.queue.on('error', (error) => this.logger.warn(`Lead digest queue: ${error.message}`));
    this.worker = new Worker(
      LEAD_DIGEST_QUEUE,
      async (job) => {
        if (job.name === LEAD_DIGEST_JOB) await this.runOnce();
      },
      { connection: workerConnection, prefix: this.keys.bullPrefix, concurrency: 1 },
    );
    this.worker.on('error', (error) => this.logger.error(`Lead digest worker: ${error.message}`));
    // Not awaited: a Redis that is slow or away at boot must not hold up the workers' start.
    this.scheduling = this.schedule(this.queue);
  }

  /** Resolves once this process has upserted the daily scheduler (or failed to, logged). */
  whenScheduled(): Promise<void> {
    return this.scheduling;
  }

  private async schedule(queue: Queue): Promise<void> {
    try {
      await queue.upsertJobScheduler(
        LEAD_DIGEST_SCHEDULER_ID,
        { pattern: LEAD_DIGEST_PATTERN, tz: 'UTC' },
        { name: LEAD_DIGEST_JOB, data: {}, opts: { removeOnComplete: 30, removeOnFail: 30 } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule the lead digest: ${(error as Error).message}`);
    }
  }

  /** One digest pass: a mail per assistant with leads waiting. */
  async runOnce(): Promise<number> {
    const sent = await this.notifier.sendDigests();
    if (sent) this.logger.log(`Sent ${sent} lead digest${sent === 1 ? '' : 's'}`);
    return sent;
  }

  async onApplicationShutdown(): Promise<void> {
    // Not waiting for the scheduler's upsert: with Redis away it may never answer; closing ends it.
    await this.worker?.close();
    await this.queue?.close();
    await Promise.all(this.connections.map(closeRedis));
    this.worker = null;
    this.queue = null;
    this.connections.length = 0;
  }
}
