import { Body, Controller, HttpCode, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { DomainError } from '@gptsite/server';
import { validateTrial, type TrialCreated, type TrialFound } from '@gptsite/shared';
import { ConversionViewTokenService } from '../accounts/conversion-view-token.service';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { DocumentFilesInterceptor } from '../uploads/document-files.interceptor';
import type { IncomingFile } from '../uploads/document-uploads.service';
import { TrialsService } from './trials.service';

@Controller('api/v1/trials')
@UseGuards(RateLimitGuard)
export class TrialsController {
  constructor(
    private readonly trials: TrialsService,
    private readonly viewTokens: ConversionViewTokenService,
  ) {}

  @Post()
  @HttpCode(201)
  @RateLimit('trial')
  @UseInterceptors(DocumentFilesInterceptor())
  async create(
    @Body() body: unknown,
    @UploadedFiles() files: IncomingFile[] | undefined,
  ): Promise<TrialCreated | TrialFound> {
    const validation = validateTrial(body ?? {});
    if (!validation.ok) {
      const fields = validation.fields as Record<string, string>;
      throw new DomainError('VALIDATION_FAILED', Object.values(fields)[0], fields);
    }
    const { trial, grantsViewing } = await this.trials.create(validation.value, files ?? []);
    // The conversion page watches the build with this before the owner has a password; a trial from
    // before is the owner's to see once signed in (the page then asks them to).
    if (!grantsViewing) return trial;
    return { ...trial, viewToken: await this.viewTokens.sign(trial.conversionId) };
  }
}
