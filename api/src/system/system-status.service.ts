import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { REDIS } from '@gptsite/server';
import type { SystemHealth, SystemStatus } from '@gptsite/shared';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { AiHealthProbe } from './ai-health.probe';

const PROBE_TIMEOUT_MS = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);
}

@Injectable()
export class SystemStatusService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly ai: AiHealthProbe,
  ) {}

  async status(): Promise<SystemStatus> {
    const [database, redis, ai] = await Promise.all([
      this.databaseHealth(),
      this.redisHealth(),
      this.ai.health(),
    ]);
    return { api: 'operational', database, redis, ai, lastChecked: new Date().toISOString() };
  }

  async databaseHealth(): Promise<SystemHealth> {
    try {
      await withTimeout(this.dataSource.query('SELECT 1'), PROBE_TIMEOUT_MS);
      return 'operational';
    } catch {
      return 'outage';
    }
  }

  async redisHealth(): Promise<SystemHealth> {
    try {
      await withTimeout(this.redis.ping(), PROBE_TIMEOUT_MS);
      return 'operational';
    } catch {
      return 'outage';
    }
  }
}
