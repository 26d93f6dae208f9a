import { brandForHost, type Brand } from '@gptsite/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BrandHero } from '../../features/brands/components/brand-hero';
import { BenefitGrid, FeatureGrid } from '../../features/brands/components/card-grids';
import { PricingTable } from '../../features/brands/components/pricing-table';
import { ProblemList } from '../../features/brands/components/problem-list';
import { StatStrip } from '../../features/brands/components/stat-strip';
import { DemoChat } from '../../features/chat/components/demo-chat';
import { TrialForm } from '../../features/trial/components/trial-form';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A brand's marketing page: the copy from the shared catalogue, a real demo chat and the trial form. */
export function BrandLandingRoute({ brand }: { brand: Brand }) {
  const navigate = useNavigate();
  const [trialOpen, setTrialOpen] = useState(() => window.location.hash === '#trial');
  const trialHeading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(brand.title);

  useEffect(() => {
    if (!trialOpen) return;
    trialHeading.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    trialHeading.current?.focus();
  }, [trialOpen]);
  const openTrial = () => (trialOpen ? trialHeading.current?.focus() : setTrialOpen(true));

  return (
    <div className="landing">
      <BrandHero brand={brand} onStartTrial={openTrial} />
      <StatStrip stats={brand.stats} />
      <ProblemList brand={brand} />
      <section id="demo" className="section demo" aria-labelledby="demo-title">
        <div className="demo__intro">
          <h2 id="demo-title">Ask the {brand.name} demo</h2>
          <p>
            Try the question{' '}
            {brand.audience ? `${brand.audience.toLowerCase()} ask most` : 'visitors ask most'}: “
            {brand.exampleQuestion}”
          </p>
          <p className="muted">
            The demo answers only from its sample website and links every source. When the site does not say,
            it tells you so.
          </p>
        </div>
        <DemoChat brand={brand} />
      </section>
      <FeatureGrid features={brand.features} />
      <BenefitGrid benefits={brand.benefits} />
      <PricingTable brand={brand} onStartTrial={openTrial} />
      <section id="trial" className="section trial-section" aria-labelledby="trial-title">
        <h2 id="trial-title" ref={trialHeading} tabIndex={-1}>
          {brand.callToAction}
        </h2>
        {trialOpen ? (
          <TrialForm
            defaultBrand={brand.key}
            onCreated={(created) => navigate(`/conversion/${encodeURIComponent(created.conversionId)}`)}
          />
        ) : (
          <button type="button" className="button button--large" onClick={openTrial}>
            Open the trial form
          </button>
        )}
      </section>
      <p className="legal-links">
        <Link to={`/${brand.product}/legal/privacy`}>{brand.name} Privacy Policy</Link> ·{' '}
        <Link to={`/${brand.product}/legal/terms`}>Terms of Service</Link>
      </p>
    </div>
  );
}

/** `/`: the brand named by the hostname; localhost and unknown hosts get education. */
export function HostLandingRoute() {
  return <BrandLandingRoute brand={brandForHost(window.location.hostname)} />;
}
