import { BRANDS, type AssistantListItem, type AssistantStatus } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { assistantProfileQueryOptions } from '../api/get-assistant-profile';
import { ConversationList } from './conversation-list';
import { PlanNotice, planLabel, quotaLabel } from './plan-status';
import { SettingsForm } from './settings-form';

const STATUS: Record<AssistantStatus, { label: string; badge: string }> = {
  building: { label: 'Being built', badge: 'running' },
  live: { label: 'Live', badge: 'completed' },
  failed: { label: 'Build failed', badge: 'failed' },
};

/** One assistant: what it is, where it lives, its settings and its conversations. */
export function AssistantCard({ assistant }: { assistant: AssistantListItem }) {
  const titleId = useId();
  const status = STATUS[assistant.status] ?? { label: assistant.status, badge: '' };
  return (
    <section className="card assistant-card" aria-labelledby={titleId}>
      <div className="section-header">
        <h2 id={titleId}>{assistant.name}</h2>
        <span className={`badge badge--${status.badge}`}>{status.label}</span>
      </div>
      <p className="muted">
        {assistant.website} · {BRANDS[assistant.brand]?.name ?? assistant.brand}
      </p>
      <PlanNotice assistant={assistant} />
      <AssistantFacts assistant={assistant} />
      <div className="button-row">
        {assistant.liveUrl && assistant.status === 'live' ? (
          <a className="button" href={assistant.liveUrl} target="_blank" rel="noopener noreferrer">
            Open the live page
            <span className="visually-hidden"> of {assistant.name} (opens in a new tab)</span>
          </a>
        ) : null}
        {assistant.conversionId ? (
          <Link
            className="button button--secondary"
            to={`/school-dashboard/${encodeURIComponent(assistant.conversionId)}`}
          >
            Build, sources and widget code<span className="visually-hidden"> of {assistant.name}</span>
          </Link>
        ) : null}
      </div>
      <details className="assistant-card__panel">
        <summary>Settings</summary>
        <AssistantSettingsPanel assistant={assistant} />
      </details>
      <details className="assistant-card__panel">
        <summary>Conversations</summary>
        <ConversationList assistantId={assistant.id} />
      </details>
    </section>
  );
}

const plural = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;

/** Last build, what it indexed and this month's conversations, as the server counted them. */
function AssistantFacts({ assistant }: { assistant: AssistantListItem }) {
  const facts: Array<[string, string]> = [
    ['Last build', assistant.lastBuiltAt ? formatDateTime(assistant.lastBuiltAt) : 'Not built yet'],
    [
      'Indexed',
      `${plural(assistant.pagesIndexed ?? 0, 'page', 'pages')}, ${plural(assistant.documentsIndexed ?? 0, 'document', 'documents')}`,
    ],
    ['Conversations this month', formatNumber(assistant.conversationsThisMonth ?? 0)],
    ...(assistant.plan
      ? ([
          ['Plan', planLabel(assistant.plan)],
          ['Conversations allowed', quotaLabel(assistant.plan)],
        ] as Array<[string, string]>)
      : []),
  ];
  return (
    <dl className="assistant-card__facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function AssistantSettingsPanel({ assistant }: { assistant: AssistantListItem }) {
  const { data: profile, error, isPending } = useQuery(assistantProfileQueryOptions(assistant.id));
  if (isPending) return <Spinner label="Loading the settings…" />;
  if (error || !profile)
    return (
      <Alert tone="error" title="The settings could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  return (
    <SettingsForm assistantId={assistant.id} profile={profile} allowedDomains={assistant.allowedDomains} />
  );
}
