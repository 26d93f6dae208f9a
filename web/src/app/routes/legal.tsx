import { brandForHost, findBrand } from '@gptsite/shared';
import { useParams } from 'react-router-dom';
import { LegalDocumentView } from '../../features/legal/components/legal-document';
import { legalPageFor } from '../../features/legal/utils/legal-text';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found';

/** `/legal/:page` (the host's brand) and `/:brandId/legal/:page`. */
export function LegalRoute() {
  const { brandId, page } = useParams();
  const brand = brandId ? findBrand(brandId) : brandForHost(window.location.hostname);
  const legalPage = legalPageFor(page);
  useDocumentTitle(legalPage === 'terms' ? 'Terms of Service' : 'Privacy Policy');
  if (!brand || !legalPage) return <NotFoundRoute />;
  return (
    <LegalDocumentView brand={brand} page={legalPage} basePath={brandId ? `/${brandId}/legal` : '/legal'} />
  );
}
