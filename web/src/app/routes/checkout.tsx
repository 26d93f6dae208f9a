import { findBrand, plansFor, type Brand, type Plan } from '@gptsite/shared';
import { Link, useParams } from 'react-router-dom';
import { formatPrice } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CheckoutPayment } from '../../features/checkout/checkout-payment';
import { NotFoundRoute } from './not-found';

const INTERVALS = { month: 'Monthly', year: 'Yearly' } as const;
type Interval = keyof typeof INTERVALS;
const isInterval = (value: string | undefined): value is Interval => value === 'month' || value === 'year';

function useCheckoutPlan(): { brand: Brand; plan: Plan; interval: Interval } | null {
  const { platform, tier, interval } = useParams();
  const brand = findBrand(platform);
  const plan = brand ? plansFor(brand.pricingModel).find((item) => item.id === tier) : undefined;
  return brand && plan && isInterval(interval) ? { brand, plan, interval } : null;
}

/** `/checkout/:platform/:tier/:interval`: the plan from the catalogue, and how to pay for it. */
export function CheckoutRoute() {
  const chosen = useCheckoutPlan();
  useDocumentTitle('Checkout');
  if (!chosen) return <NotFoundRoute what="plan" />;
  const { brand, plan, interval } = chosen;

  // Yearly is twelve monthly payments: no discount has been announced, so none is invented here.
  const total = interval === 'year' ? plan.price * 12 : plan.price;
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
      <CheckoutPayment brand={brand} plan={plan} interval={interval} />
      <p>
        <Link to={`/checkout/${brand.short}/${plan.id}/${interval === 'month' ? 'year' : 'month'}`}>
          Switch to {interval === 'month' ? 'yearly' : 'monthly'} billing
        </Link>
      </p>
    </div>
  );
}

/** `/checkout/:platform/:tier/:interval/success`: back from Stripe after paying. */
export function CheckoutSuccessRoute() {
  const chosen = useCheckoutPlan();
  useDocumentTitle('Payment received');
  if (!chosen) return <NotFoundRoute what="plan" />;
  return (
    <div className="page checkout">
      <h1>Thank you</h1>
      <div className="alert alert--success" role="status">
        <p>
          Your payment for {chosen.brand.name} {chosen.plan.name} went through. Your assistant moves to the
          plan as soon as the payment is confirmed, usually within a minute.
        </p>
        <Link className="button" to="/user/dashboard">
          Go to your dashboard
        </Link>
      </div>
    </div>
  );
}

/** `/checkout/:platform/:tier/:interval/cancelled`: back from Stripe without paying. */
export function CheckoutCancelledRoute() {
  const chosen = useCheckoutPlan();
  useDocumentTitle('Payment cancelled');
  if (!chosen) return <NotFoundRoute what="plan" />;
  const { brand, plan, interval } = chosen;
  return (
    <div className="page checkout">
      <h1>Payment cancelled</h1>
      <div className="alert alert--info" role="status">
        <p>Nothing was charged. Your assistant keeps its current plan or trial.</p>
        <Link className="button" to={`/checkout/${brand.short}/${plan.id}/${interval}`}>
          Back to {plan.name}
        </Link>
      </div>
    </div>
  );
}
