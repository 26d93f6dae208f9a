import {
  CONVERSATION_FILTERS,
  CONVERSATION_PERIODS,
  DEFAULT_CONVERSATION_PAGE_SIZE,
  type ConversationFilter,
  type ConversationPageSize,
  type ConversationPeriod,
  type ConversationSentiment,
  type ConversationSummary,
} from '@gptsite/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { conversationsKey, conversationsQueryOptions } from '../api/get-conversations';
import { ConversationTranscript } from './conversation-transcript';

const FILTER_LABEL: Record<ConversationFilter, string> = {
  all: 'All',
  declined: 'With a declined question',
  unhelpful: 'Rated not helpful',
  negative: 'Unhappy visitors',
};
const PERIODS: ReadonlyArray<ConversationPeriod | null> = [null, ...CONVERSATION_PERIODS];
const periodLabel = (days: ConversationPeriod | null) => (days ? `Last ${days} days` : 'All time');
const SENTIMENT_LABEL: Record<ConversationSentiment, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

/**
 * What visitors asked, newest first, 5 / 25 / 50 a page, of all time or the last 7 / 30 / 90 days, each
 * opening its transcript.
 */
export function ConversationList({ assistantId }: { assistantId: string }) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<ConversationPageSize>(DEFAULT_CONVERSATION_PAGE_SIZE);
  const [filter, setFilter] = useState<ConversationFilter>('all');
  const [days, setDays] = useState<ConversationPeriod | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { data, error, isPending, isFetching } = useQuery(
    conversationsQueryOptions(assistantId, { page, pageSize, filter, days }),
  );

  return (
    <div className="conversations">
      <div className="section-header">
        <div className="chip-row" role="group" aria-label="Show conversations">
          {CONVERSATION_FILTERS.map((item) => (
            <button
              key={item}
              type="button"
              className={item === filter ? 'chip chip--active' : 'chip'}
              aria-pressed={item === filter}
              onClick={() => {
                setFilter(item);
                setPage(1);
              }}
            >
              {FILTER_LABEL[item]}
            </button>
          ))}
        </div>
        <label className="conversations__period">
          <span>When</span>
          <select
            value={days ?? ''}
            onChange={(event) => {
              setDays(event.target.value ? (Number(event.target.value) as ConversationPeriod) : null);
              setPage(1);
            }}
          >
            {PERIODS.map((period) => (
              <option key={period ?? 'all'} value={period ?? ''}>
                {periodLabel(period)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button button--ghost"
          disabled={isFetching}
          onClick={() => queryClient.invalidateQueries({ queryKey: conversationsKey(assistantId) })}
        >
          Refresh
        </button>
      </div>
      {isPending ? <Spinner label="Loading conversations…" /> : null}
      {error ? (
        <Alert tone="error" title="The conversations could not be loaded">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data && data.items.length === 0 ? (
        <p className="muted">
          {data.total === 0 && filter === 'all' && days === null
            ? 'No conversations yet. They appear here as soon as a visitor asks a question.'
            : 'No conversations match.'}
        </p>
      ) : null}
      {data && data.items.length > 0 ? <ConversationTable items={data.items} onOpen={setOpen} /> : null}
      {data ? (
        <Pager
          page={page}
          pageSize={pageSize}
          total={data.total}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size as ConversationPageSize);
            setPage(1);
          }}
        />
      ) : null}
      {open ? <ConversationTranscript conversationId={open} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

function ConversationTable({
  items,
  onOpen,
}: {
  items: ConversationSummary[];
  onOpen: (id: string) => void;
}) {
  return (
    <div className="table-scroll">
      <table className="table conversation-table">
        <caption className="visually-hidden">Conversations, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">First question</th>
            <th scope="col">Messages</th>
            <th scope="col">Answered</th>
            <th scope="col">Feedback</th>
            <th scope="col">Sentiment</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{formatDateTime(item.startedAt)}</td>
              <td>
                <button type="button" className="link-button" onClick={() => onOpen(item.id)}>
                  {item.firstQuestion}
                </button>
              </td>
              <td>{item.messageCount}</td>
              <td>
                {item.declined === 0 ? (
                  <span className="badge badge--completed">All answered</span>
                ) : (
                  <span className="badge badge--failed">{item.declined} declined</span>
                )}
                {item.declined > 0 && item.answered > 0 ? (
                  <span className="muted"> · {item.answered} answered</span>
                ) : null}
              </td>
              <td>{feedbackText(item.feedback)}</td>
              <td>{SENTIMENT_LABEL[item.sentiment]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function feedbackText({ helpful, unhelpful }: ConversationSummary['feedback']): string {
  if (!helpful && !unhelpful) return '—';
  return [helpful ? `${helpful} helpful` : '', unhelpful ? `${unhelpful} not helpful` : '']
    .filter(Boolean)
    .join(' · ');
}
