import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import {
  APP_CONFIG,
  CustomerBilling,
  REDIS_KEYS,
  closeRedis,
  createRedisConnection,
  type AppConfig,
  type Redis,
  type RedisKeys,
} from '@gptsite/server';
import { Queue, Worker } from 'bullmq';

/** A queue of its own, as the trial lifecycle's. */
export const INVOICE_CHECK_QUEUE = 'invoice-check';
export const INVOICE_CHECK_JOB = 'invoices.overdue';
/** One id for every worker: upserting it again replaces the one scheduler rather than adding a second. */
export const INVOICE_CHECK_SCHEDULER_ID = 'invoice-check';

/**
 * Marks pending invoices past their due date overdue (and their customers past_due: CustomerBilling) on
 * BullMQ's job scheduler every INVOICE_CHECK_INTERVAL_MS, one pass per interval however many workers run.
 * A pass is a conditional update, safe to repeat.
 */
@Injectable()
export class InvoiceCheckScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InvoiceCheck');
  private readonly connections: Redis[] = [];
  private queue: Queue | null = null;
  private worker: Worker | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly customers: CustomerBilling,
  ) {}

  onApplicationBootstrap(): void {
    const queueConnection = createRedisConnection(this.config.redisUrl, 'workers:invoice-check-queue');
    const workerConnection = createRedisConnection(this.config.redisUrl, 'workers:invoice-check');
    this.connections.push(queueConnection, workerConnection);
    this.queue = new Queue(INVOICE_CHECK_QUEUE, {
      connection: queueConnection,
      prefix: this.keys.bullPrefix,
    });
    this.queue.on('error', (error) => this.logger.warn(`Invoice check queue: ${error.message}`));
    this.worker = new Worker(
      INVOICE_CHECK_QUEUE,
      async (job) => {
        if (job.name === INVOICE_CHECK_JOB) await this.runOnce();
      },
      { connection: workerConnection, prefix: this.keys.bullPrefix, concurrency: 1 },
    );
    this.worker.on('error', (error) => this.logger.error(`Invoice check worker: ${error.message}`));
    void this.ensureScheduler();
    this.timer = setInterval(() => void this.ensureScheduler(), this.config.billing.invoiceCheckIntervalMs);
    this.timer.unref();
  }

  private async ensureScheduler(): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    try {
      const every = this.config.billing.invoiceCheckIntervalMs;
      const existing = await queue.getJobScheduler(INVOICE_CHECK_SCHEDULER_ID);
      if (existing && Number(existing.every) === every) return;
      await queue.upsertJobScheduler(
        INVOICE_CHECK_SCHEDULER_ID,
        { every },
        { name: INVOICE_CHECK_JOB, data: {}, opts: { removeOnComplete: 50, removeOnFail: 50 } },
      );
    } catch (error) {
      this.logger.warn(`Could not schedule the invoice check: ${(error as Error).message}`);
    }
  }

  /** One pass now; a failed pass is logged and the next interval tries again. */
  async runOnce(now = new Date()): Promise<void> {
    try {
      const overdue = await this.customers.checkOverdue(now);
      if (overdue) this.logger.log(`Invoices: ${overdue} customer(s) with an invoice now overdue`);
    } catch (error) {
      this.logger.error(`Invoice check failed: ${(error as Error).message}`);
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
