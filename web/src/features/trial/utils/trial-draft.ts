import type { TrialCreated } from '@gptsite/shared';
import type { TrialValues } from './trial-values';

const DRAFT_KEY = 'gptsite:trial-draft';
const CREATED_KEY = 'gptsite:my-trials';

/** After a failed submit the typed answers survive a reload (files cannot be stored, and are not). */
export function saveDraft(values: TrialValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage unavailable: the values still live in the form.
  }
}

export function loadDraft(): Partial<TrialValues> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<TrialValues>) : null;
  } catch {
    return null;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The viewing token stays in this tab's session storage (view-token.ts), not in the long-lived list. */
export interface RememberedTrial extends Omit<TrialCreated, 'viewToken'> {
  website: string;
  brand: TrialValues['brand'];
  createdAt: string;
}

/** This browser's trials, so an owner can find their dashboard again before accounts exist. */
export function rememberTrial(trial: RememberedTrial): void {
  try {
    const list = rememberedTrials().filter((item) => item.conversionId !== trial.conversionId);
    localStorage.setItem(CREATED_KEY, JSON.stringify([trial, ...list].slice(0, 20)));
  } catch {
    // Not remembering is harmless.
  }
}

export function rememberedTrials(): RememberedTrial[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CREATED_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as RememberedTrial[]) : [];
  } catch {
    return [];
  }
}
