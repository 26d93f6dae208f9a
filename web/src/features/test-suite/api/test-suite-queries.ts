import type { TestSuiteGroupId, TestSuiteGroupInfo, TestSuiteRun } from '@gptsite/shared';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { API_V1 } from '../../../lib/query-client';

/** GET /api/v1/test-suite: the six groups and their checks (super admin only). */
export const testSuiteQueryOptions = () =>
  queryOptions<{ groups: TestSuiteGroupInfo[] }>({ queryKey: [API_V1, 'test-suite'] });

/** POST /api/v1/test-suite/run: one group, or all when none is given; the server runs the real checks. */
export function useRunTestSuite() {
  return useMutation({
    mutationFn: (group: TestSuiteGroupId | null) =>
      apiRequest<TestSuiteRun>(`${API_V1}/test-suite/run`, {
        method: 'POST',
        body: group ? { group } : {},
      }),
  });
}
