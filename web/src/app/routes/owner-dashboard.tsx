import { BRANDS, type ConversionView } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { CopyButton } from '../../components/ui/copy-button';
import { useToast } from '../../components/ui/toast';
import { Tooltip } from '../../components/ui/tooltip';
import { readToken } from '../../features/auth/utils/token';
import { assistantQueryOptions } from '../../features/chat/api/get-assistant';
import { AssistantChat } from '../../features/chat/components/assistant-chat';
import { useRecrawlConversion } from '../../features/conversion/api/recrawl-conversion';
import { AddDocuments } from '../../features/conversion/components/add-documents';
import { ConversionSummary } from '../../features/conversion/components/conversion-summary';
import { CoverageReport } from '../../features/conversion/components/coverage-report';
import { RemoveSourceButton } from '../../features/conversion/components/remove-source-button';
import { AnswerOverrides } from '../../features/owner-answers/components/answer-overrides';
import { ContentGaps } from '../../features/owner-answers/components/content-gaps';
import { ResyncSettings } from '../../features/resync/components/resync-settings';
import { FollowUpInbox } from '../../features/handoff/components/follow-up-inbox';
import { LeadSettingsForm } from '../../features/leads/components/lead-settings-form';
import { LeadsList } from '../../features/leads/components/leads-list';
import { WebhookSettings } from '../../features/webhooks/components/webhook-settings';
import { ConversationTranscript } from '../../features/workspace/components/conversation-transcript';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

export const widgetSnippet = (origin: string, assistantId: string) =>
  `<script src="${origin}/widget.js" data-assistant="${assistantId}" async></script>`;

/** `/school-dashboard/:conversionId`: the owner's first look at their assistant. */
export function OwnerDashboardRoute() {
  const { conversionId = '' } = useParams();
  useDocumentTitle('Your assistant');
  return (
    <div className="page">
      <h1>Your assistant</h1>
      <ConversionSummary conversionId={conversionId}>
        {(view) => <AssistantPanels view={view} />}
      </ConversionSummary>
    </div>
  );
}

function AssistantPanels({ view }: { view: ConversionView }) {
  const { data: profile } = useQuery({
    ...assistantQueryOptions(view.assistantId),
    enabled: Boolean(view.assistantId),
  });
  const liveUrl =
    view.liveUrl ??
    profile?.liveUrl ??
    (profile ? `/${BRANDS[profile.brand].product}/${view.id}` : undefined);
  const snippet = widgetSnippet(window.location.origin, view.assistantId);
  return (
    <div className="dashboard-grid">
      <section className="card" aria-labelledby="share-title">
        <h2 id="share-title">Share it</h2>
        {liveUrl ? (
          <p>
            Live page:{' '}
            <a href={liveUrl} target="_blank" rel="noopener noreferrer">
              {new URL(liveUrl, window.location.origin).toString()}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        ) : (
          <p className="muted">The live page appears when the assistant is ready.</p>
        )}
        <p>Add the chat to your own site: paste this before the closing &lt;/body&gt; tag.</p>
        <pre className="snippet">
          <code>{snippet}</code>
        </pre>
        <CopyButton
          text={snippet}
          label="Copy widget code"
          copiedHint="Paste it before the closing </body> tag of your site."
        />
        <RecrawlButton conversionId={view.id} />
      </section>
      <section className="card" aria-labelledby="test-title">
        <h2 id="test-title">Test it</h2>
        {view.status === 'completed' ? (
          <AssistantChat assistantId={view.assistantId} />
        ) : (
          <p className="muted">You can test the assistant as soon as the build finishes.</p>
        )}
      </section>
      <SourcesPanels view={view} />
      {readToken() && view.assistantId ? <AnalyticsPanel assistantId={view.assistantId} /> : null}
      {readToken() && view.assistantId ? <OwnerAnswersPanels assistantId={view.assistantId} /> : null}
      {readToken() && view.assistantId ? <LeadsPanel assistantId={view.assistantId} /> : null}
      {readToken() && view.assistantId ? <WebhookPanel assistantId={view.assistantId} /> : null}
      {readToken() && view.assistantId ? <ResyncPanel assistantId={view.assistantId} /> : null}
    </div>
  );
}

// The chart library is most of the analytics' weight: loaded with the section, not with the page.
const AssistantAnalytics = lazy(() =>
  import('../../features/analytics/components/assistant-analytics').then((module) => ({
    default: module.AssistantAnalytics,
  })),
);

/** How visitors used the assistant, as charts (signed in only). */
function AnalyticsPanel({ assistantId }: { assistantId: string }) {
  return (
    <section className="card dashboard-grid__wide" aria-labelledby="analytics-title">
      <h2 id="analytics-title">Analytics</h2>
      <Suspense fallback={<Spinner label="Loading analytics…" />}>
        <AssistantAnalytics assistantId={assistantId} />
      </Suspense>
    </section>
  );
}

