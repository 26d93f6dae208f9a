import { allowanceOf } from '@gptsite/shared';
import { loadConfig } from '../config/app-config';
import { quotaNearMail, quotaReachedMail, upgradeUrl } from './plan-mails';

const config = loadConfig({ PUBLIC_URL: 'https://app.gptsite.test/' });
const state = {
  trialStatus: 'converted' as const,
  planId: 'gold',
  startsAt: new Date('2026-01-01T00:00:00Z'),
  endsAt: new Date('2026-01-08T00:00:00Z'),
};

describe('plan mails', () => {
  it('point an upgrade at the next plan up, the recommended one from a trial, the top one stays', () => {
    expect(upgradeUrl(config, 'gpt', 'silver')).toBe('https://app.gptsite.test/checkout/gpt/gold/month');
    expect(upgradeUrl(config, 'gpt', null)).toBe('https://app.gptsite.test/checkout/gpt/gold/month');
    expect(upgradeUrl(config, 'gpt', 'platinum')).toBe(
      'https://app.gptsite.test/checkout/gpt/platinum/month',
    );
    expect(upgradeUrl(config, 'edgpt', 'small')).toBe('https://app.gptsite.test/checkout/edgpt/medium/month');
  });

  it("tell the owner of a plan this month's count and when it starts again", () => {
    const allowance = allowanceOf(state, new Date('2026-03-20T00:00:00Z'), 100);
    if (allowance === 'paused') throw new Error('a plan is never paused');
    const input = {
      to: 'owner@x.example',
      assistantName: 'Bakery Assistant',
      brand: 'gpt' as const,
      allowance,
      used: 4000,
      conversionId: 'c-1',
    };
    const near = quotaNearMail(config, input);
    expect(near.text).toContain(
      'Bakery Assistant has started 4000 of the 5000 conversations the Gold plan allows this month; the count starts again on April 1, 2026.',
    );
    expect(near.text).toContain('https://app.gptsite.test/checkout/gpt/platinum/month');
    expect(near.text).toContain("Your assistant's page: https://app.gptsite.test/school-dashboard/c-1");
    const reached = quotaReachedMail(config, { ...input, used: 5000 });
    expect(reached.subject).toBe('Bakery Assistant has reached its conversation limit');
    expect(reached.text).toContain('visitors already chatting can finish their conversation');
  });
});
