import type { ConversionCompletedEvent, ConversionFailedEvent, ConversionView } from '../../libs/shared/src';
import type { TestSocket } from './test-api';
import { viewTokenFor } from './view-tokens';

export interface ConversionRecording {
  progress: ConversionView[];
  completed: ConversionCompletedEvent[];
  failed: ConversionFailedEvent[];
  /** Resolves at the first completed or failed event. */
  finished: Promise<'completed' | 'failed'>;
}

/**
 * Subscribes a real socket.io client to a conversion and records every event it receives. The subscription
 * carries the viewing token of the trial that made the conversion when this process submitted it;
 * otherwise the socket's handshake token (connectSocket's `token`) must be allowed to watch it.
 */
export function watchConversion(
  socket: TestSocket,
  conversionId: string,
  timeoutMs = 120_000,
): ConversionRecording {
  const recording: Omit<ConversionRecording, 'finished'> = { progress: [], completed: [], failed: [] };
  const finished = new Promise<'completed' | 'failed'>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Conversion ${conversionId} did not finish in ${timeoutMs} ms`)),
      timeoutMs,
    );
    socket.on('conversion:progress', (view) => {
      if (view.id === conversionId) recording.progress.push(view);
    });
    socket.on('conversion:completed', (event) => {
      if (event.conversionId !== conversionId) return;
      recording.completed.push(event);
      clearTimeout(timer);
      resolve('completed');
    });
    socket.on('conversion:failed', (event) => {
      if (event.conversionId !== conversionId) return;
      recording.failed.push(event);
      clearTimeout(timer);
      resolve('failed');
    });
  });
  const token = viewTokenFor(conversionId);
  socket.emit('conversion:subscribe', { conversionId, ...(token ? { token } : {}) });
  return { ...recording, finished } as ConversionRecording;
}

/** Waits a moment after the terminal event so duplicates, if any were sent, would have arrived. */
export function settle(ms = 500): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
