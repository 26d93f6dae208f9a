import {
  BRANDS,
  findPlan,
  plansFor,
  type Allowance,
  type BrandKey,
  type TrialReminder,
} from '@gptsite/shared';
import type { AppConfig } from '../config/app-config';
import type { MailMessage } from '../mail/mail.service';

/** The mails of plans and trials: what the owner is told, with where to upgrade. */

function baseUrl(config: AppConfig): string {
  return (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
}

const longDate = (date: Date) =>
  date.toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });

/** The next plan up from the current one (the recommended plan from a trial), at the brand's checkout. */
export function upgradeUrl(config: AppConfig, brand: BrandKey, currentPlanId: string | null): string {
  const plans = plansFor(BRANDS[brand].pricingModel);
  const index = plans.findIndex((plan) => plan.id === currentPlanId);
  const next =
    index >= 0
      ? (plans[Math.min(index + 1, plans.length - 1)] ?? plans[0])
      : (plans.find((plan) => plan.recommended) ?? plans[0]);
  return `${baseUrl(config)}/checkout/${brand}/${next.id}/month`;
}

export function dashboardLink(config: AppConfig, conversionId: string | null): string {
  return conversionId
    ? `${baseUrl(config)}/school-dashboard/${encodeURIComponent(conversionId)}`
    : `${baseUrl(config)}/user/dashboard`;
}

export interface QuotaMailInput {
  to: string;
  assistantName: string;
  brand: BrandKey;
  allowance: Allowance;
  used: number;
  conversionId: string | null;
}

/** "its free trial allows; the trial ends on March 17, 2026" / "the Gold plan allows this month; …". */
function allowsWords(allowance: Allowance): string {
  return allowance.kind === 'trial'
    ? `its free trial allows; the trial ends on ${longDate(allowance.until)}`
    : `the ${allowance.planName} plan allows this month; the count starts again on ${longDate(allowance.until)}`;
}

export function quotaNearMail(config: AppConfig, input: QuotaMailInput): MailMessage {
  const link = upgradeUrl(config, input.brand, findPlan(input.allowance.planId)?.id ?? null);
  return {
    to: input.to,
    subject: `${input.assistantName} has used 80% of its conversations`,
    text: [
      `${input.assistantName} has started ${input.used} of the ${input.allowance.limit} conversations ${allowsWords(input.allowance)}.`,
      `When it reaches ${input.allowance.limit}, new visitors are shown your contact details instead of answers (visitors already chatting can finish).`,
      `To keep answering everyone, choose a larger plan: ${link}`,
      `Your assistant's page: ${dashboardLink(config, input.conversionId)}`,
    ].join('\n\n'),
    link,
  };
}

export function quotaReachedMail(config: AppConfig, input: QuotaMailInput): MailMessage {
  const link = upgradeUrl(config, input.brand, findPlan(input.allowance.planId)?.id ?? null);
  return {
    to: input.to,
    subject: `${input.assistantName} has reached its conversation limit`,
    text: [
      `${input.assistantName} has started all ${input.allowance.limit} conversations ${allowsWords(input.allowance)}.`,
      'New visitors are now shown your contact details instead of answers; visitors already chatting can finish their conversation.',
      `To upgrade and answer again right away: ${link}`,
      `Your assistant's page: ${dashboardLink(config, input.conversionId)}`,
    ].join('\n\n'),
    link,
  };
}

export interface TrialReminderInput {
  to: string;
  brand: BrandKey;
  assistantName: string | null;
  endsAt: Date;
  conversionId: string | null;
}

export function trialReminderMail(
  config: AppConfig,
  reminder: TrialReminder,
  input: TrialReminderInput,
): MailMessage {
  const name = input.assistantName ?? 'Your assistant';
  const when = reminder === 'last-day' ? 'today' : `in two days, on ${longDate(input.endsAt)}`;
  const link = upgradeUrl(config, input.brand, null);
  return {
    to: input.to,
    subject:
      reminder === 'last-day'
        ? `Last day of your ${BRANDS[input.brand].name} trial`
        : `Your ${BRANDS[input.brand].name} trial ends in two days`,
    text: [
      `The free trial of ${name} ends ${when}.`,
      'After that the assistant pauses: visitors are shown your contact details instead of answers. Nothing is deleted, and choosing a plan brings it back at once.',
      `Choose a plan: ${link}`,
      `Your assistant's page: ${dashboardLink(config, input.conversionId)}`,
    ].join('\n\n'),
    link,
  };
}
