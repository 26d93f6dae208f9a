import { SUPPORT_CONTACT } from '@gptsite/shared';
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../../components/errors/error-boundary';
import { Spinner } from '../../components/ui/spinner';
import { BrandQuickNav } from '../../features/brands/components/brand-quick-nav';
import { useThemeBrand } from '../../features/brands/hooks/use-theme-brand';
import { MainNav } from './main-nav';

/** Header, brand navigation and footer around every marketing and dashboard page. */
export function RootLayout() {
  const brand = useThemeBrand();
  const { pathname } = useLocation();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="logo">
            <span className="logo__mark" aria-hidden="true">
              {brand.name.slice(0, 1)}
            </span>
            {brand.name}
          </Link>
          <MainNav />
        </div>
        <BrandQuickNav label="Industries" />
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

function SiteFooter() {
  return (
    <footer className="site-footer">
      <BrandQuickNav label="Brand pages" />
      <nav aria-label="Footer" className="footer-links">
        <Link to="/legal/privacy">Privacy Policy</Link>
        <Link to="/legal/terms">Terms of Service</Link>
        <Link to="/domains">Domains</Link>
        <Link to="/monitor">System status</Link>
      </nav>
      <p>
        Support: <a href={`tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`}>{SUPPORT_CONTACT.phone}</a> ·{' '}
        <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
      </p>
    </footer>
  );
}

/** Full-page chat: no marketing chrome, just the assistant. */
export function BareLayout() {
  useThemeBrand();
  const { pathname } = useLocation();
  return (
    <main id="main" className="bare-main">
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