/** What visitors asked that the assistant could not answer, and the owner's own answers (signed in only). */
function OwnerAnswersPanels({ assistantId }: { assistantId: string }) {
  return (
    <>
      <section className="card dashboard-grid__wide" aria-labelledby="gaps-title">
        <h2 id="gaps-title">Content gaps</h2>
        <ContentGaps assistantId={assistantId} />
      </section>
      <section className="card dashboard-grid__wide" aria-labelledby="overrides-title">
        <h2 id="overrides-title">Answer overrides</h2>
        <AnswerOverrides assistantId={assistantId} />
      </section>
    </>
  );
}

/** How often the website is read again, and what each re-sync changed (signed in only). */
function ResyncPanel({ assistantId }: { assistantId: string }) {
  return (
    <section className="card dashboard-grid__wide" aria-labelledby="resync-title">
      <h2 id="resync-title">Automatic re-sync</h2>
      <ResyncSettings assistantId={assistantId} />
    </section>
  );
}

/**
 * Lead capture (when the chat asks for contact details, and the leads it collected) and the follow-ups
 * of visitors who asked for a person (signed in only); both open conversations' transcripts.
 */
function LeadsPanel({ assistantId }: { assistantId: string }) {
  const [conversation, setConversation] = useState<string | null>(null);
  return (
    <>
      <section className="card" aria-labelledby="lead-settings-title">
        <h2 id="lead-settings-title">Lead capture</h2>
        <LeadSettingsForm assistantId={assistantId} />
      </section>
      <section className="card" aria-labelledby="leads-title">
        <h2 id="leads-title">Leads</h2>
        <LeadsList assistantId={assistantId} onOpenConversation={setConversation} />
      </section>
      <section className="card dashboard-grid__wide" aria-labelledby="follow-ups-title">
        <h2 id="follow-ups-title">Follow-ups</h2>
        <p className="muted">
          Visitors who asked to talk to a person. Reply to them, then mark them responded.
        </p>
        <FollowUpInbox assistantId={assistantId} onOpenConversation={setConversation} />
      </section>
      {conversation ? (
        <ConversationTranscript conversationId={conversation} onClose={() => setConversation(null)} />
      ) : null}
    </>
  );
}

/** Where leads and handoffs are sent, signed, and how each delivery went (signed in only). */
function WebhookPanel({ assistantId }: { assistantId: string }) {
  return (
    <section className="card dashboard-grid__wide" aria-labelledby="webhook-title">
      <h2 id="webhook-title">Webhook</h2>
      <WebhookSettings assistantId={assistantId} />
    </section>
  );
}

/**
 * The owner's documents and the coverage report. Adding and removing need the owner signed in: someone
 * watching with the trial's viewing token only sees the report, with a way to sign in.
 */
function SourcesPanels({ view }: { view: ConversionView }) {
  const location = useLocation();
  const signedIn = Boolean(readToken());
  const login = `/user/login?redirectUrl=${encodeURIComponent(location.pathname)}`;
  return (
    <>
      <section className="card dashboard-grid__wide" aria-labelledby="documents-title">
        <h2 id="documents-title">Your documents</h2>
        <p className="muted">
          Add handbooks, price lists or policies the website does not hold, or remove a page or document below
          so the assistant stops answering from it.
        </p>
        {signedIn ? (
          <AddDocuments view={view} />
        ) : (
          <p>
            <Link to={login}>Sign in</Link> to add documents or remove sources.
          </p>
        )}
      </section>
      <div className="dashboard-grid__wide">
        <CoverageReport
          conversionId={view.id}
          title="Sources"
          sourceActions={
            signedIn
              ? (source) => (
                  <RemoveSourceButton
                    conversionId={view.id}
                    source={source}
                    disabled={view.status === 'running'}
                  />
                )
              : undefined
          }
        />
      </div>
    </>
  );
}

function RecrawlButton({ conversionId }: { conversionId: string }) {
  const recrawl = useRecrawlConversion(conversionId);
  const navigate = useNavigate();
  const { toast } = useToast();
  const start = () =>
    recrawl.mutate(undefined, {
      onSuccess: (next) => {
        toast({
          title: 'Recrawl started',
          description: 'We are reading your website again; the assistant keeps answering meanwhile.',
          variant: 'success',
        });
        // A recrawl is a new conversion: follow it so the page shows its progress.
        if (next?.id && next.id !== conversionId)
          navigate(`/school-dashboard/${encodeURIComponent(next.id)}`);
      },
    });
  return (
    <div className="recrawl">
      <Tooltip content="Reads your website again and rebuilds the answers">
        <button
          type="button"
          className="button button--secondary"
          onClick={start}
          disabled={recrawl.isPending}
        >
          {recrawl.isPending ? 'Starting…' : 'Recrawl website'}
        </button>
      </Tooltip>
      {recrawl.error ? (
        <Alert tone={errorStatus(recrawl.error) === 404 ? 'warning' : 'error'}>
          {errorStatus(recrawl.error) === 404
            ? 'Recrawling is not available on this server yet. Contact support if your site changed.'
            : errorMessage(recrawl.error)}
        </Alert>
      ) : null}
    </div>
  );
}
