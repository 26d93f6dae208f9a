import type { ConversionCompletedEvent, ConversionFailedEvent, ConversionView } from '@gptsite/shared';

/**
 * A progress view, unless the cache already holds a newer state. Views are published by several
 * processes (the api, each worker, the background semantic index), each after reading the row, so one
 * read before the build completed can arrive after `conversion:completed`; taking it would show a live
 * assistant as still building, with nothing left to correct it.
 */
export function applyProgress(
  cached: ConversionView | undefined,
  view: ConversionView,
): ConversionView | undefined {
  if (cached && Date.parse(view.updatedAt) < Date.parse(cached.updatedAt)) return cached;
  return view;
}

/** Marks a cached conversion completed; with nothing cached yet the next GET brings the truth. */
export function applyCompleted(
  view: ConversionView | undefined,
  event: ConversionCompletedEvent,
): ConversionView | undefined {
  if (!view) return view;
  return {
    ...view,
    status: 'completed',
    progress: 100,
    assistantId: event.assistantId,
    redirectUrl: event.redirectUrl,
  };
}

/** Marks a cached conversion failed at the event's stage, keeping any error code the server sent before. */
export function applyFailed(
  view: ConversionView | undefined,
  event: ConversionFailedEvent,
): ConversionView | undefined {
  if (!view) return view;
  const code = view.error?.code ?? 'CONVERSION_FAILED';
  return {
    ...view,
    status: 'failed',
    stage: event.stage,
    stages: view.stages.map((stage) =>
      stage.name === event.stage ? { ...stage, status: 'failed', message: event.message } : stage,
    ),
    error: { stage: event.stage, code, message: event.message },
  };
}
