import {
  failedCallMessage,
  type ChatDoneEvent,
  type ChatErrorEvent,
  type ChatTokenEvent,
  type ClientToServerEvents,
} from '@gptsite/shared';
import { STREAM_START_TIMEOUT_MS } from '../../../config/ui';
import { ApiError } from '../../../lib/api-client';
import type { AppSocket } from '../../../lib/socket';

export type AskPayload = Parameters<ClientToServerEvents['chat:ask']>[0];

const STREAM_TOTAL_TIMEOUT_MS = 90_000;

/**
 * What each connection has shown about streaming. A server that never answers `chat:ask` costs one
 * start timeout, after which questions go straight to POST; one that has streamed is waited for.
 */
const streamingSupport = new WeakMap<object, 'yes' | 'no'>();

/**
 * Streams an answer over Socket.IO (`chat:ask` → `chat:token`… → `chat:done`). Resolves null when
 * streaming is not available — no connection, no first token in time, or the server does not know the
 * event — so the caller falls back to the POST endpoint. Late events of an abandoned stream are ignored.
 */
export function streamAnswer(
  socket: AppSocket,
  payload: AskPayload,
  onToken: (token: string) => void,
): Promise<ChatDoneEvent | null> {
  if (!socket.connected || streamingSupport.get(socket) === 'no') return Promise.resolve(null);
  const confirmed = streamingSupport.get(socket) === 'yes';
  return new Promise((resolve, reject) => {
    let started = false;
    const mine = (event: { requestId: string }) => event.requestId === payload.requestId;
    const handleToken = (event: ChatTokenEvent) => {
      if (!mine(event)) return;
      started = true;
      streamingSupport.set(socket, 'yes');
      onToken(event.token);
    };
    const handleDone = (event: ChatDoneEvent) => {
      if (!mine(event)) return;
      streamingSupport.set(socket, 'yes');
      cleanup();
      resolve(event);
    };
    const handleError = (event: ChatErrorEvent) => {
      if (!mine(event)) return;
      cleanup();
      if (!started && (event.statusCode === 404 || event.statusCode === 501)) {
        // 501: the server does not stream at all; 404 may be about this assistant, so POST says what it is.
        if (event.statusCode === 501) streamingSupport.set(socket, 'no');
        resolve(null);
      } else
        reject(
          new ApiError(
            failedCallMessage({ status: event.statusCode, serverMessage: event.message }),
            event.statusCode,
          ),
        );
    };
    const startTimer = setTimeout(() => {
      if (started || confirmed) return;
      streamingSupport.set(socket, 'no');
      cleanup();
      resolve(null);
    }, STREAM_START_TIMEOUT_MS);
    const totalTimer = setTimeout(() => {
      cleanup();
      reject(new ApiError('Request timed out; no answer arrived in time'));
    }, STREAM_TOTAL_TIMEOUT_MS);
    function cleanup() {
      clearTimeout(startTimer);
      clearTimeout(totalTimer);
      socket.off('chat:token', handleToken);
      socket.off('chat:done', handleDone);
      socket.off('chat:error', handleError);
    }
    socket.on('chat:token', handleToken);
    socket.on('chat:done', handleDone);
    socket.on('chat:error', handleError);
    socket.emit('chat:ask', payload);
  });
}
