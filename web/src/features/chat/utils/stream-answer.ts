import { failedCallMessage, type ChatDoneEvent, type ChatErrorEvent, type ChatTokenEvent, type ClientToServerEvents } from '@gptsite/shared';
import { STREAM_START_TIMEOUT_MS } from '../../../config/ui';
import { ApiError } from '../../../lib/api-client';
import type { AppSocket } from '../../../lib/socket';

export type AskPayload = Parameters<ClientToServerEvents['chat:ask']>[0];

const STREAM_TOTAL_TIMEOUT_MS = 90_000;

/**
 * Streams an answer over Socket.IO (`chat:ask` → `chat:token`… → `chat:done`). Resolves null when
 * streaming is not available — no connection, no first token in time, or the server does not know the
 * event — so the caller falls back to the POST endpoint. Late events of an abandoned stream are ignored.
 */
export function streamAnswer(socket: AppSocket, payload: AskPayload, onToken: (token: string) => void): Promise<ChatDoneEvent | null> {
  if (!socket.connected) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    let started = false;
    const mine = (event: { requestId: string }) => event.requestId === payload.requestId;
    const handleToken = (event: ChatTokenEvent) => {
      if (!mine(event)) return;
      started = true;
      onToken(event.token);
    };
    const handleDone = (event: ChatDoneEvent) => {
      if (!mine(event)) return;
      cleanup();
      resolve(event);
    };
    const handleError = (event: ChatErrorEvent) => {
      if (!mine(event)) return;
      cleanup();
      if (!started && (event.statusCode === 404 || event.statusCode === 501)) resolve(null);
      else reject(new ApiError(failedCallMessage({ status: event.statusCode, serverMessage: event.message }), event.statusCode));
    };
    const startTimer = setTimeout(() => {
      if (started) return;
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
