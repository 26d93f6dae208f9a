import type { ChatSource } from '@gptsite/shared';
import { useMemo } from 'react';
import { renderMarkdown } from '../../../lib/markdown';
import type { ChatEntry } from '../hooks/use-chat';
import { AnswerFeedback } from './answer-feedback';

/**
 * Where a source link goes: web addresses as they are, and paths on this server as addresses here (the
 * demo assistants cite the bundled sample pages at `/samples/...`). Anything else is not linked.
 */
function sourceHref(url: string): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\'))
    return new URL(url, window.location.origin).toString();
  return null;
}

function Sources({ sources }: { sources: ChatSource[] }) {
  // An owner's own answer (an answer override) cites the business, not a page.
  const owner = sources.find((source) => source.url === null);
  if (owner) return <p className="message__sources message__sources-title">From {owner.title}</p>;
  // A web page is a link; a document the owner uploaded (upload://…) is named by its file name.
  const items = sources.flatMap((source) =>
    source.url === null ? [] : [{ ...source, href: sourceHref(source.url), key: source.url }],
  );
  if (items.length === 0) return null;
  return (
    <div className="message__sources">
      <p className="message__sources-title">Sources</p>
      <ul>
        {items.map((source) => (
          <li key={source.key}>
            {source.href ? (
              <a href={source.href} target="_blank" rel="noopener noreferrer nofollow">
                {source.title || source.url}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <span>{source.title || 'A document from the business'}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Visitor text is shown as typed; answers are sanitized Markdown. */
export function ChatMessage({ entry, assistantId }: { entry: ChatEntry; assistantId?: string }) {
  const html = useMemo(
    () => (entry.role === 'assistant' ? renderMarkdown(entry.text) : ''),
    [entry.role, entry.text],
  );
  if (entry.role === 'visitor') {
    return (
      <li className="message message--visitor">
        <span className="visually-hidden">You: </span>
        {entry.text}
      </li>
    );
  }
  if (entry.status === 'pending') {
    return (
      <li className="message message--assistant message--pending">
        <span className="typing" aria-label="The assistant is writing">
          <span />
          <span />
          <span />
        </span>
      </li>
    );
  }
  const declined = entry.status === 'done' && entry.answered === false;
  const className = [
    'message',
    'message--assistant',
    declined ? 'message--declined' : '',
    entry.status === 'error' ? 'message--error' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className}>
      <span className="visually-hidden">Assistant: </span>
      {declined ? <p className="message__note">Not covered on the website</p> : null}
      {entry.status === 'error' ? (
        <p className="message__note">Your question couldn't be answered just now</p>
      ) : null}
      <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
      {entry.sources?.length ? <Sources sources={entry.sources} /> : null}
      {assistantId && entry.messageId && entry.status === 'done' ? (
        <AnswerFeedback assistantId={assistantId} messageId={entry.messageId} />
      ) : null}
    </li>
  );
}
