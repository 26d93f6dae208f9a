import { Injectable, Logger } from '@nestjs/common';
import { JobName, type ResyncFrequency } from '@gptsite/shared';
import { createHash } from 'node:crypto';
import { JobQueue } from '../queue/job-queue';

/** Scheduler ids are the assistant's id behind this prefix (BullMQ reserves ':' in ids). */
const SCHEDULER_PREFIX = 'resync-';
const PAGE = 500;

export interface ResyncSchedule {
  assistantId: string;
  frequency: ResyncFrequency;
}

/**
 * When an assistant re-syncs: a minute, hour, weekday and day of the month drawn from its id, so a
 * thousand weekly assistants do not all crawl at midnight on Sunday, and every process computes the same.
 */
export function resyncPattern(assistantId: string, frequency: Exclude<ResyncFrequency, 'never'>): string {
  const digest = createHash('sha256').update(assistantId).digest();
  const minute = digest[0] % 60;
  const hour = digest[1] % 24;
  const weekday = digest[2] % 7;
  const monthDay = (digest[3] % 28) + 1;
  if (frequency === 'daily') return `${minute} ${hour} * * *`;
  if (frequency === 'weekly') return `${minute} ${hour} * * ${weekday}`;
  return `${minute} ${hour} ${monthDay} * *`;
}

export function resyncSchedulerId(assistantId: string): string {
  return `${SCHEDULER_PREFIX}${assistantId}`;
}

/**
 * One BullMQ job scheduler per assistant on the conversion queue, keyed by the assistant's id: upserting
 * it again (another api copy, a worker restart) changes nothing, so it is never duplicated; `never`
 * removes it. Postgres holds the setting; `reconcile` makes Redis match it (at every worker's start).
 */
@Injectable()
export class ResyncScheduler {
  private readonly logger = new Logger('Resync');

  constructor(private readonly jobQueue: JobQueue) {}

  async apply({ assistantId, frequency }: ResyncSchedule): Promise<void> {
    const queue = this.jobQueue.queue('conversion');
    const id = resyncSchedulerId(assistantId);
    if (frequency === 'never') {
      await queue.removeJobScheduler(id);
      return;
    }
    const pattern = resyncPattern(assistantId, frequency);
    const existing = await queue.getJobScheduler(id);
    if (existing?.pattern === pattern) return;
    await queue.upsertJobScheduler(
      id,
      { pattern, tz: 'UTC' },
      {
        name: JobName.ResyncAssistant,
        data: { assistantId },
        opts: {
          attempts: 3,
          backoff: { type: 'exponential', delay: 5000 },
          removeOnComplete: 100,
          removeOnFail: 100,
        },
      },
    );
  }

  /** When the assistant's schedule next runs; null without one. */
  async nextRunAt(assistantId: string): Promise<Date | null> {
    const scheduler = await this.jobQueue.queue('conversion').getJobScheduler(resyncSchedulerId(assistantId));
    return scheduler?.next ? new Date(scheduler.next) : null;
  }

  /**
   * Makes Redis hold exactly the schedules Postgres wants: each wanted one upserted (a no-op when it is
   * already there), every other re-sync scheduler removed (an assistant set to never, or deleted).
   */
  async reconcile(wanted: readonly ResyncSchedule[]): Promise<{ scheduled: number; removed: number }> {
    const keep = new Set<string>();
    for (const schedule of wanted) {
      if (schedule.frequency === 'never') continue;
      await this.apply(schedule);
      keep.add(resyncSchedulerId(schedule.assistantId));
    }
    const queue = this.jobQueue.queue('conversion');
    const stale: string[] = [];
    for (let start = 0; ; start += PAGE) {
      const page = await queue.getJobSchedulers(start, start + PAGE - 1, true);
      for (const scheduler of page) {
        const id = scheduler.id ?? scheduler.key;
        if (id.startsWith(SCHEDULER_PREFIX) && !keep.has(id)) stale.push(id);
      }
      if (page.length < PAGE) break;
    }
    for (const id of stale) await queue.removeJobScheduler(id);
    if (stale.length) this.logger.log(`Removed ${stale.length} re-sync schedules no assistant wants`);
    return { scheduled: keep.size, removed: stale.length };
  }
}
