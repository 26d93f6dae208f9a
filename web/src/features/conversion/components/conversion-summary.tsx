import { stageDefinition, type ConversionView } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, errorStatus } from '../../../lib/api-client';
import { conversionQueryOptions } from '../api/get-conversion';
import { useConversionEvents } from '../hooks/use-conversion-events';
import { ConversionFailure } from './conversion-failure';
import { SemanticIndexLine } from './semantic-index-line';
import { SignInPrompt } from './sign-in-prompt';
import { ShortProgress } from './short-progress';

/** A compact, live status card for pages that are about something else (the owner's dashboard). */
export function ConversionSummary({
  conversionId,
  children,
}: {
  conversionId: string;
  children: (view: ConversionView) => ReactNode;
}) {
  const { data: view, error, isPending } = useQuery(conversionQueryOptions(conversionId));
  useConversionEvents(conversionId, { redirectOnComplete: false });
  if (isPending) return <Spinner label="Loading your assistant…" />;
  const status = errorStatus(error);
  if (status === 401 || status === 403) return <SignInPrompt status={status} />;
  if (error || !view)
    return (
      <Alert tone="error" title="We couldn't load this assistant">
        {errorMessage(error)}
      </Alert>
    );
  return (
    <>
      <section className="card" aria-labelledby="summary-title">
        <h2 id="summary-title">{view.website}</h2>
        <ShortProgress view={view} />
        {view.status === 'running' ? (
          <>
            <ProgressBar value={view.progress} label="Build progress" />
            <p>
              {stageDefinition(view.stage).label} — {Math.round(view.progress)}%.{' '}
              <Link to={`/conversion/${encodeURIComponent(view.id)}`}>Watch every stage</Link>
            </p>
          </>
        ) : null}
        {view.status === 'failed' ? <ConversionFailure view={view} /> : null}
        {view.status === 'completed' && view.semanticIndex ? (
          <SemanticIndexLine index={view.semanticIndex} />
        ) : null}
      </section>
      {children(view)}
    </>
  );
}
