import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import {
  APP_CONFIG,
  REDIS_KEYS,
  DomainError,
  closeRedis,
  createRedisConnection,
  isDatabaseUnavailableError,
  isDomainError,
  toQueuedError,
  type AppConfig,
  type Redis,
  type RedisKeys,
} from '@gptsite/server';
import { QUEUES, type JobName, type QueueName } from '@gptsite/shared';
import { MetricsTime, UnrecoverableError, Worker, type Job } from 'bullmq';
import { JOB_HANDLER_METADATA, type JobOutcome } from './job-handler.decorator';
import { JobExhaustedListener } from './job-lifecycle';
import { JobRegistry } from './job-registry';

/** Long jobs (a whole knowledge build) renew their lock; short ones fail over fast when a worker dies. */
function concurrencyFor(queue: QueueName, config: AppConfig): number {
  const perQueue: Record<QueueName, number> = {
    conversion: 4,
    crawl: config.crawl.concurrency,
    extract: 2,
    knowledge: 1,
    // The model takes a core while it runs; one conversion at a time leaves the other to the pipeline.
    semantic: 1,
    // Mostly waiting on the owners' receivers.
    webhooks: 4,
  };
  return perQueue[queue];
}

/**
 * What BullMQ gets for a handler's error: a DomainError (or Postgres not answering, which is one) goes
 * with its code in front of the message, so the code survives in the failed job, and is not retried
 * when it is final (job-failure.ts); anything else goes as it is.
 */
function forQueue(error: unknown): unknown {
  if (isDomainError(error)) return toQueuedError(error);
  if (isDatabaseUnavailableError(error)) return toQueuedError(new DomainError('DATABASE_UNAVAILABLE'));
  return error;
}

@Injectable()
export class JobRunnerService implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly registry = new JobRegistry();
  private readonly workers: Worker[] = [];
  private readonly connections: Redis[] = [];
  private activeJobs = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly exhausted: JobExhaustedListener,
  ) {}

  get active(): number {
    return this.activeJobs;
  }

  /** Discovers `@JobHandler` methods, checks the catalogue is fully wired, then starts consuming. */
  start(): void {
    this.discoverHandlers();
    this.registry.assertComplete();
    for (const queue of QUEUES) this.workers.push(this.createWorker(queue));
  }

  /** Stops taking jobs and waits for the active ones; jobs still running after the grace period go back to the queue. */
  async stop(graceMs = 20_000): Promise<void> {
    const closing = Promise.all(this.workers.map((worker) => worker.close()));
    const timeout = new Promise<'timeout'>((resolve) =>
      setTimeout(() => resolve('timeout'), graceMs).unref(),
    );
    if ((await Promise.race([closing, timeout])) === 'timeout') {
      this.logger.warn('Active jobs did not finish in time; releasing them to other workers');
      await Promise.all(this.workers.map((worker) => worker.close(true)));
    }
    // BullMQ leaves connections it was given open; they are ours to close.
    await Promise.all(this.connections.map(closeRedis));
    this.workers.length = 0;
    this.connections.length = 0;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  private discoverHandlers(): void {
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object') continue;
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const handler = instance[method];
        if (typeof handler !== 'function') continue;
        const name = Reflect.getMetadata(JOB_HANDLER_METADATA, handler) as JobName | undefined;
        if (name) this.registry.register(name, handler.bind(instance));
      }
    }
  }

  private createWorker(queue: QueueName): Worker {
    const connection = createRedisConnection(this.config.redisUrl, `workers:${queue}`);
    this.connections.push(connection);
    const worker = new Worker(queue, (job) => this.process(job), {
      connection,
      prefix: this.keys.bullPrefix,
      concurrency: concurrencyFor(queue, this.config),
      lockDuration: this.config.worker.lockMs,
      stalledInterval: Math.max(1000, Math.floor(this.config.worker.lockMs / 2)),
      maxStalledCount: 2,
      metrics: { maxDataPoints: MetricsTime.ONE_HOUR * 24 },
    });
    worker.on('failed', (job, error) => void this.onFailed(job, error));
    worker.on('error', (error) => this.logger.error(`Queue ${queue}: ${error.message}`));
    return worker;
  }

  private async process(job: Job): Promise<JobOutcome | undefined> {
    const handler = this.registry.get(job.name);
    if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
    this.activeJobs += 1;
    const started = Date.now();
    try {
      const outcome = (await handler(job.data as never)) as JobOutcome | undefined;
      this.logger.debug(`${job.name} ${job.id} ${outcome?.status ?? 'done'} in ${Date.now() - started} ms`);
      return outcome;
    } catch (error) {
      throw forQueue(error);
    } finally {
      this.activeJobs -= 1;
    }
  }

  private async onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (!job) return;
    const attempts = job.opts.attempts ?? 1;
    const final =
      error instanceof UnrecoverableError ||
      error.name === 'UnrecoverableError' ||
      job.attemptsMade >= attempts;
    this.logger.warn(
      `${job.name} ${job.id} failed (attempt ${job.attemptsMade}/${attempts}): ${error.message}`,
    );
    if (!final) return;
    try {
      await this.exhausted.onJobExhausted({ name: job.name as JobName, payload: job.data as never, error });
    } catch (settleError) {
      this.logger.error(`Could not settle exhausted job ${job.id}: ${(settleError as Error).message}`);
    }
  }
}
