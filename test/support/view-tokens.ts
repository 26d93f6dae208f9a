import type { TrialCreated } from '../../libs/shared/src';

/**
 * The viewing tokens of the trials this test process submitted, by conversion id: what the web keeps in
 * sessionStorage after the trial form, so helpers that read a conversion's progress can send it.
 */
const viewTokens = new Map<string, string>();

export function rememberViewToken(trial: Pick<TrialCreated, 'conversionId' | 'viewToken'>): void {
  if (trial.viewToken) viewTokens.set(trial.conversionId, trial.viewToken);
}

export function viewTokenFor(conversionId: string): string | undefined {
  return viewTokens.get(conversionId);
}
