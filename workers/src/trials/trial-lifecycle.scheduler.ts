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
  type AppConfig,
  type RedisKeys,
} from '@gptsite/server';
import { RecurringJob } from '../jobs/recurring-job';

export const TRIAL_LIFECYCLE_QUEUE = 'trial-lifecycle';
export const TRIAL_LIFECYCLE_JOB = 'trials.lifecycle';
/** One id for every worker: upserting it again replaces the one scheduler rather than adding a second. */
export const TRIAL_LIFECYCLE_SCHEDULER_ID = 'trial-lifecycle';

/**
 * Runs the trial lifecycle (reminders, expiry: TrialLifecycleService) every TRIAL_LIFECYCLE_INTERVAL_MS, one
 * pass per interval however many workers run (a RecurringJob). Each pass is safe to repeat: a reminder is
 * claimed before it is sent and expiry is a conditional update.
 */
@Injectable()
export class TrialLifecycleScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TrialLifecycle');
  private readonly job: RecurringJob;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly lifecycle: TrialLifecycleService,
  ) {
    const every = config.plans.lifecycleIntervalMs;
    this.job = new RecurringJob(
      {
        queue: TRIAL_LIFECYCLE_QUEUE,
        jobName: TRIAL_LIFECYCLE_JOB,
        schedulerId: TRIAL_LIFECYCLE_SCHEDULER_ID,
        label: 'Trial lifecycle',
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
      const pass = await this.lifecycle.runOnce(now);
      if (pass.reminded || pass.expired)
        this.logger.log(`Trials: ${pass.reminded} reminded, ${pass.expired} expired`);
    } catch (error) {
      this.logger.error(`Trial lifecycle pass failed: ${(error as Error).message}`);
    }
  }

  onApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }
}
