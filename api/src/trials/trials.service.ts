import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  AssistantRepository,
  ConversionReconciler,
  ConversionRepository,
  JobQueue,
  REDIS,
  REDIS_KEYS,
  SiteAddressCheck,
  TrialRepository,
  withRedisLock,
  type AppConfig,
  type RedisKeys,
} from '@gptsite/server';
import type { Redis } from 'ioredis';
import { BRANDS, JobName, trialEndsAt, type TrialFound, type TrialRequest } from '@gptsite/shared';
import { OwnerAccountsService } from '../accounts/owner-accounts.service';
import { RateLimitedError } from '../common/rate-limiter.service';
import { ConversionsService } from '../conversions/conversions.service';
import {
  DocumentUploadsService,
  type CheckedFile,
  type IncomingFile,
} from '../uploads/document-uploads.service';

const DAY_MS = 24 * 3600 * 1000;
/** How long one submission may hold its email and site, and how long a second one waits for it. */
const SUBMISSION_LOCK = { ttlMs: 30_000, waitMs: 15_000 };

/**
 * A submission's trial, and whether the submitter may watch its build without signing in: yes for the
 * one just started (or still running from a moment ago), no for one this email and site had from before.
 */
export interface TrialSubmission {
  trial: TrialFound;
  grantsViewing: boolean;
}

@Injectable()
export class TrialsService {
  constructor(
    private readonly trials: TrialRepository,
    private readonly assistants: AssistantRepository,
    private readonly conversions: ConversionRepository,
    private readonly documents: DocumentUploadsService,
    private readonly jobQueue: JobQueue,
    private readonly owners: OwnerAccountsService,
    private readonly reconciler: ConversionReconciler,
    private readonly conversionRuns: ConversionsService,
    private readonly siteAddress: SiteAddressCheck,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(REDIS_KEYS) private readonly keys: RedisKeys,
  ) {}

  /**
   * Signs up a trial and starts its conversion; a repeat submit while it runs returns the same one, and
   * so does one for a site this email already has a trial of (one trial per email and website). The
   * trial belongs to the account of its email (made when new, mailed a set-password link). An email may
   * start only so many new trials a day (TRIALS_PER_EMAIL_PER_DAY). A trial whose build failed is built
   * again rather than joined by a second one. Submissions of one email and site are taken one at a time,
   * so a double click makes one trial.
   */
  async create(input: TrialRequest, files: IncomingFile[]): Promise<TrialSubmission> {
    const checkedFiles = this.documents.check(files);
    // Refused here, while the owner can still correct it; the crawler checks again when it connects.
    await this.siteAddress.assertAllowed(input.website);
    // One submission of an email and site at a time, across api instances: a double click makes one trial.
    const key = this.keys.lock(
      `trial-submission:${createHash('sha256').update(`${input.email}\n${input.website}`).digest('hex')}`,
    );
    return withRedisLock(this.redis, key, SUBMISSION_LOCK, () => this.submit(input, checkedFiles));
  }

  private async submit(input: TrialRequest, checkedFiles: CheckedFile[]): Promise<TrialSubmission> {
    const found = await this.conversions.findRunningFor(input.website, input.email);
    // A stuck conversion is resumed or failed first; a failed one never blocks a new submission.
    const running = found && (await this.reconciler.settle(found));
    if (running)
      return {
        trial: { trialId: running.trialId, conversionId: running.id, assistantId: running.assistantId },
        grantsViewing: true,
      };
    const existing = await this.trials.findExistingFor(input.email, input.website);
    if (existing) return { trial: existing, grantsViewing: false };
    const failed = await this.trials.findFailedFor(input.email, input.website);
    if (failed) {
      // New uploads join the ones kept from the failed build.
      await this.documents.store(failed.conversionId, failed.assistantId, checkedFiles);
      await this.conversionRuns.restart(failed.conversionId);
      return { trial: failed, grantsViewing: true };
    }
    await this.assertDailyTrials(input.email);

    const owner = await this.owners.ownerFor(input.email, input.name);
    const brand = BRANDS[input.brand];
    const now = new Date();
    const trial = await this.trials.create({
      ownerUserId: owner.id,
      brand: input.brand,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      website: input.website,
      organization: input.organization ?? null,
      startsAt: now,
      endsAt: trialEndsAt(now),
    });
    const assistant = await this.assistants.create({
      trialId: trial.id,
      brand: input.brand,
      name: input.organization ? `${input.organization} Assistant` : `${brand.name} Assistant`,
      greeting: brand.greeting,
      colors: brand.colors,
      website: input.website,
    });
    const conversion = await this.conversions.create({
      trialId: trial.id,
      assistantId: assistant.id,
      website: input.website,
    });
    await this.owners.assign(owner, {
      trialId: trial.id,
      assistantId: assistant.id,
      conversionId: conversion.id,
    });
    await this.documents.store(conversion.id, assistant.id, checkedFiles);
    await this.jobQueue.add(
      JobName.ConversionStart,
      { conversionId: conversion.id },
      String(conversion.attempt),
    );
    this.owners.welcome(owner);
    return {
      trial: { trialId: trial.id, conversionId: conversion.id, assistantId: assistant.id },
      grantsViewing: true,
    };
  }

  /** 429 once this email started its day's trials, saying what to do instead and when it may start another. */
  private async assertDailyTrials(email: string): Promise<void> {
    const limit = this.config.plans.trialsPerEmailPerDay;
    const now = Date.now();
    const started = await this.trials.startedSince(email, new Date(now - DAY_MS));
    if (started.length < limit) return;
    const nextAt = started[started.length - limit].getTime() + DAY_MS;
    throw new RateLimitedError(
      `You already started ${started.length} free trials today with ${email}. Sign in to see your assistants (use "Forgot your password?" if you have not set one), or start another trial tomorrow.`,
      Math.max(1, Math.ceil((nextAt - now) / 1000)),
    );
  }
}
