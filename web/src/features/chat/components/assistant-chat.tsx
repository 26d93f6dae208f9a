import { categorizeError, ERROR_CATEGORY_TEXT } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { readableInk } from '../../../lib/color';
import { assistantQueryOptions } from '../api/get-assistant';
import { ChatPanel } from './chat-panel';

interface AssistantChatProps {
  assistantId: string;
  variant?: 'card' | 'full';
  /** Used until (or instead of, if it fails to load) the assistant's own profile. */
  fallback?: { name: string; greeting: string; suggestedQuestions: string[] };
  note?: ReactNode;
}

/** A chat for a real assistant, dressed in its profile: name, greeting, questions and colours. */
export function AssistantChat({ assistantId, variant = 'card', fallback, note }: AssistantChatProps) {
  const { data: profile, error, isPending } = useQuery(assistantQueryOptions(assistantId));
  if (!fallback && isPending) return <Spinner label="Loading the assistant…" />;
  if (!fallback && error) {
    const message = errorMessage(error);
    return (
      <Alert
        tone="error"
        title={
          errorStatus(error) === 404 ? 'This assistant does not exist' : 'The assistant could not be loaded'
        }
      >
        <p>{ERROR_CATEGORY_TEXT[categorizeError(message)]}</p>
        <p className="muted">{message}</p>
      </Alert>
    );
  }
  const name = profile?.name ?? fallback?.name ?? 'Assistant';
  const greeting = profile?.greeting || fallback?.greeting || 'Hello! Ask me anything about this website.';
  const questions = profile?.suggestedQuestions?.length
    ? profile.suggestedQuestions
    : (fallback?.suggestedQuestions ?? []);
  const style = profile?.colors
    ? ({
        '--brand-primary': profile.colors.primary,
        '--brand-secondary': profile.colors.secondary,
        '--brand-secondary-ink': readableInk(profile.colors.secondary),
      } as CSSProperties)
    : undefined;
  return (
    <div className="assistant-chat" style={style}>
      <ChatPanel
        assistantId={assistantId}
        name={name}
        greeting={greeting}
        suggestedQuestions={questions}
        note={note}
        variant={variant}
        leadCapture={profile?.leadCapture}
      />
    </div>
  );
}
