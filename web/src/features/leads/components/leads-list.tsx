import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { leadsQueryOptions } from '../api/get-leads';
import { useDownloadLeadsCsv } from '../api/lead-actions';

/**
 * The leads visitors left, newest first, each with the conversation it came from (opened by the page
 * that shows transcripts: `onOpenConversation`), and the list as CSV.
 */
export function LeadsList({
  assistantId,
  onOpenConversation,
}: {
  assistantId: string;
  onOpenConversation: (conversationId: string) => void;
}) {
  const { data, error, isPending } = useQuery(leadsQueryOptions(assistantId));
  const download = useDownloadLeadsCsv(assistantId);
  if (isPending) return <Spinner label="Loading your leads…" />;
  if (error)
    return (
      <Alert tone="error" title="Your leads could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  if (data.leads.length === 0)
    return <p className="muted">No leads yet. Turn on lead capture above and visitors will be asked.</p>;
  return (
    <>
      <div className="button-row">
        <button
          type="button"
          className="button button--secondary"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing…' : 'Download CSV'}
        </button>
      </div>
      {download.error ? <Alert tone="error">{errorMessage(download.error)}</Alert> : null}
      <div className="table-scroll">
        <table className="table lead-table">
          <caption className="visually-hidden">Leads</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Name</th>
              <th scope="col">Contact</th>
              <th scope="col">Answer</th>
              <th scope="col">Conversation</th>
            </tr>
          </thead>
          <tbody>
            {data.leads.map((lead) => (
              <tr key={lead.id}>
                <td>{formatDateTime(lead.createdAt)}</td>
                <td>{lead.name ?? '—'}</td>
                <td>
                  {lead.email ? <a href={`mailto:${lead.email}`}>{lead.email}</a> : null}
                  {lead.email && lead.phone ? <br /> : null}
                  {lead.phone ? <a href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`}>{lead.phone}</a> : null}
                </td>
                <td>{lead.answer ?? '—'}</td>
                <td>
                  {lead.messageCount > 0 && lead.conversationId ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => lead.conversationId && onOpenConversation(lead.conversationId)}
                    >
                      {lead.firstQuestion ?? 'Open'} ({lead.messageCount} question
                      {lead.messageCount === 1 ? '' : 's'})
                    </button>
                  ) : (
                    <span className="muted">Left before asking anything</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
