import type { AppConfig } from '../config/app-config';
import type { AssistantEntity } from '../database/entities';
import type { TrialRepository } from '../repositories/trial.repository';
import type { UserRepository } from '../repositories/user.repository';

/** Where an assistant's owner reads mail: their account's address, else the trial's (older rows). */
export async function ownerEmailOf(
  assistant: AssistantEntity,
  users: UserRepository,
  trials: TrialRepository,
): Promise<string | null> {
  const user = assistant.ownerUserId ? await users.findById(assistant.ownerUserId) : null;
  if (user) return user.email;
  return (await trials.findById(assistant.trialId))?.email ?? null;
}

/** The owner's dashboard for this assistant, on the public address (never a request's Host header). */
export function dashboardUrl(config: AppConfig, assistant: AssistantEntity): string {
  const base = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  return assistant.activeConversionId
    ? `${base}/school-dashboard/${encodeURIComponent(assistant.activeConversionId)}`
    : `${base}/user/dashboard`;
}
