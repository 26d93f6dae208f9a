import type { BenefitCard, FeatureCard } from '@gptsite/shared';
import { Icon } from '../../../components/ui/icon';

export function FeatureGrid({
  features,
  title = 'What it does',
}: {
  features: FeatureCard[];
  title?: string;
}) {
  return (
    <section className="section" aria-labelledby="features-title">
      <h2 id="features-title">{title}</h2>
      <ul className="card-grid">
        {features.map((feature) => (
          <li key={feature.title} className="card">
            <Icon name={feature.icon} className="card__icon" />
            <h3 className="card__title">{feature.title}</h3>
            <p>{feature.description}</p>
            <p className="card__stat">{feature.stat}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BenefitGrid({
  benefits,
  title = 'Why it matters',
}: {
  benefits: BenefitCard[];
  title?: string;
}) {
  return (
    <section className="section" aria-labelledby="benefits-title">
      <h2 id="benefits-title">{title}</h2>
      <ul className="card-grid">
        {benefits.map((benefit) => (
          <li key={benefit.title} className="card card--benefit">
            <Icon name={benefit.icon} className="card__icon" />
            <h3 className="card__title">{benefit.title}</h3>
            <p>{benefit.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
