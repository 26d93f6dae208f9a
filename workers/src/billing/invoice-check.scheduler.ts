import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, CustomerBilling, REDIS_KEYS, type AppConfig, type RedisKeys } from '@gptsite/server';
import { RecurringJob } from '../jobs/recurring-job';

export const INVOICE_CHECK_QUEUE = 'invoice-check';
export const INVOICE_CHECK_JOB = 'invoices.overdue';
/** One id for every worker: upserting it again replaces the one scheduler rather than adding a second. */
export const INVOICE_CHECK_SCHEDULER_ID = 'invoice-check';

/**
 * Marks pending invoices past their due date overdue (and their customers past_due: CustomerBilling) every
 * INVOICE_CHECK_INTERVAL_MS, one pass per interval however many workers run (a RecurringJob). A pass is a
 * conditional update, safe to repeat.
 */
@Injectable()
export class InvoiceCheckScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('InvoiceCheck');
  private readonly job: RecurringJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly customers: CustomerBilling,
  ) {
    const every = config.billing.invoiceCheckIntervalMs;
    this.job = new RecurringJob(
      {
        queue: INVOICE_CHECK_QUEUE,
        jobName: INVOICE_CHECK_JOB,
        schedulerId: INVOICE_CHECK_SCHEDULER_ID,
        label: 'Invoice check',
        repeat: { every },
        keep: 50,
        recheckMs: every,
      },
      () => this.runOnce(),
      this.logger,
    );
  }

  onApplicationBootstrap(): void {
    this.job.start(this.config.redisUrl, this.keys.bullPrefix);
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

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
