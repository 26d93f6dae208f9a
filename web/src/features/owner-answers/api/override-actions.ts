import type { AnswerOverride, AnswerOverrideList, OverrideCreate, OverridePatch } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { gapsQueryOptions } from './get-gaps';
import { overridesQueryOptions } from './get-overrides';

const overridesPath = (assistantId: string) =>
  `${API_V1}/assistants/${encodeURIComponent(assistantId)}/overrides`;

/**
 * Writes the list the server answered into the cache, then reads the gaps again: an override added,
 * enabled or disabled, or removed opens or closes the gaps it answers.
 */
function useApply(assistantId: string) {
  const queryClient = useQueryClient();
  const overrides = overridesQueryOptions(assistantId);
  return (change: (list: AnswerOverride[]) => AnswerOverride[]) => {
    queryClient.setQueryData<AnswerOverrideList>(overrides.queryKey, (list) =>
      list ? { ...list, overrides: change(list.overrides) } : list,
    );
    void queryClient.invalidateQueries(gapsQueryOptions(assistantId));
  };
}

/** POST …/overrides. */
export function useCreateOverride(assistantId: string) {
  const apply = useApply(assistantId);
  return useMutation({
    mutationFn: (input: OverrideCreate) =>
      apiRequest<AnswerOverride>(overridesPath(assistantId), { method: 'POST', body: input }),
    onSuccess: (created) => apply((list) => [created, ...list]),
  });
}

/** PATCH …/overrides/:overrideId with the changed fields. */
export function useUpdateOverride(assistantId: string) {
  const apply = useApply(assistantId);
  return useMutation({
    mutationFn: ({ id, ...patch }: OverridePatch & { id: string }) =>
      apiRequest<AnswerOverride>(`${overridesPath(assistantId)}/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: patch,
      }),
    onSuccess: (updated) => apply((list) => list.map((item) => (item.id === updated.id ? updated : item))),
  });
}

/** DELETE …/overrides/:overrideId. */
export function useDeleteOverride(assistantId: string) {
  const apply = useApply(assistantId);
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<void>(`${overridesPath(assistantId)}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_nothing, id) => apply((list) => list.filter((item) => item.id !== id)),
  });
}
