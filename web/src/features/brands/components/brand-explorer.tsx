import { BRAND_LIST, BRANDS, plansFor, type BrandKey } from '@gptsite/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format';
import { FeatureGrid } from './card-grids';
import { StatStrip } from './stat-strip';

/** All six brands side by side: pick one to see its copy, colours, routes and pricing model. */
export function BrandExplorer() {
  const [selected, setSelected] = useState<BrandKey>(BRAND_LIST[0].key);
  const brand = BRANDS[selected];
  const plans = plansFor(brand.pricingModel);
  return (
    <div className="explorer">
      <div role="radiogroup" aria-label="Brand" className="chip-row">
        {BRAND_LIST.map((item) => (
          <button
            key={item.key}
            type="button"
            role="radio"
            aria-checked={item.key === selected}
            className={item.key === selected ? 'chip chip--active' : 'chip'}
            onClick={() => setSelected(item.key)}
          >
            {item.name}
          </button>
        ))}
      </div>
      <article className="explorer__detail" aria-live="polite">
        <h2>{brand.name}</h2>
        <p className="section__lead">{brand.tagline}</p>
        <dl className="facts">
          <dt>Vertical</dt>
          <dd>{brand.vertical}</dd>
          <dt>Domain</dt>
          <dd>{brand.domain}</dd>
          <dt>Pages</dt>
          <dd>
            {[...new Set([`/${brand.product}`, ...brand.aliases])].map((path) => (
              <Link key={path} to={path} className="path-link">
                {path}
              </Link>
            ))}
          </dd>
          <dt>Colours</dt>
          <dd>
            <span className="swatch" style={{ background: brand.colors.primary }} aria-hidden="true" />{' '}
            {brand.colors.primary}{' '}
            <span className="swatch" style={{ background: brand.colors.secondary }} aria-hidden="true" />{' '}
            {brand.colors.secondary}
          </dd>
          <dt>Pricing</dt>
          <dd>
            {brand.pricingModel === 'enrollment' ? 'By enrollment' : 'By conversations'}:{' '}
            {plans.map((plan) => `${plan.name} ${formatPrice(plan.price)}`).join(' · ')}
          </dd>
          <dt>Example question</dt>
          <dd>“{brand.exampleQuestion}”</dd>
          <dt>Greeting</dt>
          <dd>“{brand.greeting}”</dd>
          <dt>Serves</dt>
          <dd>{brand.industryOptions.join(', ')}</dd>
        </dl>
        <StatStrip stats={brand.stats} />
        <FeatureGrid features={brand.features} title={`${brand.name} features`} />
      </article>
    </div>
  );
}
