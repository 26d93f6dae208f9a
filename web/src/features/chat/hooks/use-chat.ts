import { categorizeError, ERROR_CATEGORY_TEXT, type ChatResponse, type ChatSource } from '@gptsite/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSocketFactory } from '../../../lib/socket';
import { sendMessage } from '../api/send-message';
import { newId, visitorId } from '../utils/ids';
import { streamAnswer } from '../utils/stream-answer';

export interface ChatEntry {
  id: string;
  role: 'visitor' | 'assistant';
  text: string;
  status: 'pending' | 'streaming' | 'done' | 'error';
  answered?: boolean;
  sources?: ChatSource[];
  messageId?: string;
  /** The assistant offers to pass the conversation to a person (ChatResponse.handoff). */
  handoff?: boolean;
}

type Action =
  | { type: 'ask'; question: ChatEntry; answer: ChatEntry }
  | { type: 'token'; id: string; token: string }
  | {
      type: 'done';
      id: string;
      response: Pick<ChatResponse, 'answer' | 'answered' | 'sources' | 'messageId' | 'handoff'>;
    }
  | { type: 'fail'; id: string; message: string };

function reducer(entries: ChatEntry[], action: Action): ChatEntry[] {
  switch (action.type) {
    case 'ask':
      return [...entries, action.question, action.answer];
    case 'token':
      return entries.map((entry) =>
        entry.id === action.id ? { ...entry, status: 'streaming', text: entry.text + action.token } : entry,
      );
    case 'done': {
      const { answer, answered, sources, messageId, handoff } = action.response;
      const settle = (entry: ChatEntry): ChatEntry => ({
        ...entry,
        status: 'done',
        text: answer,
        answered,
        sources,
        messageId,
        handoff: handoff === true,
      });
      return entries.map((entry) => (entry.id === action.id ? settle(entry) : entry));
    }
    case 'fail':
      return entries.map((entry) =>
        entry.id === action.id ? { ...entry, status: 'error', text: action.message } : entry,
      );
  }
}

/** Words for a failed question: the server's sentence without its status code, or the network text. */
export function chatFailureText(message: string): string {
  if (categorizeError(message) === 'network') return ERROR_CATEGORY_TEXT.network;
  return message.replace(/^\d{3}: /, '');
}

/** One visitor conversation with one assistant; streams when it can, POSTs when it cannot. */
export function useChat(assistantId: string | undefined, { streaming = true } = {}) {
  const [entries, dispatch] = useReducer(reducer, []);
  const conversationId = useRef<string | undefined>(undefined);
  const getSocket = useSocketFactory();
  const pending = entries.some((entry) => entry.status === 'pending' || entry.status === 'streaming');

  // Connect early so the first question can already stream.
  useEffect(() => {
    if (streaming && assistantId) getSocket();
  }, [streaming, assistantId, getSocket]);

  const ask = useCallback(
    async (raw: string) => {
      const message = raw.trim();
      if (!assistantId || !message) return;
      const answerId = newId();
      dispatch({
        type: 'ask',
        question: { id: newId(), role: 'visitor', text: message, status: 'done' },
        answer: { id: answerId, role: 'assistant', text: '', status: 'pending' },
      });
      const request = {
        message,
        conversationId: conversationId.current,
        visitorId: visitorId(),
        pageUrl: window.location.href,
      };
      try {
        const streamed = streaming
          ? await streamAnswer(getSocket(), { ...request, requestId: answerId, assistantId }, (token) =>
              dispatch({ type: 'token', id: answerId, token }),
            )
          : null;
        const response = streamed ?? (await sendMessage(assistantId, request));
        conversationId.current = response.conversationId;
        dispatch({ type: 'done', id: answerId, response });
      } catch (error) {
        dispatch({ type: 'fail', id: answerId, message: chatFailureText(errorMessage(error)) });
      }
    },
    [assistantId, getSocket, streaming],
  );

  /** The conversation so far; a lead left before the first question starts one the questions join. */
  const currentConversation = useCallback(() => conversationId.current, []);
  const adoptConversation = useCallback((id: string) => {
    conversationId.current ??= id;
  }, []);

  return { entries, ask, pending, currentConversation, adoptConversation };
}
