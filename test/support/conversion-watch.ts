import type { ConversionCompletedEvent, ConversionFailedEvent, ConversionView } from '../../libs/shared/src';
import type { TestSocket } from './test-api';

export interface ConversionRecording {
  progress: ConversionView[];
  completed: ConversionCompletedEvent[];
  failed: ConversionFailedEvent[];
  /** Resolves at the first completed or failed event. */
  finished: Promise<'completed' | 'failed'>;
}

/** Subscribes a real socket.io client to a conversion and records every event it receives. */
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
  socket.emit('conversion:subscribe', { conversionId });
  return { ...recording, finished } as ConversionRecording;
}

/** Waits a moment after the terminal event so duplicates, if any were sent, would have arrived. */
export function settle(ms = 500): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
