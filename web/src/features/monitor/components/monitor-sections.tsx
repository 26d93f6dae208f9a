import { stageDefinition, type MonitorSnapshot, type ServiceHealth } from '@gptsite/shared';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatAge, formatDateTime, formatNumber, scoreColor } from '../../../lib/format';

const HEALTH_TEXT: Record<ServiceHealth, string> = {
  operational: 'Operational',
  degraded: 'Degraded',
  outage: 'Outage',
  unknown: 'Unknown',
};
const SERVICE_NAMES = { api: 'API', database: 'Database', redis: 'Redis', ai: 'AI service' } as const;

export function ServicesGrid({ snapshot }: { snapshot: MonitorSnapshot }) {
  return (
    <ul className="service-grid" aria-label="Services">
      {(Object.keys(SERVICE_NAMES) as Array<keyof typeof SERVICE_NAMES>).map((key) => {
        const health = snapshot.services[key] ?? 'unknown';
        return (
          <li key={key} className={`status-pill status-pill--${health}`}>
            <span>{SERVICE_NAMES[key]}</span> <strong>{HEALTH_TEXT[health]}</strong>
            {key === 'ai' ? <span className="muted"> ({snapshot.aiProvider})</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Success rate of finished jobs, coloured by the score thresholds of spec section 5. */
function successScore(completed: number, failed: number): number | null {
  const finished = completed + failed;
  return finished ? Math.round((completed / finished) * 100) : null;
}

export function QueueTable({ snapshot }: { snapshot: MonitorSnapshot }) {
  return (
    <div className="table-scroll">
      <table className="table">
        <caption>Queues</caption>
        <thead>
          <tr>
            {['Queue', 'Waiting', 'Active', 'Completed', 'Failed', 'Delayed', 'Per minute', 'Success'].map(
              (head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>
          {snapshot.queues.map((queue) => {
            const score = successScore(queue.completed, queue.failed);
            return (
              <tr key={queue.name}>
                <th scope="row">{queue.name}</th>
                <td>{formatNumber(queue.waiting)}</td>
                <td>{formatNumber(queue.active)}</td>
                <td>{formatNumber(queue.completed)}</td>
                <td>{formatNumber(queue.failed)}</td>
                <td>{formatNumber(queue.delayed)}</td>
                <td>{formatNumber(queue.throughputPerMinute)}</td>
                <td>
                  {score === null ? (
                    '—'
                  ) : (
                    <span className={`score score--${scoreColor(score)}`}>{score}%</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

export function WorkerList({ snapshot }: { snapshot: MonitorSnapshot }) {
  if (snapshot.workers.length === 0)
    return <p className="alert alert--warning">No worker has reported a heartbeat.</p>;
  return (
    <ul className="plain-list">
      {snapshot.workers.map((worker) => (
        <li key={worker.id}>
          <strong>{worker.host}</strong> · pid {worker.pid} · {worker.activeJobs} active · last heartbeat{' '}
          <time dateTime={worker.lastSeenAt}>
            {formatAge(worker.lastSeenAt, new Date(snapshot.generatedAt).getTime())}
          </time>
          <span className="muted"> · up since {formatDateTime(worker.startedAt)}</span>
        </li>
      ))}
    </ul>
  );
}

export function InFlightList({ snapshot }: { snapshot: MonitorSnapshot }) {
  if (snapshot.conversionsInFlight.length === 0) return <p className="muted">No conversions running.</p>;
  return (
    <ul className="plain-list">
      {snapshot.conversionsInFlight.map((item) => (
        <li key={item.id}>
          <Link to={`/conversion/${encodeURIComponent(item.id)}`}>{item.website}</Link> ·{' '}
          {stageDefinition(item.stage).label} · {Math.round(item.progress)}%
          <ProgressBar value={item.progress} label={`${item.website} progress`} />
        </li>
      ))}
    </ul>
  );
}

export function FailedJobs({ snapshot }: { snapshot: MonitorSnapshot }) {
  if (snapshot.recentFailedJobs.length === 0) return <p className="muted">No failed jobs recently.</p>;
  return (
    <ul className="plain-list">
      {snapshot.recentFailedJobs.map((job) => (
        <li key={`${job.queue}-${job.id}`}>
          <strong>
            {job.queue} / {job.name}
          </strong>{' '}
          <span className="muted">
            #{job.id} · {job.attemptsMade} attempts
            {job.finishedAt ? ` · ${formatDateTime(job.finishedAt)}` : ''}
          </span>
          <p className="source__reason">
            {job.code ? <code>{job.code}</code> : null} {job.failedReason}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ErrorReports({ snapshot }: { snapshot: MonitorSnapshot }) {
  const { last24h, recent } = snapshot.errorReports;
  return (
    <>
      <p>
        <strong>{formatNumber(last24h)}</strong> error reports in the last 24 hours.
      </p>
      <ul className="plain-list">
        {recent.map((report) => (
          <li key={report.id}>
            <span className="badge">{report.type}</span> {report.message}{' '}
            <span className="muted">· {formatDateTime(report.createdAt)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
