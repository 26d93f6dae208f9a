import { Body, Controller, HttpCode, Post, UploadedFiles, UseGuards, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { DomainError } from '@gptsite/server';
import { MAX_UPLOAD_BYTES, validateTrial, type TrialCreated } from '@gptsite/shared';
import { ConversionViewTokenService } from '../accounts/conversion-view-token.service';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { cleanUploadNames } from '../common/upload-file-name';
import { TrialsService, type IncomingFile } from './trials.service';

/** Multer stops reading at the limit; the service then turns oversize files into a clear 413. */
const UPLOAD_LIMITS = { fileSize: MAX_UPLOAD_BYTES + 1, files: 21, fields: 20 };

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
  @UseInterceptors(FilesInterceptor('files', 21, { limits: UPLOAD_LIMITS, fileFilter: cleanUploadNames }))
  async create(
    @Body() body: unknown,
    @UploadedFiles() files: IncomingFile[] | undefined,
  ): Promise<TrialCreated> {
    const validation = validateTrial(body ?? {});
    if (!validation.ok) {
      const fields = validation.fields as Record<string, string>;
      throw new DomainError('VALIDATION_FAILED', Object.values(fields)[0], fields);
    }
    const created = await this.trials.create(validation.value, files ?? []);
    // The conversion page watches the build with this before the owner has a password.
    return { ...created, viewToken: await this.viewTokens.sign(created.conversionId) };
  }
}
