import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { SetPasswordOffer } from '../../features/auth/components/set-password-offer';
import { conversionQueryOptions } from '../../features/conversion/api/get-conversion';
import { ConversionLive } from '../../features/conversion/components/conversion-live';
import { CoverageReport } from '../../features/conversion/components/coverage-report';
import { submittedEmail } from '../../features/trial/utils/submitted-email';
import { useDocumentTitle } from '../../lib/use-document-title';

/** `/conversion/:conversionId`: shown right after the trial form; survives reloads and reconnects. */
export function ConversionRoute() {
  const { conversionId = '' } = useParams();
  useDocumentTitle('Building your assistant');
  // The same cache entry ConversionLive reads: no second request.
  const { data: view } = useQuery(conversionQueryOptions(conversionId));
  return (
    <div className="page">
      <ConversionLive
        conversionId={conversionId}
        completedActions={(view) => (
          <div className="button-row">
            {view.liveUrl || view.redirectUrl ? (
              <a className="button" href={view.liveUrl ?? view.redirectUrl}>
                Open your assistant
              </a>
            ) : null}
            <Link
              className="button button--secondary"
              to={`/school-dashboard/${encodeURIComponent(conversionId)}`}
            >
              Go to your dashboard
            </Link>
          </div>
        )}
      />
      {view?.status === 'running' ? (
        <p>
          Keep this page open: you'll be taken to your assistant when it's ready. You can also{' '}
          <Link to={`/school-dashboard/${encodeURIComponent(conversionId)}`}>open your dashboard</Link>.
        </p>
      ) : null}
      <SetPasswordOffer email={submittedEmail(conversionId)} />
      <CoverageReport conversionId={conversionId} />
    </div>
  );
}
