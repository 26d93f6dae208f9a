import type { LeadCaptureProfile } from '@gptsite/shared';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { useChat } from '../hooks/use-chat';
import { visitorId } from '../utils/ids';
import { leadAnchor } from '../utils/lead-timing';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';
import { HandoffOffer } from './handoff-offer';
import { LeadPrompt } from './lead-prompt';

export interface ChatPanelProps {
  /** Without an assistant the panel shows the greeting and questions but cannot send. */
  assistantId?: string;
  name: string;
  greeting: string;
  suggestedQuestions: string[];
  note?: ReactNode;
  variant?: 'card' | 'full';
  /** The owner's lead capture (from the assistant's profile); absent when off. */
  leadCapture?: LeadCaptureProfile;
}

export function ChatPanel({
  assistantId,
  name,
  greeting,
  suggestedQuestions,
  note,
  variant = 'card',
  leadCapture,
}: ChatPanelProps) {
  const { entries, ask, pending, currentConversation, adoptConversation } = useChat(assistantId);
  // Where the lead question sits once it has been asked; it stays there (with its thanks) once shown.
  const [leadShownAt, setLeadShownAt] = useState<string | null>(null);
  const [leadDeclined, setLeadDeclined] = useState(false);
  // Offers to pass the conversation on that the visitor said "no thanks" to.
  const [declinedHandoffs, setDeclinedHandoffs] = useState<ReadonlySet<string>>(new Set());
  const due = leadAnchor(leadCapture, entries);
  const leadAt = leadDeclined ? null : (leadShownAt ?? due);
  useEffect(() => {
    // Before the first question the offer waits only while nothing is asked: asking is a "no thanks".
    if (due && due !== 'start' && !leadShownAt) setLeadShownAt(due);
  }, [due, leadShownAt]);
  const leadPrompt =
    assistantId && leadCapture && leadAt ? (
      <LeadPrompt
        assistantId={assistantId}
        capture={leadCapture}
        conversationId={currentConversation}
        onConversation={(id) => {
          adoptConversation(id);
          if (leadAt === 'start') setLeadShownAt('start');
        }}
        visitorId={visitorId()}
        onDecline={() => setLeadDeclined(true)}
      />
    ) : null;
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
        {leadAt === 'start' ? leadPrompt : null}
        {entries.map((entry) => (
          <Fragment key={entry.id}>
            <ChatMessage entry={entry} assistantId={assistantId} />
            {assistantId && entry.handoff && entry.status === 'done' && !declinedHandoffs.has(entry.id) ? (
              <HandoffOffer
                assistantId={assistantId}
                conversationId={currentConversation}
                onDecline={() => setDeclinedHandoffs((declined) => new Set(declined).add(entry.id))}
              />
            ) : null}
            {leadAt === entry.id ? leadPrompt : null}
          </Fragment>
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
