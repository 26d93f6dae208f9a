import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { DemoAssistantsService } from './demo-assistants.service';

@Controller('api/v1/demo-assistants')
@UseGuards(RateLimitGuard)
export class DemoAssistantsController {
  constructor(private readonly demos: DemoAssistantsService) {}

  @Get(':brandKey')
  @RateLimit('read')
  get(@Param('brandKey') brandKey: string): Promise<{ assistantId: string }> {
    return this.demos.assistantFor(brandKey);
  }
}
