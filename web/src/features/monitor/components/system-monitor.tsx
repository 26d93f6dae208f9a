import { categorizeError, ERROR_CATEGORY_TEXT } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatTime } from '../../../lib/format';
import { monitorQueryOptions } from '../api/get-monitor';
import { useMonitorEvents } from '../hooks/use-monitor-events';
import {
  ErrorReports,
  FailedJobs,
  InFlightList,
  QueueTable,
  ServicesGrid,
  WorkerList,
} from './monitor-sections';

export function SystemMonitor() {
  const { data: snapshot, error, isPending } = useQuery(monitorQueryOptions());
  useMonitorEvents();

  if (isPending) return <Spinner label="Loading the system monitor…" />;
  const failure = error ? errorMessage(error) : null;
  if (!snapshot) {
    return (
      <Alert tone="error" title="The monitor is not reachable">
        <p>{ERROR_CATEGORY_TEXT[categorizeError(failure ?? '')]}</p>
        <p className="muted">{failure}</p>
      </Alert>
    );
  }
  return (
    <div className="monitor">
      <p className="muted" aria-live="polite">
        Updated {formatTime(snapshot.generatedAt)}
        {failure ? ` · last refresh failed: ${failure}` : ''}
      </p>
      <section aria-labelledby="monitor-services">
        <h2 id="monitor-services">Services</h2>
        <ServicesGrid snapshot={snapshot} />
      </section>
      <section aria-labelledby="monitor-queues">
        <h2 id="monitor-queues" className="visually-hidden">
          Queues
        </h2>
        <QueueTable snapshot={snapshot} />
      </section>
      <div className="two-columns">
        <section aria-labelledby="monitor-workers">
          <h2 id="monitor-workers">Workers</h2>
          <WorkerList snapshot={snapshot} />
        </section>
        <section aria-labelledby="monitor-flight">
          <h2 id="monitor-flight">Conversions in flight</h2>
          <InFlightList snapshot={snapshot} />
        </section>
        <section aria-labelledby="monitor-failed">
          <h2 id="monitor-failed">Recent failed jobs</h2>
          <FailedJobs snapshot={snapshot} />
        </section>
        <section aria-labelledby="monitor-errors">
          <h2 id="monitor-errors">Error reports</h2>
          <ErrorReports snapshot={snapshot} />
        </section>
      </div>
    </div>
  );
}
