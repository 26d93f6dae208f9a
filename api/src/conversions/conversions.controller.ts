import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  UploadedFiles,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  conversionAddressSchema,
  type ConversionAddressChange,
  type ConversionView,
  type CoverageReport,
  type LivePageLookup,
} from '@gptsite/shared';
import { AssistantAccessGuard, ConversionWatchGuard } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { DocumentFilesInterceptor } from '../uploads/document-files.interceptor';
import type { IncomingFile } from '../uploads/document-uploads.service';
import { ConversionSourcesService } from './conversion-sources.service';
import { ConversionsService } from './conversions.service';

/**
 * A conversion's progress and coverage: its owner, the admin of its brand, the super admin, and whoever
 * holds its viewing token (the trial response's `viewToken`). Retry, recrawl, a failed conversion's new
 * website address, adding documents and removing a source: its owner, brand admin or the super admin,
 * never a viewing token. The
 * live page's lookup (`…/live`: the assistant and whether it is built) is public.
 */
@Controller('api/v1/conversions')
@UseGuards(RateLimitGuard)
export class ConversionsController {
  constructor(
    private readonly conversions: ConversionsService,
    private readonly sourceChanges: ConversionSourcesService,
  ) {}

  @Get(':conversionId')
  @RateLimit('read')
  @UseGuards(ConversionWatchGuard)
  get(@Param('conversionId') conversionId: string): Promise<ConversionView> {
    return this.conversions.view(conversionId);
  }

  /** Public: the live page opens the assistant of a conversion by its address. */
  @Get(':conversionId/live')
  @RateLimit('read')
  live(@Param('conversionId') conversionId: string): Promise<LivePageLookup> {
    return this.conversions.liveLookup(conversionId);
  }

  @Get(':conversionId/sources')
  @RateLimit('read')
  @UseGuards(ConversionWatchGuard)
  sources(@Param('conversionId') conversionId: string): Promise<CoverageReport> {
    return this.conversions.coverage(conversionId);
  }

  /** `{ website }`: a failed conversion's corrected address, checked as at submission; it starts again. */
  @Patch(':conversionId')
  @HttpCode(202)
  @RateLimit('trial')
  @UseGuards(AuthGuard, AssistantAccessGuard)
  changeWebsite(
    @Param('conversionId') conversionId: string,
    @Body(new ZodBodyPipe(conversionAddressSchema)) body: ConversionAddressChange,
  ): Promise<ConversionView> {
    return this.conversions.changeWebsite(conversionId, body.website);
  }

  @Post(':conversionId/retry')
  @HttpCode(202)
  @RateLimit('trial')
  @UseGuards(AuthGuard, AssistantAccessGuard)
  retry(@Param('conversionId') conversionId: string): Promise<ConversionView> {
    return this.conversions.retry(conversionId);
  }

  @Post(':conversionId/recrawl')
  @HttpCode(202)
  @RateLimit('trial')
  @UseGuards(AuthGuard, AssistantAccessGuard)
  recrawl(@Param('conversionId') conversionId: string): Promise<ConversionView> {
    return this.conversions.recrawl(conversionId);
  }

  /** Multipart `files`, checked as the trial form's: the built assistant reads and indexes them. */
  @Post(':conversionId/documents')
  @HttpCode(202)
  @RateLimit('sources')
  @UseGuards(AuthGuard, AssistantAccessGuard)
  @UseInterceptors(DocumentFilesInterceptor())
  addDocuments(
    @Param('conversionId') conversionId: string,
    @UploadedFiles() files: IncomingFile[] | undefined,
  ): Promise<ConversionView> {
    return this.sourceChanges.addDocuments(conversionId, files ?? []);
  }

  @Delete(':conversionId/sources/:sourceId')
  @HttpCode(204)
  @RateLimit('sources')
  @UseGuards(AuthGuard, AssistantAccessGuard)
  removeSource(
    @Param('conversionId') conversionId: string,
    @Param('sourceId') sourceId: string,
  ): Promise<void> {
    return this.sourceChanges.removeSource(conversionId, sourceId);
  }
}
