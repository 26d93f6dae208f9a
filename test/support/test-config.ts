import { loadConfig, type AppConfig } from '../../libs/server/src';

/** The run's config (database and prefix from global setup) with per-test overrides. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    ...process.env,
    PORT: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    // The background semantic index changes answers minutes after a conversion; tests that want it ask.
    AI_SEMANTIC_MODEL: process.env.AI_SEMANTIC_MODEL ?? 'off',
    ...overrides,
  });
}
