import { JOB_QUEUE, QUEUES, type JobName, type JobPayloads, type QueueName } from '@gptsite/shared';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { jobOptionsFor, type JobPolicy } from './job-options';

/** The typed front door to BullMQ: queueing the wrong payload for a job does not compile. */
export class JobQueue {
  private readonly queues: Map<QueueName, Queue>;

  constructor(connection: Redis, bullPrefix: string) {
    this.queues = new Map(QUEUES.map((name) => [name, new Queue(name, { connection, prefix: bullPrefix })]));
  }

  /** `scope` (e.g. the conversion attempt) keeps job ids unique across retries of a conversion. */
  async add<TName extends JobName>(
    name: TName,
    payload: JobPayloads[TName],
    scope: string,
    policy?: JobPolicy,
  ): Promise<void> {
    await this.queue(JOB_QUEUE[name]).add(name, payload, jobOptionsFor(name, payload, scope, policy));
  }

  async addBulk<TName extends JobName>(
    name: TName,
    payloads: JobPayloads[TName][],
    scope: string,
  ): Promise<void> {
    if (!payloads.length) return;
    await this.queue(JOB_QUEUE[name]).addBulk(
      payloads.map((payload) => ({ name, data: payload, opts: jobOptionsFor(name, payload, scope) })),
    );
  }

  queue(name: QueueName): Queue {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`Unknown queue ${name}`);
    return queue;
  }

  all(): Queue[] {
    return [...this.queues.values()];
  }

  async close(): Promise<void> {
    await Promise.all(this.all().map((queue) => queue.close()));
  }
}
