/**
 * Configuration is read from the environment once, at boot, into a typed object (style.md 7).
 * Nothing else reads process.env.
 */
import { z } from 'zod';

const csv = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.string().url().optional(),
    DATABASE_URL: z
      .string()
      .url()
      .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must start with postgres://')
      .default('postgres://postgres@127.0.0.1:5432/gptsite'),
    REDIS_URL: z
      .string()
      .url()
      .refine((url) => /^rediss?:\/\//.test(url), 'must start with redis://')
      .default('redis://127.0.0.1:6379'),
    REDIS_PREFIX: z
      .string()
      .regex(/^[a-zA-Z0-9_-]+$/, 'may hold only letters, digits, - and _')
      .default('gptsite'),
    AI_PROVIDER: z.enum(['local', 'openai']).optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_BASE_URL: z.string().url().optional(),
    OPENAI_CHAT_MODEL: z.string().default('gpt-4o-mini'),
    OPENAI_EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
    CRAWL_ALLOWED_HOSTS: csv,
    CRAWL_MAX_PAGES: positiveInt(200),
    CRAWL_MAX_DEPTH: positiveInt(10),
    CRAWL_TIME_BUDGET_MS: positiveInt(10 * 60 * 1000),
    CRAWL_CONCURRENCY: positiveInt(8),
    CHROMIUM_PATH: z.string().default('/usr/bin/chromium'),
    WORKER_LOCK_MS: positiveInt(30_000),
    CHAT_RATE_LIMIT_PER_ASSISTANT: positiveInt(1200),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.AI_PROVIDER === 'openai' && !env.OPENAI_API_KEY) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['OPENAI_API_KEY'],
        message: 'is required when AI_PROVIDER=openai',
      });
    }
  });

export type AiProviderName = 'local' | 'openai';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: string | null;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  ai: {
    provider: AiProviderName;
    openai: { apiKey: string | null; baseUrl: string | null; chatModel: string; embeddingModel: string };
  };
  crawl: {
    allowedHosts: string[];
    maxPages: number;
    maxDepth: number;
    timeBudgetMs: number;
    concurrency: number;
    chromiumPath: string;
  };
  worker: { lockMs: number };
  /** Questions one assistant answers per minute, all visitors together. */
  chat: { rateLimitPerAssistant: number };
  logLevel: string;
  webDist: string | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; a ConfigError lists every bad variable at once. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  }
  const vars = parsed.data;
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    publicUrl: vars.PUBLIC_URL ?? null,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    ai: {
      provider: vars.AI_PROVIDER ?? (vars.OPENAI_API_KEY ? 'openai' : 'local'),
      openai: {
        apiKey: vars.OPENAI_API_KEY ?? null,
        baseUrl: vars.OPENAI_BASE_URL ?? null,
        chatModel: vars.OPENAI_CHAT_MODEL,
        embeddingModel: vars.OPENAI_EMBEDDING_MODEL,
      },
    },
    crawl: {
      allowedHosts: vars.CRAWL_ALLOWED_HOSTS,
      maxPages: vars.CRAWL_MAX_PAGES,
      maxDepth: vars.CRAWL_MAX_DEPTH,
      timeBudgetMs: vars.CRAWL_TIME_BUDGET_MS,
      concurrency: vars.CRAWL_CONCURRENCY,
      chromiumPath: vars.CHROMIUM_PATH,
    },
    worker: { lockMs: vars.WORKER_LOCK_MS },
    chat: { rateLimitPerAssistant: vars.CHAT_RATE_LIMIT_PER_ASSISTANT },
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST ?? null,
  };
}

/** The injection token under which Nest modules receive the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
