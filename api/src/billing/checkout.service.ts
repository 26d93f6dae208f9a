import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  AssistantRepository,
  DomainError,
  TrialRepository,
  UserRepository,
  type AppConfig,
} from '@gptsite/server';
import {
  findBrand,
  plansFor,
  type AuthUser,
  type BillingInterval,
  type Brand,
  type Plan,
} from '@gptsite/shared';
import { InvoicePaymentProvider } from './invoice-payment.provider';
import type { CheckoutStart, Order } from './payment-provider';
import { StripePaymentProvider } from './stripe-payment.provider';

export interface CheckoutRequest {
  platform: string;
  tier: string;
  interval: string;
  assistantId?: string;
}

export interface CheckoutOptions {
  /** Card payment through Stripe is switched on (STRIPE_SECRET_KEY). */
  card: boolean;
}

const INTERVALS: readonly BillingInterval[] = ['month', 'year'];

/** Checkout: which plan (from the catalogue), for which of the owner's assistants, paid how. */
@Injectable()
export class CheckoutService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly assistants: AssistantRepository,
    private readonly trials: TrialRepository,
    private readonly users: UserRepository,
    private readonly stripe: StripePaymentProvider,
    private readonly invoices: InvoicePaymentProvider,
  ) {}

  options(): CheckoutOptions {
    return { card: this.stripe.accepts() };
  }

  async payByCard(user: AuthUser, request: CheckoutRequest): Promise<CheckoutStart> {
    const order = await this.orderFor(user, request);
    if (!this.stripe.accepts()) throw new DomainError('CARD_PAYMENTS_OFF');
    return this.stripe.start(order);
  }

  async requestInvoice(
    user: AuthUser,
    request: CheckoutRequest & { schoolName?: string },
  ): Promise<CheckoutStart> {
    const order = await this.orderFor(user, { ...request, interval: request.interval || 'year' });
    return this.invoices.start({ ...order, schoolName: request.schoolName });
  }

  /** The plan from the catalogue and the owner's assistant (the one named, else their latest of the brand). */
  private async orderFor(user: AuthUser, request: CheckoutRequest): Promise<Order> {
    const { brand, plan, interval } = resolvePlan(request);
    const assistant = request.assistantId
      ? await this.assistants.findById(request.assistantId)
      : await this.latestOf(user.id, brand);
    if (!assistant || assistant.ownerUserId !== user.id) {
      if (request.assistantId) throw new DomainError('ASSISTANT_NOT_FOUND');
      throw new DomainError(
        'VALIDATION_FAILED',
        `You have no ${brand.name} assistant yet; start a free trial first, then choose a plan`,
        { assistantId: 'Start a free trial first' },
      );
    }
    if (assistant.brand !== brand.key)
      throw new DomainError('VALIDATION_FAILED', `That assistant is not a ${brand.name} assistant`, {
        platform: `Choose the ${brand.name} plans for this assistant`,
      });
    const trial = await this.trials.findById(assistant.trialId);
    if (!trial) throw new DomainError('TRIAL_NOT_FOUND');
    const owner = await this.users.findById(user.id);
    return {
      brand,
      plan,
      interval,
      trialId: trial.id,
      assistantId: assistant.id,
      ownerUserId: user.id,
      ownerEmail: owner?.email ?? user.email,
      ownerName: trial.name || assistant.name,
      website: assistant.website,
      origin: (this.config.publicUrl ?? `http://localhost:${this.config.port}`).replace(/\/+$/, ''),
    };
  }

  private async latestOf(userId: string, brand: Brand) {
    const rows = await this.users.assistantsVisibleTo({ id: userId, role: 'user', brand: null });
    const mine = rows
      .map((row) => row.assistant)
      .filter((assistant) => assistant.brand === brand.key && assistant.ownerUserId === userId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return mine[0] ?? null;
  }
}

/** Platform (brand), tier (plan id of the brand's pricing) and interval, each checked with a clear 400. */
export function resolvePlan(request: Pick<CheckoutRequest, 'platform' | 'tier' | 'interval'>): {
  brand: Brand;
  plan: Plan;
  interval: BillingInterval;
} {
  const brand = findBrand(request.platform);
  if (!brand)
    throw new DomainError('VALIDATION_FAILED', `There is no platform called "${request.platform}"`, {
      platform: 'Unknown platform',
    });
  const plan = plansFor(brand.pricingModel).find((item) => item.id === request.tier);
  if (!plan)
    throw new DomainError(
      'VALIDATION_FAILED',
      `${brand.name} has no plan called "${request.tier}"; choose one of ${plansFor(brand.pricingModel)
        .map((item) => item.id)
        .join(', ')}`,
      { tier: 'Unknown plan' },
    );
  if (!INTERVALS.includes(request.interval as BillingInterval))
    throw new DomainError('VALIDATION_FAILED', 'Billing must be monthly ("month") or yearly ("year")', {
      interval: 'Choose month or year',
    });
  return { brand, plan, interval: request.interval as BillingInterval };
}
