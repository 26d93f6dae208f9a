import { BrandExplorer } from '../../features/brands/components/brand-explorer';
import { HostResolver } from '../../features/brands/components/host-resolver';
import { useDocumentTitle } from '../../lib/use-document-title';

export function BrandsRoute() {
  useDocumentTitle('Brand explorer');
  return (
    <div className="page">
      <h1>Brand explorer</h1>
      <p className="section__lead">
        Six industry brands on one engine. Pick one to see its copy, colours, pages and pricing.
      </p>
      <BrandExplorer />
    </div>
  );
}

export function DomainsRoute() {
  useDocumentTitle('Brand domains');
  return (
    <div className="page">
      <h1>Domains</h1>
      <p className="section__lead">
        Each brand has its own domain. Opening <code>/</code> on a brand domain (with or without www) shows
        that brand's page and theme; every other page stays available. On any other host, <code>/</code> shows
        the education brand.
      </p>
      <HostResolver />
    </div>
  );
}
