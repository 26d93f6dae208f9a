import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { runMigrations } from '../../libs/server/src/database/run-migrations';

/**
 * A fresh database and a fresh Redis key prefix per run, so runs never see each other's data
 * (style.md 12). Tests read them from the environment the workers inherit.
 */
export default async function globalSetup(): Promise<void> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const base = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  base.pathname = `/gptsite_test_${runId}`;
  process.env.DATABASE_URL = base.toString();
  process.env.REDIS_PREFIX = `gptsite_test_${runId}`;
  process.env.REDIS_URL ??= 'redis://127.0.0.1:6379';
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'silent';
  // Tests start many trials under one email and ask hundreds of questions of one trial's assistant;
  // production keeps 3 trials per email a day and 100 conversations a trial. Specs of those limits set them.
  process.env.TRIALS_PER_EMAIL_PER_DAY ??= '100000';
  process.env.TRIAL_CONVERSATION_QUOTA ??= '100000';
  await runMigrations(process.env.DATABASE_URL);
}
