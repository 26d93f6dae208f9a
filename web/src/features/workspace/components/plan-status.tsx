import { BRANDS, plansFor, type AssistantListItem, type AssistantPlanView } from '@gptsite/shared';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert';
import { formatNumber } from '../../../lib/format';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });

/** "Free trial · 5 days left (ends March 17)", "Gold", "Trial ended": the plan fact of the card. */
export function planLabel(plan: AssistantPlanView): string {
  if (plan.kind === 'plan') return plan.planName;
  if (plan.customerStatus === 'cancelled') return 'Subscription cancelled';
  if (plan.paused || !plan.trialEndsAt) return 'Free trial ended';
  const left = plan.daysLeft === 1 ? 'last day' : `${plan.daysLeft} days left`;
  return `${plan.planName} · ${left} (ends ${day(plan.trialEndsAt)})`;
}

/** "12 of 100 during the trial", "900 of 5,000 this month", "900 this month (unlimited)". */
export function quotaLabel(plan: AssistantPlanView): string {
  const during = plan.kind === 'trial' ? 'during the trial' : 'this month';
  if (plan.limit === null) return `${formatNumber(plan.used)} ${during} (unlimited)`;
  return `${formatNumber(plan.used)} of ${formatNumber(plan.limit)} ${during}`;
}

/** Where to choose a plan: the brand's recommended one at checkout. */
function choosePlanPath(assistant: AssistantListItem): string {
  const brand = BRANDS[assistant.brand];
  const plans = brand ? plansFor(brand.pricingModel) : [];
  const plan = plans.find((item) => item.recommended) ?? plans[0];
  return `/checkout/${assistant.brand}/${plan?.id ?? 'gold'}/month`;
}

/** Paused, or out of conversations: said above the card's facts, with the way out. */
export function PlanNotice({ assistant }: { assistant: AssistantListItem }) {
  const plan = assistant.plan;
  if (!plan) return null;
  // A bought plan's payments (checkout): a failed one, or a cancelled subscription (the assistant pauses).
  if (plan.customerStatus === 'cancelled')
    return (
      <Alert tone="warning" title="Your subscription was cancelled">
        The assistant is paused: visitors see your contact details instead of answers. Nothing has been
        deleted. <Link to={choosePlanPath(assistant)}>Choose a plan</Link>
      </Alert>
    );
  if (plan.customerStatus === 'past_due')
    return (
      <Alert tone="warning" title="Your last payment did not go through">
        Your plan keeps running for now; please update your payment details or pay the open invoice.{' '}
        <Link to={`/checkout/${assistant.brand}/${plan.planId}/month`}>Pay again</Link>
      </Alert>
    );
  const full = plan.limit !== null && plan.used >= plan.limit;
  if (!plan.paused && !full) return null;
  return (
    <Alert tone="warning" title={plan.paused ? 'Your free trial has ended' : 'Conversation limit reached'}>
      {plan.paused
        ? 'The assistant is paused: visitors see your contact details instead of answers. Nothing has been deleted. '
        : 'New visitors see your contact details instead of answers until the count starts again. '}
      <Link to={choosePlanPath(assistant)}>{plan.paused ? 'Choose a plan' : 'Upgrade your plan'}</Link>
    </Alert>
  );
}
