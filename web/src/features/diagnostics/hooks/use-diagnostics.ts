import type { TestStatus } from '@gptsite/shared';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSocketFactory } from '../../../lib/socket';
import type { DiagnosticGroup, DiagnosticTest } from '../utils/diagnostic-types';

export interface TestResult {
  status: TestStatus;
  detail?: string;
  ms?: number;
}

const key = (group: DiagnosticGroup, test: DiagnosticTest) => `${group.id}/${test.id}`;

/** Runs checks one at a time (so timings are not skewed by each other) and records each result. */
export function useDiagnostics() {
  const getSocket = useSocketFactory();
  const [results, setResults] = useState<Record<string, TestResult>>({});

  const runGroup = useCallback(
    async (group: DiagnosticGroup) => {
      for (const test of group.tests) {
        const id = key(group, test);
        setResults((current) => ({ ...current, [id]: { status: 'running' } }));
        const started = performance.now();
        try {
          const detail = await test.run({ getSocket });
          setResults((current) => ({
            ...current,
            [id]: { status: 'passed', detail, ms: Math.round(performance.now() - started) },
          }));
        } catch (error) {
          setResults((current) => ({
            ...current,
            [id]: {
              status: 'failed',
              detail: errorMessage(error),
              ms: Math.round(performance.now() - started),
            },
          }));
        }
      }
    },
    [getSocket],
  );

  const resultOf = (group: DiagnosticGroup, test: DiagnosticTest): TestResult =>
    results[key(group, test)] ?? { status: 'idle' };
  return { runGroup, resultOf };
}
