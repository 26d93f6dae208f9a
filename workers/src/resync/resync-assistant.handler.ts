import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import {
  AssistantRepository,
  ResyncScheduler,
  ResyncService,
  SyncRunRepository,
  TrialRepository,
} from '@gptsite/server';
import { JobName, type JobPayloads } from '@gptsite/shared';
import { JobHandler, type JobOutcome } from '../jobs/job-handler.decorator';

const SHUTDOWN_PATIENCE_MS = 2000;

/**
 * Runs an assistant's scheduled re-sync (queued by its BullMQ job scheduler), and at every worker's start
 * makes the schedulers in Redis match the settings in Postgres: a Redis that lost its data, an assistant
 * set to never or deleted while no process could tell Redis.
 */
@Injectable()
export class ResyncAssistantHandler implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Resync');
  private reconciling: Promise<unknown> | null = null;

  constructor(
    private readonly assistants: AssistantRepository,
    private readonly syncRuns: SyncRunRepository,
    private readonly scheduler: ResyncScheduler,
    private readonly resync: ResyncService,
    private readonly trials: TrialRepository,
  ) {}

  onApplicationBootstrap(): void {
    this.reconciling = this.reconcileSchedules().catch((error: Error) =>
      this.logger.warn(`Could not reconcile the re-sync schedules: ${error.message}`),
    );
  }

  /** Lets a pass under way finish, but never waits long: with Redis gone it would wait for its return. */
  async onApplicationShutdown(): Promise<void> {
    if (!this.reconciling) return;
    let timer: NodeJS.Timeout | undefined;
    const patience = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_PATIENCE_MS)));
    await Promise.race([this.reconciling, patience]);
    clearTimeout(timer);
  }

  async reconcileSchedules(): Promise<{ scheduled: number; removed: number }> {
    return this.scheduler.reconcile(await this.syncRuns.resyncSchedules());
  }

  @JobHandler(JobName.ResyncAssistant)
  async handle({ assistantId }: JobPayloads[JobName.ResyncAssistant]): Promise<JobOutcome> {
    const assistant = await this.assistants.findById(assistantId);
    // Postgres decides: a schedule Redis still holds for a deleted or `never` assistant goes.
    if (!assistant || assistant.resyncFrequency === 'never') {
      await this.scheduler.apply({ assistantId, frequency: 'never' });
      return { status: 'skipped', detail: 'no re-sync wanted' };
    }
    // A trial that ended unconverted pauses the assistant: nobody is asking it, so its site is left alone
    // (the schedule stays, and runs again once the trial is converted).
    const trial = await this.trials.findById(assistant.trialId);
    if (trial?.expiredAt && !trial.convertedAt)
      return { status: 'skipped', detail: 'the trial ended; the assistant is paused' };
    const sync = await this.resync.start(assistantId, 'scheduled');
    if (!sync) return { status: 'skipped', detail: 'nothing built yet to re-sync' };
    if (!sync.started) return { status: 'skipped', detail: `a build is running (${sync.conversion.id})` };
    return { status: 'done', detail: `re-sync ${sync.conversion.id}` };
  }
}
