import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import {
  AssistantRepository,
  ConversionRepository,
  DomainError,
  JobQueue,
  TrialRepository,
  demoOwnerEmail,
  sampleSiteDir,
  samplePageUrl,
} from '@gptsite/server';
import { BRANDS, BRAND_KEYS, JobName, isBrandKey, type BrandKey } from '@gptsite/shared';
import { existsSync } from 'node:fs';

const DEMO_TRIAL_DAYS = 365 * 100;

/**
 * Each brand's landing page demo talks to a real assistant built from the brand's bundled sample site.
 * They are built once, in the background, the first time the api starts against a database.
 */
@Injectable()
export class DemoAssistantsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Demos');
  private seeding: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly trials: TrialRepository,
    private readonly assistants: AssistantRepository,
    private readonly conversions: ConversionRepository,
    private readonly jobQueue: JobQueue,
  ) {}

  onApplicationBootstrap(): void {
    this.seeding = Promise.all(
      BRAND_KEYS.map((brandKey) =>
        this.ensure(brandKey).catch((error: Error) =>
          this.logger.warn(`Demo for ${brandKey} not started: ${error.message}`),
        ),
      ),
    );
  }

  /** Seeding runs in the background; shutting down mid-way must not pull Postgres and Redis from under it. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.seeding;
  }

  async assistantFor(brandKey: string): Promise<{ assistantId: string }> {
    if (!isBrandKey(brandKey)) throw new DomainError('NOT_FOUND', 'There is no demo for that brand');
    const assistant = await this.find(brandKey);
    if (!assistant || assistant.status !== 'live')
      throw new DomainError('ASSISTANT_NOT_READY', 'The demo assistant is warming up; try again in a minute');
    return { assistantId: assistant.id };
  }

  /** Starts the demo's build unless it exists or is being built; safe to call from several api copies. */
  async ensure(brandKey: BrandKey): Promise<void> {
    if (!existsSync(sampleSiteDir(brandKey))) return;
    const existing = await this.find(brandKey);
    if (
      existing &&
      (existing.status === 'live' || (await this.conversions.findRunningForAssistant(existing.id)))
    )
      return;
    const brand = BRANDS[brandKey];
    const website = samplePageUrl(brandKey, 'index.html');
    const now = new Date();
    const trial =
      (await this.trials.findByEmail(demoOwnerEmail(brandKey))) ??
      (await this.trials.create({
        brand: brandKey,
        name: `${brand.name} demo`,
        email: demoOwnerEmail(brandKey),
        phone: null,
        website,
        organization: `${brand.name} demo`,
        startsAt: now,
        endsAt: new Date(now.getTime() + DEMO_TRIAL_DAYS * 24 * 3600 * 1000),
      }));
    const assistant =
      existing ??
      (await this.assistants.create({
        trialId: trial.id,
        brand: brandKey,
        name: `${brand.name} Demo`,
        greeting: brand.greeting,
        colors: brand.colors,
        website,
      }));
    const conversion = await this.conversions.create({
      trialId: trial.id,
      assistantId: assistant.id,
      website,
    });
    await this.jobQueue.add(
      JobName.ImportSample,
      { conversionId: conversion.id, brandKey },
      String(conversion.attempt),
    );
  }

  private async find(brandKey: BrandKey) {
    const trial = await this.trials.findByEmail(demoOwnerEmail(brandKey));
    return trial ? this.assistants.findByTrial(trial.id) : null;
  }
}
