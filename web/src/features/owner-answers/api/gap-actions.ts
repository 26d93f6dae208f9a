import type { AnswerOverride, ContentGapList, GapAnswer } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';
import { gapsQueryOptions } from './get-gaps';
import { overridesQueryOptions } from './get-overrides';

const gapPath = (assistantId: string, gapId: string, action: 'answer' | 'dismiss') =>
  `${API_V1}/assistants/${encodeURIComponent(assistantId)}/gaps/${encodeURIComponent(gapId)}/${action}`;

/** Takes a dealt-with gap off the list at once; the list is then read again (other gaps may regroup). */
function useLeaveList(assistantId: string) {
  const queryClient = useQueryClient();
  const gaps = gapsQueryOptions(assistantId);
  return (gapId: string) => {
    queryClient.setQueryData<ContentGapList>(gaps.queryKey, (list) =>
      list ? { gaps: list.gaps.filter((gap) => gap.id !== gapId) } : list,
    );
    void queryClient.invalidateQueries(gaps);
  };
}

/** POST …/gaps/:gapId/answer: the answer becomes an override, and the gap closes. */
export function useAnswerGap(assistantId: string) {
  const queryClient = useQueryClient();
  const leaveList = useLeaveList(assistantId);
  return useMutation({
    mutationFn: ({ gapId, ...answer }: GapAnswer & { gapId: string }) =>
      apiRequest<AnswerOverride>(gapPath(assistantId, gapId, 'answer'), { method: 'POST', body: answer }),
    onSuccess: (_override, { gapId }) => {
      leaveList(gapId);
      void queryClient.invalidateQueries(overridesQueryOptions(assistantId));
    },
  });
}

/** POST …/gaps/:gapId/dismiss: "not for the assistant". */
export function useDismissGap(assistantId: string) {
  const leaveList = useLeaveList(assistantId);
  return useMutation({
    mutationFn: (gapId: string) =>
      apiRequest<void>(gapPath(assistantId, gapId, 'dismiss'), { method: 'POST' }),
    onSuccess: (_nothing, gapId) => leaveList(gapId),
  });
}
