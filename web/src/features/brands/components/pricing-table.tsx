import { plansFor, type Brand } from '@gptsite/shared';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../../lib/format';

interface PricingTableProps {
  brand: Brand;
  onStartTrial?: () => void;
}

const MODEL_NOTE = {
  enrollment: 'Priced by enrollment: pick the plan for the number of students at your school.',
  conversation: 'Priced by conversations a month: pick the plan for your visitor volume.',
} as const;

export function PricingTable({ brand, onStartTrial }: PricingTableProps) {
  return (
    <section className="section" aria-labelledby="pricing-title">
      <h2 id="pricing-title">Pricing</h2>
      <p className="section__lead">{MODEL_NOTE[brand.pricingModel]}</p>
      <ul className="pricing-grid">
        {plansFor(brand.pricingModel).map((plan) => (
          <li key={plan.id} className={plan.recommended ? 'plan plan--recommended' : 'plan'}>
            {plan.recommended ? <p className="plan__badge">Recommended</p> : null}
            <h3 className="plan__name">{plan.name}</h3>
            <p className="plan__price">
              <strong>{formatPrice(plan.price)}</strong> / {plan.interval}
            </p>
            <p>{plan.description}</p>
            <ul className="plan__features">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <div className="plan__actions">
              {onStartTrial ? (
                <button type="button" className="button" onClick={onStartTrial}>
                  Start free trial
                </button>
              ) : null}
              <Link
                className="button button--secondary"
                to={`/checkout/${brand.short}/${plan.id}/${plan.interval}`}
              >
                Choose {plan.name}
                <span className="visually-hidden"> plan for {brand.name}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
