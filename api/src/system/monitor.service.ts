import { Inject, Injectable } from '@nestjs/common';
import {
  ConversionRepository,
  ErrorReportRepository,
  JobQueue,
  REDIS,
  REDIS_KEYS,
  readJobFailure,
  type RedisKeys,
} from '@gptsite/server';
import type { FailedJobView, MonitorSnapshot, QueueCounts, WorkerHeartbeat } from '@gptsite/shared';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { AiHealthProbe } from './ai-health.probe';
import { SystemStatusService } from './system-status.service';

const DAY_MS = 24 * 3600 * 1000;

/** Everything ops see on /monitor, gathered in one pass. */
@Injectable()
export class MonitorService {
  constructor(
    private readonly status: SystemStatusService,
    private readonly ai: AiHealthProbe,
    private readonly jobQueue: JobQueue,
    private readonly conversions: ConversionRepository,
    private readonly errorReports: ErrorReportRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  async snapshot(): Promise<MonitorSnapshot> {
    const [database, redis, ai] = await Promise.all([
      this.status.databaseHealth(),
      this.status.redisHealth(),
      this.ai.health(),
    ]);
    const [queues, workers, failed, inFlight, reports] = await Promise.all([
      redis === 'operational' ? Promise.all(this.jobQueue.all().map((queue) => this.queueCounts(queue))) : [],
      redis === 'operational' ? this.workers() : [],
      redis === 'operational' ? this.recentFailures() : [],
      database === 'operational' ? this.conversions.listInFlight(20) : [],
      database === 'operational'
        ? this.errorReports.recent(new Date(Date.now() - DAY_MS), 10)
        : { count: 0, rows: [] },
    ]);
    return {
      generatedAt: new Date().toISOString(),
      services: { api: 'operational', database, redis, ai },
      aiProvider: this.ai.providerName,
      queues,
      workers,
      conversionsInFlight: inFlight.map((conversion) => ({
        id: conversion.id,
        website: conversion.website,
        stage: conversion.stage,
        progress: conversion.progress,
        updatedAt: conversion.updatedAt.toISOString(),
      })),
      recentFailedJobs: failed,
      errorReports: {
        last24h: reports.count,
        recent: reports.rows.map((row) => ({
          id: row.id,
          type: row.type,
          message: row.message,
          createdAt: row.createdAt.toISOString(),
        })),
      },
    };
  }

  private async queueCounts(queue: Queue): Promise<QueueCounts> {
    const counts = await queue.getJobCounts(
      'waiting',
      'active',
      'completed',
      'failed',
      'delayed',
      'prioritized',
    );
    // Workers record per-minute completion metrics; the newest data point is the current minute.
    const metrics = await queue.getMetrics('completed', 0, 1).catch(() => null);
    return {
      name: queue.name,
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      completed: counts.completed ?? 0,
      failed: counts.failed ?? 0,
      delayed: counts.delayed ?? 0,
      throughputPerMinute: Number(metrics?.data?.[0] ?? 0),
    };
  }

  private async workers(): Promise<WorkerHeartbeat[]> {
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(
        cursor,
        'MATCH',
        this.keys.workerHeartbeatPattern,
        'COUNT',
        100,
      );
      cursor = next;
      keys.push(...batch);
    } while (cursor !== '0');
    if (!keys.length) return [];
    const values = await this.redis.mget(keys);
    return values
      .filter((value): value is string => value !== null)
      .map((value) => JSON.parse(value) as WorkerHeartbeat)
      .sort((left, right) => left.id.localeCompare(right.id));
  }

  private async recentFailures(): Promise<FailedJobView[]> {
    const perQueue = await Promise.all(
      this.jobQueue.all().map(async (queue) => {
        const jobs = await queue.getFailed(0, 9);
        return jobs.map((job) => {
          const { code, message } = readJobFailure(job.failedReason ?? 'unknown');
          return {
            queue: queue.name,
            id: String(job.id),
            name: job.name,
            code,
            failedReason: message,
            finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
            attemptsMade: job.attemptsMade,
          };
        });
      }),
    );
    return perQueue
      .flat()
      .sort((left, right) => (right.finishedAt ?? '').localeCompare(left.finishedAt ?? ''))
      .slice(0, 20);
  }
}
