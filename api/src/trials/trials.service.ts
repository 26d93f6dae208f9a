import { Injectable } from '@nestjs/common';
import {
  AssistantRepository,
  ConversionReconciler,
  ConversionRepository,
  JobQueue,
  SiteAddressCheck,
  TrialRepository,
} from '@gptsite/server';
import { BRANDS, JobName, TRIAL_DAYS, type TrialCreated, type TrialRequest } from '@gptsite/shared';
import { OwnerAccountsService } from '../accounts/owner-accounts.service';
import { DocumentUploadsService, type IncomingFile } from '../uploads/document-uploads.service';

const DAY_MS = 24 * 3600 * 1000;

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
    private readonly siteAddress: SiteAddressCheck,
  ) {}

  /**
   * Signs up a trial and starts its conversion; a repeat submit while it runs returns the same one. The
   * trial belongs to the account of its email (made when new, mailed a set-password link).
   */
  async create(input: TrialRequest, files: IncomingFile[]): Promise<Omit<TrialCreated, 'viewToken'>> {
    const checkedFiles = this.documents.check(files);
    // Refused here, while the owner can still correct it; the crawler checks again when it connects.
    await this.siteAddress.assertAllowed(input.website);
    const found = await this.conversions.findRunningFor(input.website, input.email);
    // A stuck conversion is resumed or failed first; a failed one never blocks a new submission.
    const running = found && (await this.reconciler.settle(found));
    if (running)
      return { trialId: running.trialId, conversionId: running.id, assistantId: running.assistantId };

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
      endsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
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
    return { trialId: trial.id, conversionId: conversion.id, assistantId: assistant.id };
  }
}
