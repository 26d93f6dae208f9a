import { TRIAL_DAYS, type Brand } from '@gptsite/shared';

interface BrandHeroProps {
  brand: Brand;
  onStartTrial: () => void;
}

export function BrandHero({ brand, onStartTrial }: BrandHeroProps) {
  return (
    <section className="hero" aria-labelledby="brand-title">
      <p className="hero__eyebrow">
        {brand.name} · {brand.vertical}
      </p>
      <h1 id="brand-title" className="hero__title">
        {brand.title}
      </h1>
      <p className="hero__tagline">{brand.tagline}</p>
      <p className="hero__description">{brand.description}</p>
      <div className="button-row">
        <button type="button" className="button button--large" onClick={onStartTrial}>
          {brand.callToAction}
        </button>
        <a className="button button--secondary button--large" href="#demo">
          Try the demo
        </a>
      </div>
      <p className="hero__fineprint">
        {TRIAL_DAYS}-day free trial · no credit card · up to {brand.callReduction} fewer routine phone calls
      </p>
    </section>
  );
}
