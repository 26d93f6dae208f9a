import { loadConfig } from './app-config';

describe('limits in the config', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.rateLimits).toEqual({
      chatVisitor: 20,
      trial: 10,
      sources: 60,
      read: 600,
      errorReport: 30,
    });
    expect(config.login).toEqual({ attemptsPerAccount: 5, attemptsPerIp: 50, resetMailsPerAccount: 3 });
    expect(config.chat).toEqual({ rateLimitPerAssistant: 1200, rateLimitPerIp: 120 });
  });

  it('reads every limit from its variable', () => {
    const config = loadConfig({
      CHAT_RATE_LIMIT_PER_VISITOR: '7',
      TRIAL_RATE_LIMIT: '2',
      SOURCES_RATE_LIMIT: '9',
      READ_RATE_LIMIT: '100',
      ERROR_REPORT_RATE_LIMIT: '4',
      LOGIN_LIMIT_PER_ACCOUNT: '3',
      LOGIN_LIMIT_PER_IP: '11',
      PASSWORD_RESET_MAIL_LIMIT: '1',
      CHAT_RATE_LIMIT_PER_ASSISTANT: '300',
      CHAT_RATE_LIMIT_PER_IP: '40',
    });
    expect(config.rateLimits).toEqual({ chatVisitor: 7, trial: 2, sources: 9, read: 100, errorReport: 4 });
    expect(config.login).toEqual({ attemptsPerAccount: 3, attemptsPerIp: 11, resetMailsPerAccount: 1 });
    expect(config.chat).toEqual({ rateLimitPerAssistant: 300, rateLimitPerIp: 40 });
  });

  it('reads the webhook retry policy, with its documented defaults', () => {
    expect(loadConfig({}).webhooks).toEqual({ attempts: 5, retryDelayMs: 5000, timeoutMs: 10_000 });
    const config = loadConfig({
      WEBHOOK_ATTEMPTS: '3',
      WEBHOOK_RETRY_DELAY_MS: '200',
      WEBHOOK_TIMEOUT_MS: '2000',
    });
    expect(config.webhooks).toEqual({ attempts: 3, retryDelayMs: 200, timeoutMs: 2000 });
    expect(() => loadConfig({ WEBHOOK_ATTEMPTS: '0' })).toThrow(/WEBHOOK_ATTEMPTS/);
  });

  it('reads the trial quota, trials per email a day and the lifecycle interval, with their defaults', () => {
    expect(loadConfig({}).plans).toEqual({
      trialConversationQuota: 100,
      trialsPerEmailPerDay: 3,
      lifecycleIntervalMs: 900_000,
    });
    const config = loadConfig({
      TRIAL_CONVERSATION_QUOTA: '5',
      TRIALS_PER_EMAIL_PER_DAY: '50',
      TRIAL_LIFECYCLE_INTERVAL_MS: '1000',
    });
    expect(config.plans).toEqual({
      trialConversationQuota: 5,
      trialsPerEmailPerDay: 50,
      lifecycleIntervalMs: 1000,
    });
    expect(() => loadConfig({ TRIALS_PER_EMAIL_PER_DAY: '0' })).toThrow(/TRIALS_PER_EMAIL_PER_DAY/);
  });

  it('refuses a limit that is not a positive whole number, naming the variable', () => {
    expect(() => loadConfig({ TRIAL_RATE_LIMIT: '0', READ_RATE_LIMIT: 'many' })).toThrow(
      /TRIAL_RATE_LIMIT.*READ_RATE_LIMIT/,
    );
  });
});
