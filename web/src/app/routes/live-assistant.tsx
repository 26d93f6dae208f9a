import { BRANDS, businessName, findBrand, type AssistantProfile, type BrandKey } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Spinner } from '../../components/ui/spinner';
import { assistantQueryOptions } from '../../features/chat/api/get-assistant';
import { AssistantChat } from '../../features/chat/components/assistant-chat';
import { DemoChat } from '../../features/chat/components/demo-chat';
import { readToken } from '../../features/auth/utils/token';
import { liveLookupQueryOptions } from '../../features/conversion/api/get-live-lookup';
import { ConversionLive } from '../../features/conversion/components/conversion-live';
import { readViewToken } from '../../features/conversion/utils/view-token';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found';

/**
 * The browser tab's name for a live assistant: the business's assistant ("Butler Music School
 * assistant"). An assistant still named after the product ("EdGPT Assistant", no organisation given on
 * the trial form) is named after its website instead.
 */
export function liveTabTitle(profile: Pick<AssistantProfile, 'name' | 'brand' | 'website'>): string {
  const business = businessName(profile);
  return business ? `${business} assistant` : 'Assistant';
}

function LiveTabTitle({ assistantId }: { assistantId: string }) {
  const { data: profile } = useQuery(assistantQueryOptions(assistantId));
  useDocumentTitle(profile ? liveTabTitle(profile) : 'Opening the assistant…');
  return null;
}

/**
 * The assistant behind a conversion, full page (public); while it is still being built, the build progress
 * to whoever may watch it (the tab that submitted the trial, or a signed-in owner), a notice to others.
 * Under another brand's path (`/lawfirm/{id}` for an EdGPT assistant) it moves to its own brand's path,
 * so it is shown in its brand's colours.
 */
function ConversionAssistant({
  conversionId,
  demo,
  pathBrand,
}: {
  conversionId: string;
  demo?: boolean;
  pathBrand?: BrandKey;
}) {
  const { data: view, error, isPending } = useQuery(liveLookupQueryOptions(conversionId));
  if (isPending) return <Spinner label="Opening the assistant…" />;
  if (errorStatus(error) === 404) return <NotFoundRoute what="assistant" />;
  if (error || !view)
    return (
      <Alert tone="error" title="The assistant could not be opened">
        {errorMessage(error)}
      </Alert>
    );
  const ownBrand = view.brand ? BRANDS[view.brand] : undefined;
  if (pathBrand && ownBrand && ownBrand.key !== pathBrand)
    return <Navigate to={`/${ownBrand.product}/${encodeURIComponent(conversionId)}`} replace />;
  if (view.status !== 'completed') {
    if (!readViewToken(conversionId) && !readToken())
      return (
        <div className="page">
          <Alert tone="info" title="This assistant is not ready yet">
            {view.status === 'failed'
              ? 'Its build did not finish. Please check back later.'
              : 'It is still being built from its website. Please check back in a few minutes.'}
          </Alert>
        </div>
      );
    return (
      <div className="page">
        <ConversionLive conversionId={conversionId} />
      </div>
    );
  }
  return (
    <div className="live-page">
      <LiveTabTitle assistantId={view.assistantId} />
      {demo ? <p className="demo-banner">Demo mode — answers come from the sample website.</p> : null}
      <AssistantChat assistantId={view.assistantId} variant="full" />
    </div>
  );
}

/** `/:product/:conversionId`: the live site of an assistant under its brand's path. */
export function LiveAssistantRoute() {
  const { product, conversionId = '' } = useParams();
  const brand = findBrand(product);
  if (!brand) return <NotFoundRoute />;
  return <ConversionAssistant conversionId={conversionId} pathBrand={brand.key} />;
}

/** `/gptsite-demo/:id`: a brand key opens that brand's demo assistant; anything else is a conversion id. */
export function DemoAssistantRoute() {
  const { id = '' } = useParams();
  const brand = findBrand(id);
  if (brand) {
    return (
      <div className="live-page">
        <p className="demo-banner">Demo mode — {brand.name} answering from its sample website.</p>
        <DemoChat brand={brand} variant="full" />
      </div>
    );
  }
  return <ConversionAssistant conversionId={id} demo />;
}
