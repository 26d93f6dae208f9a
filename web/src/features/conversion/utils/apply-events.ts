import type { ConversionCompletedEvent, ConversionFailedEvent, ConversionView } from '@gptsite/shared';

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
