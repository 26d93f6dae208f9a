import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { PinoLoggerService, createLogger, type AppConfig } from '@gptsite/server';
import { BrowserPool } from './crawl/browser-pool';
import { SafeFetcher } from './crawl/safe-fetch';
import { HeartbeatService } from './jobs/heartbeat.service';
import { JobRunnerService } from './jobs/job-runner.service';
import { ReconcilerService } from './jobs/reconciler.service';
import { WorkersModule } from './workers.module';

/** Starts consuming every queue; tests call this with their own config. */
export async function startWorkers(config: AppConfig): Promise<INestApplicationContext> {
  const app = await NestFactory.createApplicationContext(WorkersModule.forRoot(config), {
    logger: new PinoLoggerService(createLogger('workers', config.logLevel)),
  });
  app.get(JobRunnerService).start();
  app.get(HeartbeatService).start();
  app.get(ReconcilerService).start();
  return app;
}

/** Graceful stop: finish (or release) active jobs, close the browser, drop the heartbeat. */
export async function stopWorkers(app: INestApplicationContext): Promise<void> {
  await app.get(ReconcilerService).stop();
  await app.get(JobRunnerService).stop();
  await app.get(BrowserPool).close();
  await app.get(SafeFetcher).close();
  await app.close();
}
