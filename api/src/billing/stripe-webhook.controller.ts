import { Controller, Headers, HttpCode, Post, Req, UseGuards, type RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { StripeWebhookService, type WebhookOutcome } from './stripe-webhook.service';

@Controller('api/v1/billing/stripe')
export class StripeWebhookController {
  constructor(private readonly webhooks: StripeWebhookService) {}

  /**
   * `POST /api/v1/billing/stripe/webhook` (public, signed by Stripe): 200 `{ received, outcome }` once
   * handled (or already handled); 400 for a missing or bad signature; 5xx makes Stripe retry.
   */
  @Post('webhook')
  @HttpCode(200)
  @UseGuards(RateLimitGuard)
  @RateLimit('read')
  async receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: WebhookOutcome }> {
    const event = this.webhooks.verify(request.rawBody, signature);
    return { received: true, outcome: await this.webhooks.handle(event) };
  }
}
