import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { AuthUser, CardCheckoutResponse, CheckoutOptions } from '@gptsite/shared';
import { AuthGuard, CurrentUser } from '../accounts/auth.guard';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import {
  checkoutRequestSchema,
  invoiceRequestSchema,
  type CheckoutRequestBody,
  type InvoiceRequestBody,
} from './billing-request.schema';
import { CheckoutService } from './checkout.service';

@Controller('api/v1/billing')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  /** `GET /api/v1/billing/options` (public) → `{ card }`: whether card payment is switched on. */
  @Get('options')
  @UseGuards(RateLimitGuard)
  @RateLimit('read')
  options(): CheckoutOptions {
    return this.checkout.options();
  }

  /** `POST /api/v1/billing/checkout` (signed-in owner) → 201 `{ provider: 'stripe', url, sessionId }`. */
  @Post('checkout')
  @UseGuards(AuthGuard)
  @HttpCode(201)
  async card(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(checkoutRequestSchema)) body: CheckoutRequestBody,
  ): Promise<CardCheckoutResponse> {
    const start = await this.checkout.payByCard(user, body);
    if (start.provider !== 'stripe') throw new Error('Card checkout answered with an invoice');
    return start;
  }

  /** `POST /api/v1/billing/invoice-request` (signed-in owner, schools) → 201 `{ provider: 'invoice', invoiceId }`. */
  @Post('invoice-request')
  @UseGuards(AuthGuard)
  @HttpCode(201)
  invoice(
    @CurrentUser() user: AuthUser,
    @Body(new ZodBodyPipe(invoiceRequestSchema)) body: InvoiceRequestBody,
  ) {
    return this.checkout.requestInvoice(user, { ...body, interval: 'year' });
  }
}
