import { findBrand, plansFor, SUPPORT_CONTACT, TRIAL_DAYS } from '@gptsite/shared';
import { Link, useParams } from 'react-router-dom';
import { formatPrice } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotFoundRoute } from './not-found';

const INTERVALS = { month: 'Monthly', year: 'Yearly' } as const;
type Interval = keyof typeof INTERVALS;
const isInterval = (value: string | undefined): value is Interval => value === 'month' || value === 'year';

/** `/checkout/:platform/:tier/:interval`: the plan summary; payment is arranged with sales for now. */
export function CheckoutRoute() {
  const { platform, tier, interval } = useParams();
  const brand = findBrand(platform);
  const plan = brand ? plansFor(brand.pricingModel).find((item) => item.id === tier) : undefined;
  useDocumentTitle('Checkout');
  if (!brand || !plan || !isInterval(interval)) return <NotFoundRoute what="plan" />;

  // Yearly is twelve monthly payments: no discount has been announced, so none is invented here.
  const total = interval === 'year' ? plan.price * 12 : plan.price;
  const subject = `Subscribe: ${brand.name} ${plan.name} (${INTERVALS[interval]})`;
  return (
    <div className="page checkout">
      <h1>
        {brand.name} {plan.name}
      </h1>
      <p className="section__lead">{plan.description}</p>
      <dl className="facts">
        <dt>Billing</dt>
        <dd>{INTERVALS[interval]}</dd>
        <dt>Price</dt>
        <dd>
          {formatPrice(plan.price)} a month
          {interval === 'year' ? ` · ${formatPrice(total)} billed yearly` : ''}
        </dd>
        <dt>Support</dt>
        <dd>{plan.support}</dd>
      </dl>
      <ul className="plan__features">
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="alert alert--info" role="status">
        <p>
          Online card payment is not switched on yet. Email us and we'll activate {plan.name} on your account
          and send an invoice — your trial keeps running meanwhile.
        </p>
        <div className="button-row">
          <a
            className="button"
            href={`mailto:${SUPPORT_CONTACT.email}?subject=${encodeURIComponent(subject)}`}
          >
            Email to subscribe
          </a>
          <Link className="button button--secondary" to={`/${brand.product}#trial`}>
            Start a {TRIAL_DAYS}-day trial first
          </Link>
        </div>
      </div>
      <p>
        <Link to={`/checkout/${brand.short}/${plan.id}/${interval === 'month' ? 'year' : 'month'}`}>
          Switch to {interval === 'month' ? 'yearly' : 'monthly'} billing
        </Link>
      </p>
    </div>
  );
}
