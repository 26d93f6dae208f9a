import { categorizeError, ERROR_CATEGORY_TEXT, stageDefinition, type ConversionView } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { conversionQueryOptions } from '../api/get-conversion';
import { useConversionEvents } from '../hooks/use-conversion-events';
import { ConversionCounts } from './conversion-counts';
import { ConversionFailure } from './conversion-failure';
import { ShortProgress } from './short-progress';
import { StageList } from './stage-list';

interface ConversionLiveProps {
  conversionId: string;
  redirectOnComplete?: boolean;
  /** Shown once the conversion has completed (links to the assistant and dashboard). */
  completedActions?: (view: ConversionView) => ReactNode;
}

/** The owner's live view: snapshot from GET, then socket deltas into the same cache entry. */
export function ConversionLive({
  conversionId,
  redirectOnComplete = true,
  completedActions,
}: ConversionLiveProps) {
  const { data: view, error, isPending } = useQuery(conversionQueryOptions(conversionId));
  useConversionEvents(conversionId, { redirectOnComplete });

  if (isPending) return <Spinner label="Loading your conversion…" />;
  if (error || !view) {
    const message = errorMessage(error);
    return (
      <Alert tone="error" title="We couldn't load this conversion">
        <p>{ERROR_CATEGORY_TEXT[categorizeError(message)]}</p>
        <p className="muted">{message}</p>
      </Alert>
    );
  }
  const current = stageDefinition(view.stage);
  return (
    <section className="conversion" aria-labelledby="conversion-title">
      <h2 id="conversion-title">
        {view.status === 'completed'
          ? 'Your assistant is ready'
          : `Building the assistant for ${view.website}`}
      </h2>
      <p className="muted" aria-live="polite">
        {view.status === 'running' ? `${current.label}: ${current.description}.` : null}
        {view.status === 'completed' ? `Everything is in place for ${view.website}.` : null}
      </p>
      <ProgressBar value={view.progress} label="Overall progress" tone={view.status} />
      <p className="conversion__percent">{Math.round(view.progress)}% complete</p>
      <ShortProgress view={view} />
      {view.status === 'failed' ? <ConversionFailure view={view} /> : null}
      {view.status === 'completed' ? completedActions?.(view) : null}
      <ConversionCounts counts={view.counts} />
      <StageList view={view} />
    </section>
  );
}
