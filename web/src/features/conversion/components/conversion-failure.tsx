import { stageDefinition, type ConversionView } from '@gptsite/shared';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-client';
import { useRetryConversion } from '../api/retry-conversion';

/** Which stage failed, the server's sentence, and a Retry that starts the conversion again. */
export function ConversionFailure({ view }: { view: ConversionView }) {
  const retry = useRetryConversion(view.id);
  const stage = view.error?.stage ?? view.stage;
  return (
    <Alert tone="error" title={`The conversion stopped at “${stageDefinition(stage).label}”`}>
      <p>{view.error?.message ?? 'Something went wrong while building the assistant.'}</p>
      {retry.error ? <p className="field__error">Retry did not start: {errorMessage(retry.error)}</p> : null}
      <button type="button" className="button" onClick={() => retry.mutate()} disabled={retry.isPending}>
        {retry.isPending ? 'Retrying…' : 'Retry'}
      </button>
    </Alert>
  );
}
