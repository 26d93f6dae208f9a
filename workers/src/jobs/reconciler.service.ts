import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import {
  APP_CONFIG,
  ConversionReconciler,
  REDIS_KEYS,
  closeRedis,
  createRedisConnection,
  type AppConfig,
  type Redis,
  type RedisKeys,
} from '@gptsite/server';
import { Queue, Worker } from 'bullmq';

/** A queue of its own: the pipeline's catalogue, monitor and job ids stay as they are. */
export const MAINTENANCE_QUEUE = 'maintenance';
export const RECONCILE_JOB = 'conversions.reconcile';
const SCHEDULER_ID = 'reconcile-conversions';

/**
 * Runs the reconciler (ConversionReconciler) once when the worker starts and then as a BullMQ job
 * scheduler, so with several worker processes one pass runs per interval, not one per process. Each
 * process also checks every interval that the scheduler still exists: a Redis that lost its data lost
 * the scheduler with it, and the reconciler is what has to notice that loss.
 */
@Injectable()
export class ReconcilerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Reconciler');
  private readonly connections: Redis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly reconciler: ConversionReconciler,
  ) {}

  start(): void {
    const queueConnection = createRedisConnection(this.config.redisUrl, 'workers:maintenance-queue');
    const workerConnection = createRedisConnection(this.config.redisUrl, 'workers:maintenance');
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(MAINTENANCE_QUEUE, { connection: queueConnection, prefix: this.keys.bullPrefix });
    this.worker = new Worker(
      MAINTENANCE_QUEUE,
      async (job) => {
        if (job.name === RECONCILE_JOB) await this.runOnce();
      },
      { connection: workerConnection, prefix: this.keys.bullPrefix, concurrency: 1 },
    );
    this.worker.on('error', (error) => this.logger.error(`Maintenance queue: ${error.message}`));
    // Without a listener, the scheduler queue's errors (Redis lost) reach the console unlogged; one line
    // per outage, and another once its connection is ready again.
    let queueDown = false;
    this.queue.on('error', (error) => {
      if (queueDown) return;
      queueDown = true;
      this.logger.warn(`Reconciler scheduler queue lost Redis: ${error.message}`);
    });
    queueConnection.on('ready', () => {
      if (!queueDown) return;
      queueDown = false;
      this.logger.log('Reconciler scheduler queue reconnected to Redis');
    });
    void this.ensureScheduler();
    // The check at start: conversions a previous run left behind are settled now, not an interval later.
    void this.runOnce();
    this.timer = setInterval(() => void this.ensureScheduler(), this.config.reconcile.intervalMs);
    this.timer.unref();
  }

  /** One reconcile pass; concurrent calls in this process share the pass under way. */
  runOnce(): Promise<void> {
    this.running ??= this.reconcile().finally(() => (this.running = null));
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    await this.worker?.close();
    await this.queue?.close();
    await Promise.all(this.connections.map(closeRedis));
    this.worker = null;
    this.queue = null;
    this.connections.length = 0;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  private async reconcile(): Promise<void> {
    try {
      const result = await this.reconciler.reconcileAll();
      if (result.resumed.length || result.failed.length)
        this.logger.warn(
          `Reconciled ${result.checked} quiet conversions: ${result.resumed.length} resumed, ${result.failed.length} failed`,
        );
    } catch (error) {
      // Never thrown into BullMQ: the next pass tries again.
      this.logger.error(`Reconcile pass failed: ${(error as Error).message}`);
    }
  }

  private async ensureScheduler(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    try {
      const every = this.config.reconcile.intervalMs;
      const existing = await queue.getJobScheduler(SCHEDULER_ID);
      if (existing && Number(existing.every) === every) return;
      await queue.upsertJobScheduler(
        SCHEDULER_ID,
        { every },
        { name: RECONCILE_JOB, data: {}, opts: { removeOnComplete: 50, removeOnFail: 50 } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule the reconciler: ${(error as Error).message}`);
    }
  }
}
