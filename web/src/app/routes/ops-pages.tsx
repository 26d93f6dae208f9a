import { useId, useState, type FormEvent } from 'react';
import { DiagnosticRunner } from '../../features/diagnostics/components/diagnostic-runner';
import { dashboardChecks } from '../../features/diagnostics/utils/dashboard-checks';
import { SystemMonitor } from '../../features/monitor/components/system-monitor';
import { DataPreview } from '../../features/preview/components/data-preview';
import { TestSuite } from '../../features/test-suite/components/test-suite';
import { rememberedTrials } from '../../features/trial/utils/trial-draft';
import { useDocumentTitle } from '../../lib/use-document-title';

export function MonitorRoute() {
  useDocumentTitle('System monitor');
  return (
    <div className="page">
      <h1>System monitor</h1>
      <SystemMonitor />
    </div>
  );
}

export function TestSuiteRoute() {
  useDocumentTitle('Test suite');
  return (
    <div className="page">
      <h1>Test suite</h1>
      <p className="section__lead">
        Real checks against this deployment, run by the server. A trial is created and rolled back, a test
        email is sent to you and a signed test webhook to a receiver of the check's own; nothing else is
        written.
      </p>
      <TestSuite />
    </div>
  );
}

export function DashboardTestRoute() {
  useDocumentTitle('Dashboard test');
  const inputId = useId();
  const [value, setValue] = useState(() => rememberedTrials()[0]?.conversionId ?? '');
  const [conversionId, setConversionId] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) setConversionId(value.trim());
  };
  return (
    <div className="page">
      <h1>Dashboard test</h1>
      <p className="section__lead">
        Checks everything an owner's dashboard needs for one conversion, including a real test question.
      </p>
      <form className="inline-form" onSubmit={submit}>
        <label htmlFor={inputId}>Conversion id</label>
        <input
          id={inputId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
        />
        <button type="submit" className="button" disabled={!value.trim()}>
          Prepare checks
        </button>
      </form>
      {conversionId ? <DiagnosticRunner key={conversionId} groups={[dashboardChecks(conversionId)]} /> : null}
    </div>
  );
}

export function PreviewRoute() {
  useDocumentTitle('Data preview');
  return (
    <div className="page">
      <h1>Data preview</h1>
      <p className="alert alert--warning" role="note">
        Sample data — not real customers. These tables show the shapes the admin screens use.
      </p>
      <DataPreview />
    </div>
  );
}
