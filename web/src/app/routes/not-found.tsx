import { Link } from 'react-router-dom';
import { BrandQuickNav } from '../../features/brands/components/brand-quick-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

export function NotFoundRoute({ what = 'page' }: { what?: string }) {
  useDocumentTitle('Page not found');
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The {what} you're looking for doesn't exist or has been moved.</p>
      <p>
        <Link to="/" className="button">
          Go to the home page
        </Link>
      </p>
      <h2>Looking for an industry page?</h2>
      <BrandQuickNav label="Brand pages" />
    </section>
  );
}
