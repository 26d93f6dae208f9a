import type { TestStatus } from '@gptsite/shared';
import { useState } from 'react';
import { useDiagnostics } from '../hooks/use-diagnostics';
import type { DiagnosticGroup } from '../utils/diagnostic-types';

const STATUS_LABEL: Record<TestStatus, string> = {
  idle: 'Not run',
  running: 'Running…',
  passed: 'Passed',
  failed: 'Failed',
  ready: 'Ready',
};

/** Groups of live checks with Run buttons; results are announced as they finish. */
export function DiagnosticRunner({ groups }: { groups: readonly DiagnosticGroup[] }) {
  const { runGroup, resultOf } = useDiagnostics();
  const [busy, setBusy] = useState(false);
  const run = async (selected: readonly DiagnosticGroup[]) => {
    setBusy(true);
    for (const group of selected) await runGroup(group);
    setBusy(false);
  };
  const tally = (status: TestStatus) =>
    groups.flatMap((group) => group.tests.filter((test) => resultOf(group, test).status === status)).length;
  return (
    <div className="diagnostics">
      <div className="section-header">
        <p aria-live="polite">
          {tally('passed')} passed · {tally('failed')} failed · {tally('idle')} not run
        </p>
        <button type="button" className="button" onClick={() => void run(groups)} disabled={busy}>
          {busy ? 'Running…' : 'Run all'}
        </button>
      </div>
      {groups.map((group) => (
        <section key={group.id} className="card diagnostics__group" aria-labelledby={`group-${group.id}`}>
          <div className="section-header">
            <h2 id={`group-${group.id}`}>{group.name}</h2>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void run([group])}
              disabled={busy}
            >
              Run<span className="visually-hidden"> {group.name}</span>
            </button>
          </div>
          <p className="muted">{group.description}</p>
          <ul className="check-list">
            {group.tests.map((test) => {
              const result = resultOf(group, test);
              return (
                <li key={test.id} className={`check check--${result.status}`}>
                  <span className={`badge badge--${result.status}`}>{STATUS_LABEL[result.status]}</span>{' '}
                  {test.name}
                  {result.detail ? <span className="muted"> — {result.detail}</span> : null}
                  {result.ms !== undefined ? <span className="muted"> ({result.ms} ms)</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
