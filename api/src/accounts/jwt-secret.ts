import type { AppConfig, SettingRepository } from '@gptsite/server';
import { randomBytes } from 'node:crypto';

const SETTING_KEY = 'jwt_secret';

/**
 * `JWT_SECRET` when set (production requires it); otherwise a secret made once per install and kept in
 * the settings table, so restarts and other api copies keep accepting the tokens already handed out.
 */
export function resolveJwtSecret(config: AppConfig, settings: SettingRepository): Promise<string> {
  if (config.auth.jwtSecret) return Promise.resolve(config.auth.jwtSecret);
  return settings.getOrCreate(SETTING_KEY, randomBytes(48).toString('base64url'));
}
