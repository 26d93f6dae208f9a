import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { JobQueue } from '@gptsite/server';
import type { Express } from 'express';

export const BULL_BOARD_PATH = '/admin/queues';

/** Bull Board for ops; it will sit behind the super-admin guard once accounts exist. */
export function mountBullBoard(app: Express, jobQueue: JobQueue): void {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(BULL_BOARD_PATH);
  createBullBoard({ queues: jobQueue.all().map((queue) => new BullMQAdapter(queue)), serverAdapter });
  app.use(BULL_BOARD_PATH, serverAdapter.getRouter());
}
