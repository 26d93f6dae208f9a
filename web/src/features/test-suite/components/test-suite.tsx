import type { TestSuiteCheckResult, TestSuiteGroupId } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { testSuiteQueryOptions, useRunTestSuite } from '../api/test-suite-queries';

/** What is running now: every group, one group, or nothing. */
type Running = 'all' | TestSuiteGroupId | null;

function duration(ms: number): string {
  return ms >= 1000 ? `${Number((ms / 1000).toFixed(1))} s` : `${ms} ms`;
}

/**
 * The super admin's test suite: the six groups of real checks the server runs against this deployment,
 * Run group / Run all, and each check's outcome with its reason and duration (the latest run of it).
 */
export function TestSuite() {
  const { data, error, isPending } = useQuery(testSuiteQueryOptions());
  const runSuite = useRunTestSuite();
  const [running, setRunning] = useState<Running>(null);
  const [results, setResults] = useState<Record<string, TestSuiteCheckResult>>({});

  const run = (group: TestSuiteGroupId | null) => {
    setRunning(group ?? 'all');
    runSuite.mutate(group, {
      onSuccess: (outcome) =>
        setResults((previous) => ({
          ...previous,
          ...Object.fromEntries(outcome.results.map((result) => [result.id, result])),
        })),
      onSettled: () => setRunning(null),
    });
  };

  if (isPending) return <Spinner label="Loading the checks…" />;
  if (error)
    return (
      <Alert tone="error" title="The test suite could not be loaded">
        {errorMessage(error)}
      </Alert>
    );

  const all = Object.values(results);
  const passed = all.filter((result) => result.status === 'passed').length;
  const failed = all.length - passed;
  const total = data.groups.reduce((sum, group) => sum + group.checks.length, 0);
  return (
    <div className="diagnostics test-suite">
      <div className="section-header">
        <p aria-live="polite">
          {passed} passed · {failed} failed · {total - all.length} not run
        </p>
        <button type="button" className="button" onClick={() => run(null)} disabled={running !== null}>
          {running === 'all' ? 'Running…' : 'Run all'}
        </button>
      </div>
      {runSuite.error ? (
        <Alert tone="error" title="The checks did not run">
          {errorMessage(runSuite.error)}
        </Alert>
      ) : null}
      {data.groups.map((group) => (
        <section key={group.id} className="card diagnostics__group" aria-labelledby={`suite-${group.id}`}>
          <div className="section-header">
            <h2 id={`suite-${group.id}`}>{group.name}</h2>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => run(group.id)}
              disabled={running !== null}
            >
              {running === group.id ? 'Running…' : 'Run group'}
              <span className="visually-hidden"> {group.name}</span>
            </button>
          </div>
          <ul className="check-list">
            {group.checks.map((check) => {
              const result = results[check.id];
              const busy = running === 'all' || running === group.id;
              const status = result?.status ?? (busy ? 'running' : 'idle');
              return (
                <li key={check.id} className={`check check--${status}`} aria-label={check.name}>
                  <span className={`badge badge--${status}`}>
                    {result
                      ? result.status === 'passed'
                        ? 'Passed'
                        : 'Failed'
                      : busy
                        ? 'Running…'
                        : 'Not run'}
                  </span>{' '}
                  <strong>{check.name}</strong>
                  {result ? <span className="muted"> ({duration(result.durationMs)})</span> : null}
                  <p
                    className={
                      result?.status === 'failed' ? 'test-suite__reason' : 'muted test-suite__reason'
                    }
                  >
                    {result ? result.reason : check.description}
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
