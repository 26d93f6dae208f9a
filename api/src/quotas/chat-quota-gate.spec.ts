import {
  loadConfig,
  type AssistantBilling,
  type AssistantEntity,
  type PlanUsageRepository,
} from '@gptsite/server';
import type { Allowance } from '@gptsite/shared';
import { ChatQuotaGate } from './chat-quota-gate';
import type { QuotaNotice, QuotaNotices } from './quota-notices.service';

const NOW = new Date('2026-03-12T10:00:00Z');
const CONTACT = { phones: ['(541) 555-0123'], emails: [], addresses: [] };

function billing(overrides: Partial<AssistantBilling> = {}): AssistantBilling {
  return {
    assistantId: 'a-1',
    assistantName: 'Bakery Assistant',
    brand: 'gpt',
    contact: CONTACT,
    activeConversionId: 'c-1',
    trialId: 't-1',
    trialStatus: 'active',
    planId: null,
    startsAt: new Date('2026-03-10T00:00:00Z'),
    endsAt: new Date('2026-03-17T00:00:00Z'),
    ownerEmail: 'owner@bakery.example',
    hasOwner: true,
    ...overrides,
  };
}

/** The gate with its repository and mailer replaced: what it read, counted and sent. */
function gateWith(row: AssistantBilling | null, used: number, quota = '5') {
  const reads = { billing: 0, counts: 0 };
  const usage = {
    billingOf: async () => {
      reads.billing += 1;
      return row;
    },
    conversationsBetween: async () => {
      reads.counts += 1;
      return used;
    },
  } as unknown as PlanUsageRepository;
  const sent: Array<{ kind: QuotaNotice; used: number; allowance: Allowance }> = [];
  const notices = {
    send: async (kind: QuotaNotice, _billing: AssistantBilling, allowance: Allowance, count: number) => {
      sent.push({ kind, used: count, allowance });
      return true;
    },
  } as unknown as QuotaNotices;
  const gate = new ChatQuotaGate(loadConfig({ TRIAL_CONVERSATION_QUOTA: quota }), usage, notices);
  return { gate, reads, sent };
}

const assistant = () => ({ id: 'a-1', contact: CONTACT }) as unknown as AssistantEntity;

describe('ChatQuotaGate', () => {
  it('admits conversations up to the limit, warns once at 80%, then refuses with the contact details', async () => {
    const { gate, reads, sent } = gateWith(billing(), 2);
    const live = assistant();
    const replies = [];
    for (let visitor = 0; visitor < 5; visitor += 1) replies.push(await gate.refusalFor(live, NOW));
    expect(replies).toEqual([null, null, null, expect.stringContaining('(541) 555-0123'), expect.anything()]);
    expect(replies[3]).toMatch(/reached its conversation limit/);
    // 3rd conversation: 3 of 5, ok; 4th: 80%; 5th: 100% is still admitted; the 6th is refused.
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent.map((notice) => [notice.kind, notice.used])).toEqual([
      ['quota-near', 4],
      ['quota-reached', 5],
    ]);
    // Postgres was read once for this live assistant; the rest was counted here.
    expect(reads).toEqual({ billing: 1, counts: 1 });
  });

  it('reads again for a new live assistant object (a change was announced)', async () => {
    const { gate, reads } = gateWith(billing(), 0);
    await gate.refusalFor(assistant(), NOW);
    await gate.refusalFor(assistant(), NOW);
    expect(reads.billing).toBe(2);
  });

  it('tells visitors an ended trial has paused the assistant, without counting', async () => {
    const { gate, reads } = gateWith(billing({ trialStatus: 'expired' }), 0);
    expect(await gate.refusalFor(assistant(), NOW)).toBe(
      "Sorry, this assistant is paused at the moment, so I can't answer questions here. You can reach us at (541) 555-0123.",
    );
    expect(reads.counts).toBe(0);
  });

  it('never limits an assistant without an owner (a brand demo)', async () => {
    const { gate, reads } = gateWith(billing({ hasOwner: false, trialStatus: 'expired' }), 10_000);
    expect(await gate.refusalFor(assistant(), NOW)).toBeNull();
    expect(reads.counts).toBe(0);
  });

  it('counts a bought plan per month and an unlimited plan not at all', async () => {
    const gold = gateWith(billing({ trialStatus: 'converted', planId: 'gold' }), 4999);
    expect(await gold.gate.refusalFor(assistant(), NOW)).toBeNull();
    const unlimited = gateWith(billing({ trialStatus: 'converted', planId: 'extra-large' }), 0);
    expect(await unlimited.gate.refusalFor(assistant(), NOW)).toBeNull();
    expect(unlimited.reads.counts).toBe(0);
  });
});
