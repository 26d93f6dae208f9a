import type { TrialCreated, TrialFound } from '@gptsite/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import type { TrialValues } from '../utils/trial-values';

export interface CreateTrialInput {
  values: TrialValues;
  files: readonly File[];
}

function toBody({ values, files }: CreateTrialInput): FormData | Record<string, string> {
  // Optional fields are left out rather than sent empty.
  const entries = Object.entries(values).filter(([, value]) => value.trim() !== '');
  if (files.length === 0) return Object.fromEntries(entries);
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  for (const file of files) form.append('files', file, file.name);
  return form;
}

/** JSON without files, multipart with them; uploads get longer before they count as timed out. */
export function createTrial(input: CreateTrialInput): Promise<TrialCreated | TrialFound> {
  return apiPost<TrialCreated | TrialFound>(`${API_V1}/trials`, toBody(input), {
    timeoutMs: input.files.length ? 120_000 : 30_000,
  });
}

export const useCreateTrial = () => useMutation({ mutationFn: createTrial });
