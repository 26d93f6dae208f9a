import { stageDefinition, type ConversionView } from '@gptsite/shared';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useRetryConversion } from '../api/retry-conversion';
import { WebsiteCorrection } from './website-correction';

/**
 * Which stage failed, the server's sentence, and a way to start again: at "Initializing" the site's
 * address could not be read, so the owner gets the address to correct; later stages retry as they are.
 */
export function ConversionFailure({ view }: { view: ConversionView }) {
  const stage = view.error?.stage ?? view.stage;
  return (
    <Alert tone="error" title={`The conversion stopped at “${stageDefinition(stage).label}”`}>
      <p>{view.error?.message ?? 'Something went wrong while building the assistant.'}</p>
      {stage === 'initializing' ? <WebsiteCorrection view={view} /> : <RetryButton view={view} />}
    </Alert>
  );
}

function RetryButton({ view }: { view: ConversionView }) {
  const retry = useRetryConversion(view.id);
  return (
    <>
      {retry.error ? <p className="field__error">Retry did not start: {errorMessage(retry.error)}</p> : null}
      <button type="button" className="button" onClick={() => retry.mutate()} disabled={retry.isPending}>
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </button>
    </>
  );
}
