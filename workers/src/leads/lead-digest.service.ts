import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_CONFIG, LeadNotifier, REDIS_KEYS, type AppConfig, type RedisKeys } from '@gptsite/server';
import { RecurringJob } from '../jobs/recurring-job';

export const LEAD_DIGEST_QUEUE = 'lead-digests';
export const LEAD_DIGEST_JOB = 'leads.digest';
export const LEAD_DIGEST_SCHEDULER_ID = 'daily-lead-digest';
/** Every day at 08:00 UTC: owners who chose a digest get yesterday's leads in one mail. */
export const LEAD_DIGEST_PATTERN = '0 8 * * *';

/**
 * The daily lead digest: one run a day however many workers run (a RecurringJob), surviving restarts in
 * Redis. A digest that fails leaves its leads waiting for the next one.
 */
@Injectable()
export class LeadDigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LeadDigest');
  private readonly job: RecurringJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly notifier: LeadNotifier,
  ) {
    this.job = new RecurringJob(
      {
        queue: LEAD_DIGEST_QUEUE,
        jobName: LEAD_DIGEST_JOB,
        schedulerId: LEAD_DIGEST_SCHEDULER_ID,
        label: 'Lead digest',
        repeat: { pattern: LEAD_DIGEST_PATTERN, tz: 'UTC' },
        keep: 30,
      },
      () => this.runOnce(),
      this.logger,
    );
  }

  onApplicationBootstrap(): void {
    this.job.start(this.config.redisUrl, this.keys.bullPrefix);
  }

  /** Resolves once this process has upserted the daily scheduler (or failed to, logged). */
  whenScheduled(): Promise<void> {
    return this.job.whenScheduled();
  }

  /** One digest pass: a mail per assistant with leads waiting. */
  async runOnce(): Promise<number> {
    const sent = await this.notifier.sendDigests();
    if (sent) this.logger.log(`Sent ${sent} lead digest${sent === 1 ? '' : 's'}`);
    return sent;
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
