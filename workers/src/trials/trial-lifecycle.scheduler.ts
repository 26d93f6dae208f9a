import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  APP_CONFIG,
  REDIS_KEYS,
  TrialLifecycleService,
  closeRedis,
  createRedisConnection,
  type AppConfig,
  type Redis,
  type RedisKeys,
} from '@gptsite/server';
import { Queue, Worker } from 'bullmq';

/** A queue of its own, as the reconciler's: the pipeline's catalogue and monitor stay as they are. */
export const TRIAL_LIFECYCLE_QUEUE = 'trial-lifecycle';
export const TRIAL_LIFECYCLE_JOB = 'trials.lifecycle';
/** One id for every worker: upserting it again replaces the one scheduler rather than adding a second. */
export const TRIAL_LIFECYCLE_SCHEDULER_ID = 'trial-lifecycle';

/**
 * Runs the trial lifecycle (reminders, expiry: TrialLifecycleService) on BullMQ's job scheduler every
 * TRIAL_LIFECYCLE_INTERVAL_MS, one pass per interval however many workers run. Each pass is safe to
 * repeat: a reminder is claimed before it is sent and expiry is a conditional update.
 */
@Injectable()
export class TrialLifecycleScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TrialLifecycle');
  private readonly connections: Redis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly lifecycle: TrialLifecycleService,
  ) {}

  onApplicationBootstrap(): void {
    const queueConnection = createRedisConnection(this.config.redisUrl, 'workers:trial-lifecycle-queue');
    const workerConnection = createRedisConnection(this.config.redisUrl, 'workers:trial-lifecycle');
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(TRIAL_LIFECYCLE_QUEUE, {
      connection: queueConnection,
      prefix: this.keys.bullPrefix,
    });
    this.queue.on('error', (error) => this.logger.warn(`Trial lifecycle queue: ${error.message}`));
    this.worker = new Worker(
      TRIAL_LIFECYCLE_QUEUE,
      async (job) => {
        if (job.name === TRIAL_LIFECYCLE_JOB) await this.runOnce();
      },
      { connection: workerConnection, prefix: this.keys.bullPrefix, concurrency: 1 },
    );
    this.worker.on('error', (error) => this.logger.error(`Trial lifecycle worker: ${error.message}`));
    // Not awaited: a worker starting while Redis is away must not hang on it. Checked again every
    // interval, since a Redis that lost its data lost the scheduler with it.
    void this.ensureScheduler();
    this.timer = setInterval(() => void this.ensureScheduler(), this.config.plans.lifecycleIntervalMs);
    this.timer.unref();
  }

  private async ensureScheduler(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    try {
      const every = this.config.plans.lifecycleIntervalMs;
      const existing = await queue.getJobScheduler(TRIAL_LIFECYCLE_SCHEDULER_ID);
      if (existing && Number(existing.every) === every) return;
      await queue.upsertJobScheduler(
        TRIAL_LIFECYCLE_SCHEDULER_ID,
        { every },
        { name: TRIAL_LIFECYCLE_JOB, data: {}, opts: { removeOnComplete: 50, removeOnFail: 50 } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule the trial lifecycle: ${(error as Error).message}`);
    }
  }

  /** One pass now; a failed pass is logged and the next interval tries again. */
  async runOnce(now = new Date()): Promise<void> {
    try {
      const pass = await this.lifecycle.runOnce(now);
      if (pass.reminded || pass.expired)
        this.logger.log(`Trials: ${pass.reminded} reminded, ${pass.expired} expired`);
    } catch (error) {
      this.logger.error(`Trial lifecycle pass failed: ${(error as Error).message}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.worker?.close();
    await this.queue?.close();
    await Promise.all(this.connections.map(closeRedis));
    this.worker = null;
    this.queue = null;
    this.connections.length = 0;
  }
}
