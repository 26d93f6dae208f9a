import type {
  AppConfig,
  BillingRepository,
  CustomerBilling,
  CustomerRow,
  TrialRepository,
} from '@gptsite/server';
import Stripe from 'stripe';
import { StripeClient } from './stripe-client';
import { StripeWebhookService } from './stripe-webhook.service';

const SECRET = 'whsec_unit_test_secret';

const customer: CustomerRow = {
  id: 'c1',
  trialId: 't1',
  assistantId: 'a1',
  ownerUserId: 'u1',
  brand: 'gpt',
  name: 'Mia',
  email: 'mia@example.com',
  website: 'https://mia.example',
  planId: 'gold',
  interval: 'month',
  provider: 'stripe',
  status: 'active',
  revenueCents: 0,
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: 'sub_1',
  createdAt: new Date(),
};

function setUp() {
  const claimed = new Set<string>();
  const billing = {
    claimStripeEvent: jest.fn(async (id: string) => (claimed.has(id) ? false : (claimed.add(id), true))),
    releaseStripeEvent: jest.fn(async (id: string) => void claimed.delete(id)),
    customerOfSubscription: jest.fn(async () => customer),
    customerOfTrial: jest.fn(async () => null),
  };
  const customers = { payment: jest.fn(async () => customer), purchase: jest.fn(async () => customer) };
  const config = {
    billing: { stripe: { secretKey: null, webhookSecret: SECRET, apiBase: null } },
  } as unknown as AppConfig;
  const service = new StripeWebhookService(
    new StripeClient(config),
    billing as unknown as BillingRepository,
    customers as unknown as CustomerBilling,
    {} as TrialRepository,
  );
  return { service, billing, customers };
}

const signed = (event: object) => {
  const payload = JSON.stringify(event);
  const header = new Stripe('sk_test_unit').webhooks.generateTestHeaderString({ payload, secret: SECRET });
  return { body: Buffer.from(payload), header };
};

const failedPayment = {
  id: 'evt_failed_1',
  object: 'event',
  type: 'invoice.payment_failed',
  data: {
    object: { id: 'in_1', object: 'invoice', subscription: 'sub_1', customer: 'cus_1', amount_paid: 0 },
  },
};

describe('Stripe webhook', () => {
  it('verifies the signature over the raw body and refuses a tampered one', () => {
    const { service } = setUp();
    const { body, header } = signed(failedPayment);
    expect(service.verify(body, header).id).toBe('evt_failed_1');
    const tampered = Buffer.from(body.toString().replace('sub_1', 'sub_2'));
    expect(() => service.verify(tampered, header)).toThrow(/signature could not be verified/);
    expect(() => service.verify(body, undefined)).toThrow(/Stripe-Signature/);
  });

  it('handles an event once however often it is delivered', async () => {
    const { service, customers } = setUp();
    const event = service.verify(...(Object.values(signed(failedPayment)) as [Buffer, string]));
    expect(await service.handle(event)).toBe('processed');
    expect(await service.handle(event)).toBe('duplicate');
    expect(customers.payment).toHaveBeenCalledTimes(1);
    expect(customers.payment).toHaveBeenCalledWith(customer, 'payment_failed');
  });

  it('gives a failed event back so that Stripe retrying it gets it handled', async () => {
    const { service, customers, billing } = setUp();
    const event = service.verify(...(Object.values(signed(failedPayment)) as [Buffer, string]));
    customers.payment.mockRejectedValueOnce(new Error('database away'));
    await expect(service.handle(event)).rejects.toThrow('database away');
    expect(billing.releaseStripeEvent).toHaveBeenCalledWith('evt_failed_1');
    expect(await service.handle(event)).toBe('processed');
  });
});
