import { SUPPORT_CONTACT, type Brand, type Plan } from '@gptsite/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '../../lib/api-client';
import { assignLocation } from '../../lib/redirect';
import { readToken } from '../auth/utils/token';
import { checkoutOptionsQuery, useCardCheckout, useInvoiceRequest } from './checkout-api';

interface Props {
  brand: Brand;
  plan: Plan;
  interval: 'month' | 'year';
}

/**
 * How the owner pays for the plan: by card (sent to Stripe's Checkout page) when Stripe is configured, or
 * by invoice for schools; with no card payment configured it says so and offers the invoice or an email.
 */
export function CheckoutPayment({ brand, plan, interval }: Props) {
  const options = useQuery(checkoutOptionsQuery);
  const card = useCardCheckout();
  const invoice = useInvoiceRequest();
  const [schoolName, setSchoolName] = useState('');
  const signedIn = readToken() !== null;
  const here = `/checkout/${brand.short}/${plan.id}/${interval}`;
  const isSchool = brand.pricingModel === 'enrollment';
  const subject = `Subscribe: ${brand.name} ${plan.name} (${interval === 'year' ? 'Yearly' : 'Monthly'})`;
  const contact = (
    <a
      className="button button--secondary"
      href={`mailto:${SUPPORT_CONTACT.email}?subject=${encodeURIComponent(subject)}`}
    >
      Email us to subscribe
    </a>
  );

  if (!signedIn)
    return (
      <div className="alert alert--info" role="status">
        <p>Sign in with the account of your trial to choose how to pay for {plan.name}.</p>
        <div className="button-row">
          <Link className="button" to={`/user/login?redirectUrl=${encodeURIComponent(here)}`}>
            Sign in to continue
          </Link>
          {contact}
        </div>
      </div>
    );

  if (invoice.isSuccess)
    return (
      <div className="alert alert--success" role="status">
        <p>
          Your invoice has been issued and {plan.name} is active on your assistant now. The invoice, for the
          rest of this fiscal year and due in 30 days, has been emailed to you.
        </p>
        <Link className="button" to="/user/dashboard">
          Go to your dashboard
        </Link>
      </div>
    );

  const payByCard = () =>
    card.mutate(
      { platform: brand.short, tier: plan.id, interval },
      { onSuccess: (session) => void assignLocation(session.url) },
    );
  const requestInvoice = (event: FormEvent) => {
    event.preventDefault();
    invoice.mutate({ platform: brand.short, tier: plan.id, schoolName: schoolName.trim() || undefined });
  };
  const failure = card.error ?? invoice.error;
  const cardOn = options.data?.card === true;

  return (
    <section className="checkout__payment" aria-label="Payment">
      {options.isSuccess && !cardOn && (
        <div className="alert alert--info" role="status">
          <p>
            Card payment is not switched on here yet.{' '}
            {isSchool ? 'Request an invoice below, or email us' : 'Email us'} and we'll activate {plan.name}{' '}
            on your account — your trial keeps running meanwhile.
          </p>
        </div>
      )}
      <div className="button-row">
        {cardOn && (
          <button
            className="button"
            type="button"
            onClick={payByCard}
            disabled={card.isPending || card.isSuccess}
          >
            {card.isPending || card.isSuccess ? 'Opening secure payment…' : 'Pay by card'}
          </button>
        )}
        {!cardOn && contact}
      </div>
      {isSchool && (
        <form className="checkout__invoice" onSubmit={requestInvoice}>
          <h2>Pay by invoice</h2>
          <p>
            Schools can be invoiced for the rest of the fiscal year (July to June); the plan starts at once
            and the invoice is due in 30 days.
          </p>
          <label>
            School name on the invoice
            <input
              value={schoolName}
              onChange={(event) => setSchoolName(event.target.value)}
              maxLength={200}
            />
          </label>
          <button className="button button--secondary" type="submit" disabled={invoice.isPending}>
            {invoice.isPending ? 'Requesting…' : 'Request an invoice'}
          </button>
        </form>
      )}
      {failure && (
        <div className="alert alert--error" role="alert">
          <p>{errorMessage(failure)}</p>
          {errorStatus(failure) === 401 && (
            <Link to={`/user/login?redirectUrl=${encodeURIComponent(here)}`}>Sign in again</Link>
          )}
        </div>
      )}
    </section>
  );
}
