import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { conversationQueryOptions } from '../api/get-conversations';

const FEEDBACK_TEXT = { helpful: 'Visitor: helpful', unhelpful: 'Visitor: not helpful' } as const;

/** One conversation, question by question, with what the assistant answered and where it found it. */
export function ConversationTranscript({
  conversationId,
  onClose,
}: {
  conversationId: string;
  onClose: () => void;
}) {
  const { data, error, isPending } = useQuery(conversationQueryOptions(conversationId));
  return (
    <Modal
      title="Conversation"
      description={
        data
          ? `Started ${formatDateTime(data.startedAt)}${data.pageUrl ? ` on ${data.pageUrl}` : ''}`
          : undefined
      }
      onClose={onClose}
    >
      {isPending ? <Spinner label="Loading the conversation…" /> : null}
      {error ? (
        <Alert tone="error" title="This conversation could not be loaded">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data ? (
        <ol className="transcript">
          {data.messages.map((message) => (
            <li key={message.id} className="transcript__exchange">
              <p className="transcript__question">
                <span className="visually-hidden">Visitor asked: </span>
                {message.question}
              </p>
              <div
                className={
                  message.answered ? 'transcript__answer' : 'transcript__answer transcript__answer--declined'
                }
              >
                <span className="visually-hidden">Assistant answered: </span>
                <p>{message.answer}</p>
                <p className="transcript__meta muted">
                  {formatDateTime(message.createdAt)} · {message.answered ? 'Answered' : 'Declined'}
                  {message.feedback ? ` · ${FEEDBACK_TEXT[message.feedback]}` : ''}
                </p>
                {message.sources.length ? (
                  <ul className="transcript__sources">
                    {message.sources.map((source) => (
                      <li key={`${source.url}-${source.title}`}>
                        {source.url ? (
                          <a href={source.url} target="_blank" rel="noopener noreferrer">
                            {source.title || source.url}
                          </a>
                        ) : (
                          source.title
                        )}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </Modal>
  );
}
