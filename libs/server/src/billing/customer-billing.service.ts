import { Injectable, Logger } from '@nestjs/common';
import { AssistantRepository } from '../repositories/assistant.repository';
import { TrialLifecycleService } from '../plans/trial-lifecycle.service';
import {
  BillingRepository,
  type CustomerRow,
  type NewCustomer,
  type PaymentReceived,
} from './billing.repository';
import { nextCustomerStatus, type PaymentEvent } from './customer-status';

/**
 * The customer's side of payments, whichever provider took them: a purchase converts the trial
 * (TrialLifecycleService.convert) and makes an active customer; later payments move the status
 * active → past_due → cancelled and add to the revenue. A cancelled customer's assistants pause like an
 * expired trial's (PlanUsageRepository.billingOf reports them expired); every change is announced so
 * live assistants pick it up at once.
 */
@Injectable()
export class CustomerBilling {
  private readonly logger = new Logger('CustomerBilling');

  constructor(
    private readonly billing: BillingRepository,
    private readonly lifecycle: TrialLifecycleService,
    private readonly assistants: AssistantRepository,
  ) {}

  async purchase(input: NewCustomer, now = new Date()): Promise<CustomerRow> {
    const customer = await this.billing.upsertCustomer(input);
    await this.lifecycle.convert(input.trialId, input.planId, now);
    return customer;
  }

  /** `received`: the money a 'paid' event brought, recorded once per reference (revenue over time reads it). */
  async payment(
    customer: CustomerRow,
    event: PaymentEvent,
    received?: PaymentReceived,
  ): Promise<CustomerRow> {
    const status = nextCustomerStatus(customer.status, event);
    if (status !== customer.status) {
      await this.billing.setCustomerStatus(customer.id, status);
      this.logger.log(`Customer ${customer.id}: ${customer.status} → ${status}`);
    }
    if (event === 'paid' && received && received.amountCents > 0)
      await this.billing.recordPayment(customer.id, received);
    if (status === 'cancelled' && customer.status !== 'cancelled') await this.announce(customer.trialId);
    return (await this.billing.customerById(customer.id)) ?? customer;
  }

  /** Pending invoices past their due date become overdue and their customers past_due. */
  async checkOverdue(now = new Date()): Promise<number> {
    const customerIds = await this.billing.markOverdue(now.toISOString().slice(0, 10));
    for (const id of customerIds) {
      const customer = await this.billing.customerById(id);
      if (customer) await this.payment(customer, 'payment_failed');
    }
    return customerIds.length;
  }

  private async announce(trialId: string): Promise<void> {
    for (const id of await this.assistants.idsOfTrial(trialId)) await this.assistants.announce(id);
  }
}
