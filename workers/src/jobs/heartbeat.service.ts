import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { REDIS, REDIS_KEYS, type RedisKeys } from '@gptsite/server';
import type { WorkerHeartbeat } from '@gptsite/shared';
import type { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { JobRunnerService } from './job-runner.service';

const BEAT_MS = 5000;
const TTL_SECONDS = 15;

/** Tells the monitor this worker is alive; the key expires on its own if the process dies. */
@Injectable()
export class HeartbeatService implements OnApplicationShutdown {
  private readonly id = `${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly startedAt = new Date().toISOString();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
    private readonly runner: JobRunnerService,
  ) {}

  start(): void {
    void this.beat();
    this.timer = setInterval(() => void this.beat(), BEAT_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.redis.del(this.keys.workerHeartbeat(this.id)).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    const heartbeat: WorkerHeartbeat = {
      id: this.id,
      host: hostname(),
      pid: process.pid,
      startedAt: this.startedAt,
      lastSeenAt: new Date().toISOString(),
      activeJobs: this.runner.active,
    };
    await this.redis
      .set(this.keys.workerHeartbeat(this.id), JSON.stringify(heartbeat), 'EX', TTL_SECONDS)
      .catch(() => undefined);
  }
}
