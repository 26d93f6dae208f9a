import type { Logger } from '@nestjs/common';
import { closeRedis, createRedisConnection, type Redis } from '@gptsite/server';
import { Queue, Worker } from 'bullmq';

/**
 * A maintenance pass the workers run on BullMQ's job scheduler (the trial lifecycle, the invoice check, the
 * daily lead digest): a queue of its own, so the pipeline's catalogue and monitor stay as they are, and one
 * scheduler id for every worker, so every worker's upsert is the same scheduler and a pass runs once per
 * period however many workers run. Passes must be safe to repeat.
 */
export interface RecurringJobSpec {
  queue: string;
  jobName: string;
  schedulerId: string;
  /** How logs name it: "Trial lifecycle". */
  label: string;
  repeat: { every: number } | { pattern: string; tz: string };
  /** Finished jobs kept for the monitor, completed and failed alike. */
  keep: number;
  /**
   * How often to check that the scheduler is still there (a Redis that lost its data lost it too); without
   * it, the scheduler is upserted once, at start.
   */
  recheckMs?: number;
}

export class RecurringJob {
  private readonly connections: Redis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;
  private scheduling: Promise<void> = Promise.resolve();

  constructor(
    private readonly spec: RecurringJobSpec,
    private readonly pass: () => Promise<unknown>,
    private readonly logger: Logger,
  ) {}

  start(redisUrl: string, bullPrefix: string): void {
    const { queue: name, jobName, label, recheckMs } = this.spec;
    const queueConnection = createRedisConnection(redisUrl, `workers:${name}-queue`);
    const workerConnection = createRedisConnection(redisUrl, `workers:${name}`);
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(name, { connection: queueConnection, prefix: bullPrefix });
    this.queue.on('error', (error) => this.logger.warn(`${label} queue: ${error.message}`));
    this.worker = new Worker(
      name,
      async (job) => {
        if (job.name === jobName) await this.pass();
      },
      { connection: workerConnection, prefix: bullPrefix, concurrency: 1 },
    );
    this.worker.on('error', (error) => this.logger.error(`${label} worker: ${error.message}`));
    // Not awaited: a worker starting while Redis is slow or away must not hang on it.
    this.scheduling = this.ensureScheduler();
    if (recheckMs) {
      this.timer = setInterval(() => void this.ensureScheduler(), recheckMs);
      this.timer.unref();
    }
  }

  /** Resolves once this process has upserted the scheduler at start (or failed to, logged). */
  whenScheduled(): Promise<void> {
    return this.scheduling;
  }

  private async ensureScheduler(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    const { schedulerId, jobName, repeat, keep, label } = this.spec;
    try {
      const existing = await queue.getJobScheduler(schedulerId);
      const same =
        existing &&
        ('every' in repeat
          ? Number(existing.every) === repeat.every
          : existing.pattern === repeat.pattern && (existing.tz ?? undefined) === repeat.tz);
      if (same) return;
      await queue.upsertJobScheduler(schedulerId, repeat, {
        name: jobName,
        data: {},
        opts: { removeOnComplete: keep, removeOnFail: keep },
      });
    } catch (error) {
      this.logger.warn(`Could not schedule the ${label.toLowerCase()}: ${(error as Error).message}`);
    }
  }

  /** Not waiting for the scheduler's upsert: with Redis away it may never answer; closing ends it. */
  async stop(): Promise<void> {
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
