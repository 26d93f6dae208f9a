import { Inject, Injectable, Logger } from '@nestjs/common';
import { findPlan, trialHasEnded, trialReminderDue } from '@gptsite/shared';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DomainError } from '../errors/domain-error';
import { MailService } from '../mail/mail.service';
import { AssistantRepository } from '../repositories/assistant.repository';
import { PlanUsageRepository } from '../repositories/plan-usage.repository';
import { TrialRepository, type EndingTrial } from '../repositories/trial.repository';
import { trialReminderMail } from './plan-mails';

const DAY_MS = 24 * 3600 * 1000;

export interface LifecyclePass {
  reminded: number;
  expired: number;
}

/**
 * The trial lifecycle: a reminder two days before the end and one on the last day (each once, claimed
 * in account_notices), `expired` once a trial ends unconverted (its assistant pauses; nothing is
 * deleted), `converted` when a plan is bought. The workers run `runOnce` on a BullMQ job scheduler.
 */
@Injectable()
export class TrialLifecycleService {
  private readonly logger = new Logger('TrialLifecycle');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly trials: TrialRepository,
    private readonly assistants: AssistantRepository,
    private readonly usage: PlanUsageRepository,
    private readonly mail: MailService,
  ) {}

  /** One pass at `now` (tests move the clock by passing it). */
  async runOnce(now = new Date()): Promise<LifecyclePass> {
    const pass: LifecyclePass = { reminded: 0, expired: 0 };
    for (const trial of await this.trials.activeEndingBefore(new Date(now.getTime() + 2 * DAY_MS))) {
      if (trialHasEnded(trial.endsAt, now)) {
        if (await this.expire(trial.id, now)) pass.expired += 1;
      } else if (await this.remind(trial, now)) pass.reminded += 1;
    }
    return pass;
  }

  /**
   * A plan was bought for this trial: it becomes `converted` on `planId` (from running or expired) and its
   * assistants answer again at once under the plan's quota. Checkout calls this; no payment is taken here.
   */
  async convert(trialId: string, planId: string, now = new Date()): Promise<void> {
    if (!findPlan(planId)) throw new DomainError('VALIDATION_FAILED', `There is no plan called "${planId}"`);
    if (!(await this.trials.markConverted(trialId, planId, now))) throw new DomainError('TRIAL_NOT_FOUND');
    await this.announce(trialId);
  }

  private async expire(trialId: string, now: Date): Promise<boolean> {
    if (!(await this.trials.markExpired(trialId, now))) return false;
    await this.announce(trialId);
    return true;
  }

  private async remind(trial: EndingTrial, now: Date): Promise<boolean> {
    const reminder = trialReminderDue(trial.endsAt, now);
    if (!reminder) return false;
    const kind = `trial-${reminder}`;
    if (!(await this.usage.claimNotice(trial.id, kind, ''))) return false;
    try {
      await this.mail.send(
        trialReminderMail(this.config, reminder, {
          to: trial.ownerEmail,
          brand: trial.brand,
          assistantName: trial.assistantName,
          endsAt: trial.endsAt,
          conversionId: trial.activeConversionId,
        }),
      );
      return true;
    } catch (error) {
      // Given back: the next pass sends it.
      await this.usage.releaseNotice(trial.id, kind, '');
      this.logger.warn(
        `Could not send the ${kind} reminder of trial ${trial.id}: ${(error as Error).message}`,
      );
      return false;
    }
  }

  /** The api keeps live assistants in memory: the pause or the plan must reach visitors at once. */
  private async announce(trialId: string): Promise<void> {
    for (const id of await this.assistants.idsOfTrial(trialId)) await this.assistants.announce(id);
  }
}
