import { Link } from 'react-router-dom';
import { ApiError } from '../lib/api-client';
import { Alert } from './ui/alert';

/**
 * The server's sentence when the assistant's plan does not unlock a feature (403 PLAN_FEATURE_MISSING,
 * e.g. "Analytics are part of the Gold plan and above. Upgrade at /checkout/gpt/gold/month."); null for
 * any other failure.
 */
export function planFeatureMissing(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 'PLAN_FEATURE_MISSING') return null;
  return error.message.replace(/^\d{3}: /, '');
}

/** Shown in place of a feature's card: what the plan lacks and a link to the checkout that has it. */
export function PlanFeatureNotice({ message }: { message: string }) {
  const checkout = /\/checkout\/[\w-]+\/[\w-]+\/(?:month|year)/.exec(message)?.[0];
  return (
    <Alert tone="info" title="Not part of this plan">
      <p>{message}</p>
      {checkout ? (
        <Link className="button" to={checkout}>
          Upgrade your plan
        </Link>
      ) : null}
    </Alert>
  );
}
