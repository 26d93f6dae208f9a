import type { FollowUp, FollowUpPriority, FollowUpStatus } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useMarkResponded, useSaveHandoffSettings } from '../api/follow-up-actions';
import { followUpsQueryOptions, handoffSettingsQueryOptions } from '../api/get-follow-ups';

const STATUS_TEXT: Record<FollowUpStatus, string> = {
  pending: 'Not mailed yet',
  sent: 'Mailed to you',
  responded: 'Responded',
};
const PRIORITY_TEXT: Record<FollowUpPriority, string> = { high: 'High', normal: 'Normal', low: 'Low' };

/**
 * Visitors who asked for a person: open ones first (high priority first), each with its contact, message
 * and conversation (opened by the page that shows transcripts), and a button to mark it responded.
 */
export function FollowUpInbox({
  assistantId,
  onOpenConversation,
}: {
  assistantId: string;
  onOpenConversation: (conversationId: string) => void;
}) {
  const { data, error, isPending } = useQuery(followUpsQueryOptions(assistantId));
  const markResponded = useMarkResponded(assistantId);
  return (
    <>
      <HandoffSettingToggle assistantId={assistantId} />
      {isPending ? <Spinner label="Loading your follow-ups…" /> : null}
      {error ? (
        <Alert tone="error" title="Your follow-ups could not be loaded">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data && data.followUps.length === 0 ? (
        <p className="muted">No one has asked for a person yet.</p>
      ) : null}
      {markResponded.error ? <Alert tone="error">{errorMessage(markResponded.error)}</Alert> : null}
      {data && data.followUps.length ? (
        <ul className="follow-ups" aria-label="Follow-ups">
          {data.followUps.map((followUp) => (
            <FollowUpItem
              key={followUp.id}
              followUp={followUp}
              busy={markResponded.isPending && markResponded.variables === followUp.id}
              onResponded={() => markResponded.mutate(followUp.id)}
              onOpenConversation={onOpenConversation}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function FollowUpItem({
  followUp,
  busy,
  onResponded,
  onOpenConversation,
}: {
  followUp: FollowUp;
  busy: boolean;
  onResponded: () => void;
  onOpenConversation: (conversationId: string) => void;
}) {
  return (
    <li className={`follow-up follow-up--${followUp.status}`} aria-label={`Follow-up from ${followUp.name}`}>
      <p>
        <strong>{followUp.name}</strong>{' '}
        <span className={`badge badge--${followUp.priority}`}>
          {PRIORITY_TEXT[followUp.priority]} priority
        </span>{' '}
        <span className="muted">
          {STATUS_TEXT[followUp.status]} · {formatDateTime(followUp.createdAt)}
        </span>
      </p>
      <p>
        {followUp.email ? <a href={`mailto:${followUp.email}`}>{followUp.email}</a> : null}
        {followUp.email && followUp.phone ? ' · ' : null}
        {followUp.phone ? (
          <a href={`tel:${followUp.phone.replace(/[^\d+]/g, '')}`}>{followUp.phone}</a>
        ) : null}
      </p>
      {followUp.message ? <p>“{followUp.message}”</p> : null}
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onOpenConversation(followUp.conversationId)}
        >
          Read the conversation ({followUp.messageCount} question{followUp.messageCount === 1 ? '' : 's'})
        </button>
        {followUp.status !== 'responded' ? (
          <button type="button" className="button" disabled={busy} onClick={onResponded}>
            {busy ? 'Saving…' : 'Mark responded'}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** Whether two declines in a row also offer a person (asking for one always does). */
function HandoffSettingToggle({ assistantId }: { assistantId: string }) {
  const { data } = useQuery(handoffSettingsQueryOptions(assistantId));
  const save = useSaveHandoffSettings(assistantId);
  return (
    <>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={data?.afterTwoDeclines ?? false}
          disabled={!data || save.isPending}
          onChange={(event) => save.mutate({ afterTwoDeclines: event.target.checked })}
        />{' '}
        Also offer a person after two questions in a row the assistant could not answer
      </label>
      {save.error ? <Alert tone="error">{errorMessage(save.error)}</Alert> : null}
    </>
  );
}
