import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../../libs/server/src';
import { startWorkers, stopWorkers } from '../../workers/src/bootstrap';

export interface RunningWorkers {
  app: INestApplicationContext;
  close(): Promise<void>;
}

export async function startInProcessWorkers(config: AppConfig): Promise<RunningWorkers> {
  const app = await startWorkers(config);
  return { app, close: () => stopWorkers(app) };
}
