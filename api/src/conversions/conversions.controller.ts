import { Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import type { ConversionView, CoverageReport } from '@gptsite/shared';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { ConversionsService } from './conversions.service';

@Controller('api/v1/conversions')
@UseGuards(RateLimitGuard)
export class ConversionsController {
  constructor(private readonly conversions: ConversionsService) {}

  @Get(':conversionId')
  @RateLimit('read')
  get(@Param('conversionId') conversionId: string): Promise<ConversionView> {
    return this.conversions.view(conversionId);
  }

  @Get(':conversionId/sources')
  @RateLimit('read')
  sources(@Param('conversionId') conversionId: string): Promise<CoverageReport> {
    return this.conversions.coverage(conversionId);
  }

  @Post(':conversionId/retry')
  @HttpCode(202)
  @RateLimit('trial')
  retry(@Param('conversionId') conversionId: string): Promise<ConversionView> {
    return this.conversions.retry(conversionId);
  }

  @Post(':conversionId/recrawl')
  @HttpCode(202)
  @RateLimit('trial')
  recrawl(@Param('conversionId') conversionId: string): Promise<ConversionView> {
    return this.conversions.recrawl(conversionId);
  }
}
