/**
 * Configuration is read from the environment once, at boot, into a typed object (style.md 7).
 * Nothing else reads process.env.
 */
import { isIP } from 'node:net';
import { z } from 'zod';
import { TRIAL_PLAN } from '@gptsite/shared';

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
    /** The longest one of the api's statements may run; the api gives up on a silent server soon after. */
    DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(10_000),
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
    /** The local provider's sentence-embedding model, indexed in the background; `off` keeps hashing only. */
    AI_SEMANTIC_MODEL: z.enum(['use-lite', 'off']).default('use-lite'),
    /** The offline answerer's confidence needed to answer; unset, its calibrated default. For calibration runs. */
    AI_LOCAL_ANSWER_THRESHOLD: z.coerce.number().min(0).max(1).optional(),
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
    /** How often the reconciler looks for stuck conversions. */
    RECONCILE_INTERVAL_MS: positiveInt(60_000),
    /** A running conversion with no queued or active job for this long is resumed from Postgres. */
    RECONCILE_GRACE_MS: positiveInt(60_000),
    /** No progress for this long (per stage; the crawl adds its time budget) fails a conversion. */
    RECONCILE_STALL_MS: positiveInt(30 * 60 * 1000),
    /** Webhook deliveries: tries in all, the first retry's delay (doubling after), one POST's time limit. */
    WEBHOOK_ATTEMPTS: positiveInt(5),
    WEBHOOK_RETRY_DELAY_MS: positiveInt(5000),
    WEBHOOK_TIMEOUT_MS: positiveInt(10_000),
    CHAT_RATE_LIMIT_PER_ASSISTANT: positiveInt(1200),
    /** Default: a tenth of the assistant's budget, never less than one visitor's 20. */
    CHAT_RATE_LIMIT_PER_IP: z.coerce.number().int().positive().optional(),
    /** Questions a minute from one visitor id. */
    CHAT_RATE_LIMIT_PER_VISITOR: positiveInt(20),
    /** Per client address: trials an hour, owner's source changes an hour, reads and error reports a minute. */
    TRIAL_RATE_LIMIT: positiveInt(10),
    SOURCES_RATE_LIMIT: positiveInt(60),
    READ_RATE_LIMIT: positiveInt(600),
    ERROR_REPORT_RATE_LIMIT: positiveInt(30),
    /** Conversations a trial's assistant may start over its 7 days (the catalogue's TRIAL_PLAN). */
    TRIAL_CONVERSATION_QUOTA: positiveInt(TRIAL_PLAN.conversations),
    /** New trials one email may start in 24 hours (a resubmission of an existing one is not new). */
    TRIALS_PER_EMAIL_PER_DAY: positiveInt(3),
    /** How often the trial lifecycle job (reminders, expiry) runs. */
    TRIAL_LIFECYCLE_INTERVAL_MS: positiveInt(15 * 60 * 1000),
    /** Sign-in attempts in 15 minutes per account and per address; password-reset mails an hour per account. */
    LOGIN_LIMIT_PER_ACCOUNT: positiveInt(5),
    LOGIN_LIMIT_PER_IP: positiveInt(50),
    PASSWORD_RESET_MAIL_LIMIT: positiveInt(3),
    /**
     * Proxies whose X-Forwarded-For is believed: `none`, or a list of addresses, CIDR ranges and the names
     * `loopback`, `linklocal`, `uniquelocal`. Default: none in production, loopback otherwise.
     */
    TRUST_PROXY: csv.refine(
      (entries) => entries.every((entry) => entry === 'none' || isProxyEntry(entry)),
      'must be none, or addresses, CIDR ranges, loopback, linklocal or uniquelocal, separated by commas',
    ),
    /** Signs access tokens; required in production, else generated once and stored in the database. */
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** smtp:// or smtps:// URL of the mail server; unset: mail goes to the outbox table and the log. */
    SMTP_URL: z
      .string()
      .url()
      .refine((url) => /^smtps?:\/\//.test(url), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('GPTsite <no-reply@gptsite.local>'),
    SUPERADMIN_EMAIL: z.string().email().optional(),
    SUPERADMIN_PASSWORD: z.string().optional(),
    /** Stripe: the secret key (unset: no card payments, checkout offers an invoice or contact), the webhook's signing secret, and another API base (tests' local stub). */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    STRIPE_API_BASE: z
      .string()
      .url()
      .refine((url) => /^https?:\/\//.test(url), 'must start with http:// or https://')
      .optional(),
    /** How often the invoice check (pending invoices past their due date become overdue) runs. */
    INVOICE_CHECK_INTERVAL_MS: positiveInt(60 * 60 * 1000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['JWT_SECRET'],
        message: 'is required when NODE_ENV=production',
      });
    }
    if (Boolean(env.SUPERADMIN_EMAIL) !== Boolean(env.SUPERADMIN_PASSWORD)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ['SUPERADMIN_PASSWORD'],
        message: 'and SUPERADMIN_EMAIL are set together or not at all',
      });
    }
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
  /** Bounds the api's statements (request paths); workers' jobs are not bounded by it. */
  databaseStatementTimeoutMs: number;
  redisUrl: string;
  redisPrefix: string;
  ai: {
    provider: AiProviderName;
    semanticModel: 'use-lite' | 'off';
    localAnswerThreshold: number | null;
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
  /** The reconciler of stuck conversions (workers/README.md). */
  reconcile: { intervalMs: number; graceMs: number; stallMs: number };
  /** The owner's webhook deliveries: attempts in all, first retry delay (exponential), one POST's limit. */
  webhooks: { attempts: number; retryDelayMs: number; timeoutMs: number };
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges, loopback/linklocal/uniquelocal); empty: none. */
  trustProxy: string[];
  /**
   * Questions one assistant answers per minute, all visitors together, and per client address (so one
   * client making up visitor ids cannot spend the whole assistant's budget).
   */
  chat: { rateLimitPerAssistant: number; rateLimitPerIp: number };
  /**
   * Points of the api's other budgets; their windows are fixed (RATE_LIMITS in rate-limiter.service.ts,
   * LOGIN_LIMITS in login-throttle.service.ts).
   */
  rateLimits: { chatVisitor: number; trial: number; sources: number; read: number; errorReport: number };
  login: { attemptsPerAccount: number; attemptsPerIp: number; resetMailsPerAccount: number };
  /** Trials and quotas (libs/shared/src/quotas.ts): the trial's quota, trials per email a day, the job's interval. */
  plans: { trialConversationQuota: number; trialsPerEmailPerDay: number; lifecycleIntervalMs: number };
  /** jwtSecret null: generated per install and kept in the settings table. */
  auth: { jwtSecret: string | null; superAdmin: { email: string; password: string } | null };
  /** smtpUrl null: messages go to the outbox table and the log. */
  mail: { smtpUrl: string | null; from: string };
  /** Payments: Stripe (secretKey null: card payments are off) and the invoice check's interval. */
  billing: {
    stripe: { secretKey: string | null; webhookSecret: string | null; apiBase: string | null };
    invoiceCheckIntervalMs: number;
  };
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
    databaseStatementTimeoutMs: vars.DATABASE_STATEMENT_TIMEOUT_MS,
    redisUrl: vars.REDIS_URL,
    redisPrefix: vars.REDIS_PREFIX,
    ai: {
      provider: vars.AI_PROVIDER ?? (vars.OPENAI_API_KEY ? 'openai' : 'local'),
      semanticModel: vars.AI_SEMANTIC_MODEL,
      localAnswerThreshold: vars.AI_LOCAL_ANSWER_THRESHOLD ?? null,
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
    reconcile: {
      intervalMs: vars.RECONCILE_INTERVAL_MS,
      graceMs: vars.RECONCILE_GRACE_MS,
      stallMs: vars.RECONCILE_STALL_MS,
    },
    webhooks: {
      attempts: vars.WEBHOOK_ATTEMPTS,
      retryDelayMs: vars.WEBHOOK_RETRY_DELAY_MS,
      timeoutMs: vars.WEBHOOK_TIMEOUT_MS,
    },
    trustProxy: trustProxyList(vars.TRUST_PROXY, vars.NODE_ENV),
    chat: {
      rateLimitPerAssistant: vars.CHAT_RATE_LIMIT_PER_ASSISTANT,
      rateLimitPerIp:
        vars.CHAT_RATE_LIMIT_PER_IP ?? Math.max(20, Math.ceil(vars.CHAT_RATE_LIMIT_PER_ASSISTANT / 10)),
    },
    rateLimits: {
      chatVisitor: vars.CHAT_RATE_LIMIT_PER_VISITOR,
      trial: vars.TRIAL_RATE_LIMIT,
      sources: vars.SOURCES_RATE_LIMIT,
      read: vars.READ_RATE_LIMIT,
      errorReport: vars.ERROR_REPORT_RATE_LIMIT,
    },
    login: {
      attemptsPerAccount: vars.LOGIN_LIMIT_PER_ACCOUNT,
      attemptsPerIp: vars.LOGIN_LIMIT_PER_IP,
      resetMailsPerAccount: vars.PASSWORD_RESET_MAIL_LIMIT,
    },
    plans: {
      trialConversationQuota: vars.TRIAL_CONVERSATION_QUOTA,
      trialsPerEmailPerDay: vars.TRIALS_PER_EMAIL_PER_DAY,
      lifecycleIntervalMs: vars.TRIAL_LIFECYCLE_INTERVAL_MS,
    },
    auth: {
      jwtSecret: vars.JWT_SECRET ?? null,
      superAdmin:
        vars.SUPERADMIN_EMAIL && vars.SUPERADMIN_PASSWORD
          ? { email: vars.SUPERADMIN_EMAIL, password: vars.SUPERADMIN_PASSWORD }
          : null,
    },
    mail: { smtpUrl: vars.SMTP_URL ?? null, from: vars.MAIL_FROM },
    billing: {
      stripe: {
        secretKey: vars.STRIPE_SECRET_KEY ?? null,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
        apiBase: vars.STRIPE_API_BASE ?? null,
      },
      invoiceCheckIntervalMs: vars.INVOICE_CHECK_INTERVAL_MS,
    },
    logLevel: vars.LOG_LEVEL,
    webDist: vars.WEB_DIST ?? null,
  };
}

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (bits === undefined) return true;
  const prefix = Number(bits);
  return /^\d+$/.test(bits) && prefix >= 0 && prefix <= (family === 4 ? 32 : 128);
}

/** Unset: trust none in production (a forged header would dodge every per-address limit), loopback otherwise. */
function trustProxyList(entries: string[], env: AppConfig['env']): string[] {
  if (entries.length === 0) return env === 'production' ? [] : ['loopback'];
  return entries.includes('none') ? [] : entries;
}

/** The injection token under which Nest modules receive the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
