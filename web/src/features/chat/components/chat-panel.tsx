import { useEffect, useRef, type ReactNode } from 'react';
import { useChat } from '../hooks/use-chat';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';

export interface ChatPanelProps {
  /** Without an assistant the panel shows the greeting and questions but cannot send. */
  assistantId?: string;
  name: string;
  greeting: string;
  suggestedQuestions: string[];
  note?: ReactNode;
  variant?: 'card' | 'full';
}

export function ChatPanel({
  assistantId,
  name,
  greeting,
  suggestedQuestions,
  note,
  variant = 'card',
}: ChatPanelProps) {
  const { entries, ask, pending } = useChat(assistantId);
  const logRef = useRef<HTMLOListElement>(null);
  const lastDone = [...entries]
    .reverse()
    .find((entry) => entry.role === 'assistant' && (entry.status === 'done' || entry.status === 'error'));
  const canSend = Boolean(assistantId) && !pending;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [entries]);

  return (
    <section className={`chat chat--${variant}`} aria-label={`Chat with ${name}`}>
      <header className="chat__header">
        <span className="chat__avatar" aria-hidden="true">
          {name.slice(0, 1)}
        </span>
        <div>
          <p className="chat__name">{name}</p>
          <p className="chat__status">
            {assistantId ? 'Answers from the website, with sources' : 'Not connected yet'}
          </p>
        </div>
      </header>
      <ol ref={logRef} className="chat__log" aria-label="Conversation">
        <li className="message message--assistant">{greeting}</li>
        {entries.map((entry) => (
          <ChatMessage key={entry.id} entry={entry} assistantId={assistantId} />
        ))}
      </ol>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {lastDone ? `Assistant: ${lastDone.text}` : ''}
      </div>
      {note ? <div className="chat__note">{note}</div> : null}
      {entries.length === 0 && suggestedQuestions.length ? (
        <div className="chip-row chat__suggestions" role="group" aria-label="Suggested questions">
          {suggestedQuestions.map((question) => (
            <button
              key={question}
              type="button"
              className="chip"
              disabled={!canSend}
              onClick={() => void ask(question)}
            >
              {question}
            </button>
          ))}
        </div>
      ) : null}
      <ChatComposer onSend={(question) => void ask(question)} disabled={!canSend} />
    </section>
  );
}
