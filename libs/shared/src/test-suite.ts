/** The super admin's test suite (/test-suite): six groups of real checks against this deployment. */

export const TEST_SUITE_GROUPS = [
  'system-health',
  'trial-forms',
  'notifications',
  'analytics',
  'integrations',
  'performance',
] as const;
export type TestSuiteGroupId = (typeof TEST_SUITE_GROUPS)[number];

export interface TestSuiteCheckInfo {
  id: string;
  name: string;
  /** What the check does, in a sentence. */
  description: string;
}

export interface TestSuiteGroupInfo {
  id: TestSuiteGroupId;
  name: string;
  checks: TestSuiteCheckInfo[];
}

export interface TestSuiteCheckResult {
  id: string;
  name: string;
  group: TestSuiteGroupId;
  status: 'passed' | 'failed';
  durationMs: number;
  /** Why it passed or failed, in words a person understands. */
  reason: string;
}

export interface TestSuiteRun {
  startedAt: string;
  durationMs: number;
  passed: number;
  failed: number;
  results: TestSuiteCheckResult[];
}

/** `POST /api/v1/test-suite/run` ← `{ group? }`: one group, or all when none is given. */
export interface TestSuiteRunRequest {
  group?: TestSuiteGroupId;
}
