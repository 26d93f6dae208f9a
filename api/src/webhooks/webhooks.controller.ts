import { Body, Controller, Get, HttpCode, Post, Put, Req, UseGuards } from '@nestjs/common';
import {
  webhookSettingsSchema,
  type WebhookOverview,
  type WebhookSettings,
  type WebhookSettingsInput,
  type WebhookTestQueued,
} from '@gptsite/shared';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { PlanFeatureGuard, RequiresFeature } from '../quotas/plan-feature.guard';
import { WebhookSettingsService } from './webhook-settings.service';

/**
 * The owner's signed webhook (api-contract.md, Owner features). Its owner, the admin of its brand and the
 * super admin only (AssistantAccessGuard: 401 signed out, 403 for anyone else, 404 for no assistant), and
 * only on a plan that unlocks webhooks (PlanFeatureGuard: 403 PLAN_FEATURE_MISSING naming the plan to buy).
 */
@Controller('api/v1/assistants/:assistantId/webhook')
@UseGuards(AuthGuard, AssistantAccessGuard, PlanFeatureGuard)
@RequiresFeature('webhooks')
export class WebhooksController {
  constructor(private readonly webhooks: WebhookSettingsService) {}

  /** `{ url, secret, deliveries }`: nulls before a URL is saved; the latest 50 deliveries. */
  @Get()
  overview(@Req() request: ManagedAssistantRequest): Promise<WebhookOverview> {
    return this.webhooks.overview(request.assistant.id);
  }

  /** `{ url, rotateSecret? }` → `{ url, secret }`; 400 for a private address. */
  @Put()
  save(
    @Req() request: ManagedAssistantRequest,
    @Body(new ZodBodyPipe(webhookSettingsSchema)) body: WebhookSettingsInput,
  ): Promise<WebhookSettings> {
    return this.webhooks.save(request.assistant.id, body);
  }

  /** 202: a `test` event is queued; 409 before a URL is saved. */
  @Post('test')
  @HttpCode(202)
  sendTest(@Req() request: ManagedAssistantRequest): Promise<WebhookTestQueued> {
    return this.webhooks.sendTest(request.assistant.id);
  }
}
