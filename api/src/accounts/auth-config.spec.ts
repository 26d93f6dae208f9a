import { ConfigError, loadConfig } from '@gptsite/server';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('account settings in the configuration', () => {
  it('requires JWT_SECRET in production, and a long one', () => {
    expect(problemsOf({ NODE_ENV: 'production' })).toContain(
      'JWT_SECRET is required when NODE_ENV=production',
    );
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toContain(
      'JWT_SECRET must be at least 32 characters',
    );
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).auth.jwtSecret).toBe(
      'x'.repeat(32),
    );
  });

  it('leaves the secret to the install outside production, and mail to the outbox without SMTP_URL', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.auth).toEqual({ jwtSecret: null, superAdmin: null });
    expect(config.mail).toEqual({ smtpUrl: null, from: 'GPTsite <no-reply@gptsite.local>' });
  });

  it('takes an SMTP URL and refuses other schemes', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://user:pass@mail.example:465' }).mail.smtpUrl).toBe(
      'smtps://user:pass@mail.example:465',
    );
    expect(problemsOf({ SMTP_URL: 'http://mail.example' })).toEqual([
      'SMTP_URL must start with smtp:// or smtps://',
    ]);
  });

  it('wants SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD together', () => {
    expect(problemsOf({ SUPERADMIN_EMAIL: 'root@example.com' })).toEqual([
      'SUPERADMIN_PASSWORD and SUPERADMIN_EMAIL are set together or not at all',
    ]);
    expect(
      loadConfig({ SUPERADMIN_EMAIL: 'root@example.com', SUPERADMIN_PASSWORD: 'operator-console-2026' }).auth
        .superAdmin,
    ).toEqual({ email: 'root@example.com', password: 'operator-console-2026' });
  });
});
