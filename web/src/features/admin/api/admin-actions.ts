import type { AdminAccountRow, AuthUser, BrandKey } from '@gptsite/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

export interface InviteAdminInput {
  email: string;
  name: string;
  brand: BrandKey;
}

/** Admin lists and the audit log are read again after any admin action. */
const refreshAdminLists = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({
    predicate: (query) =>
      query.queryKey[0] === API_V1 &&
      query.queryKey[1] === 'admin' &&
      /^(admins|audit-log)\?/.test(String(query.queryKey[2])),
  });

/** POST /api/v1/admin/admins: the invitee is mailed a link to set a password. */
export function useInviteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteAdminInput) =>
      apiRequest<{ user: AuthUser }>(`${API_V1}/admin/admins`, { method: 'POST', body: input }),
    onSuccess: () => refreshAdminLists(queryClient),
  });
}

/** PATCH /api/v1/admin/admins/:id: disable (signs them out) or enable again. */
export function useSetAdminDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      apiRequest<AdminAccountRow>(`${API_V1}/admin/admins/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { disabled },
      }),
    onSuccess: () => refreshAdminLists(queryClient),
  });
}
