import { loadConfig } from '../config/app-config';
import type { MailMessage, MailService } from '../mail/mail.service';
import type { AssistantRepository } from '../repositories/assistant.repository';
import type { PlanUsageRepository } from '../repositories/plan-usage.repository';
import type { EndingTrial, TrialRepository } from '../repositories/trial.repository';
import { TrialLifecycleService } from './trial-lifecycle.service';

const ENDS = new Date('2026-03-17T12:00:00Z');
const HOUR = 3600_000;

/** The service with its repositories and mailer replaced by an in-memory trial and inbox. */
function lifecycleWith(options: { failMail?: boolean } = {}) {
  const trial: EndingTrial & { status: string; planId?: string } = {
    id: 't-1',
    brand: 'lawfirm',
    endsAt: ENDS,
    ownerEmail: 'grace@hopper-law.example',
    assistantName: 'Hopper Law Assistant',
    activeConversionId: 'c-1',
    status: 'active',
  };
  const claimed = new Set<string>();
  const mails: MailMessage[] = [];
  const announced: string[] = [];
  const trials = {
    activeEndingBefore: async (until: Date) =>
      trial.status === 'active' && trial.endsAt < until ? [trial] : [],
    markExpired: async () => {
      if (trial.status !== 'active') return false;
      trial.status = 'expired';
      return true;
    },
    markConverted: async (id: string, planId: string) => {
      if (id !== trial.id) return false;
      Object.assign(trial, { status: 'converted', planId });
      return true;
    },
  } as unknown as TrialRepository;
  const usage = {
    claimNotice: async (subject: string, kind: string) => {
      const key = `${subject}:${kind}`;
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
    releaseNotice: async (subject: string, kind: string) => void claimed.delete(`${subject}:${kind}`),
  } as unknown as PlanUsageRepository;
  const assistants = {
    idsOfTrial: async () => ['a-1'],
    announce: async (id: string) => void announced.push(id),
  } as unknown as AssistantRepository;
  const mail = {
    send: async (message: MailMessage) => {
      if (options.failMail) throw new Error('SMTP down');
      mails.push(message);
    },
  } as unknown as MailService;
  const config = loadConfig({ PUBLIC_URL: 'https://app.gptsite.test' });
  const service = new TrialLifecycleService(config, trials, assistants, usage, mail);
  return { service, trial, mails, announced, claimed };
}

describe('TrialLifecycleService', () => {
  it('sends the two-day and last-day reminders once each, then expires the trial and pauses its assistant', async () => {
    const { service, trial, mails, announced } = lifecycleWith();
    expect(await service.runOnce(new Date(ENDS.getTime() - 72 * HOUR))).toEqual({ reminded: 0, expired: 0 });
    expect(await service.runOnce(new Date(ENDS.getTime() - 47 * HOUR))).toEqual({ reminded: 1, expired: 0 });
    expect(await service.runOnce(new Date(ENDS.getTime() - 30 * HOUR))).toEqual({ reminded: 0, expired: 0 });
    expect(await service.runOnce(new Date(ENDS.getTime() - 5 * HOUR))).toEqual({ reminded: 1, expired: 0 });
    expect(await service.runOnce(new Date(ENDS.getTime() - 1 * HOUR))).toEqual({ reminded: 0, expired: 0 });
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your LawFirmGPT trial ends in two days',
      'Last day of your LawFirmGPT trial',
    ]);
    expect(mails[0].to).toBe('grace@hopper-law.example');
    expect(mails[0].text).toContain('ends in two days, on March 17, 2026');
    expect(mails[0].text).toContain('https://app.gptsite.test/checkout/lawfirm/gold/month');
    expect(announced).toEqual([]);

    expect(await service.runOnce(new Date(ENDS.getTime() + 1))).toEqual({ reminded: 0, expired: 1 });
    expect(trial.status).toBe('expired');
    expect(announced).toEqual(['a-1']);
    expect(await service.runOnce(new Date(ENDS.getTime() + HOUR))).toEqual({ reminded: 0, expired: 0 });
  });

  it('gives a reminder back when its mail fails, so the next pass sends it', async () => {
    const { service, claimed } = lifecycleWith({ failMail: true });
    expect(await service.runOnce(new Date(ENDS.getTime() - 5 * HOUR))).toEqual({ reminded: 0, expired: 0 });
    expect(claimed.size).toBe(0);
  });

  it('converts a trial to a plan of the catalogue and announces its assistants', async () => {
    const { service, trial, announced } = lifecycleWith();
    await expect(service.convert('t-1', 'diamond')).rejects.toThrow('There is no plan called "diamond"');
    await expect(service.convert('t-2', 'gold')).rejects.toMatchObject({ code: 'TRIAL_NOT_FOUND' });
    await service.convert('t-1', 'gold');
    expect(trial).toMatchObject({ status: 'converted', planId: 'gold' });
    expect(announced).toEqual(['a-1']);
  });
});
