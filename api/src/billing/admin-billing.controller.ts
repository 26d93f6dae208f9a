import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { AdminCustomerRow, AdminInvoiceRow, AdminPage, AuthUser } from '@gptsite/shared';
import type { Response } from 'express';
import { AuthGuard, CurrentUser, Roles } from '../accounts/auth.guard';
import {
  adminCustomersQuerySchema,
  adminInvoicesQuerySchema,
  type AdminCustomersQuery,
  type AdminInvoicesQuery,
} from '../admin/admin-query.schema';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { AdminBillingService } from './admin-billing.service';
import { emailInvoiceSchema, type EmailInvoiceBody } from './billing-request.schema';

@Controller('api/v1/admin')
@UseGuards(AuthGuard)
@Roles('admin', 'super_admin')
export class AdminBillingController {
  constructor(private readonly billing: AdminBillingService) {}

  /** `GET /api/v1/admin/customers?page=&pageSize=&q=&sort=&order=` → `{ items, total }` (admin: their brand). */
  @Get('customers')
  customers(
    @CurrentUser() user: AuthUser,
    @Query(new ZodBodyPipe(adminCustomersQuerySchema)) query: AdminCustomersQuery,
  ): Promise<AdminPage<AdminCustomerRow>> {
    return this.billing.customerPage(user, query);
  }

  /** `GET /api/v1/admin/invoices?page=&pageSize=&q=&sort=&order=` → `{ items, total }` (admin: their brand). */
  @Get('invoices')
  invoices(
    @CurrentUser() user: AuthUser,
    @Query(new ZodBodyPipe(adminInvoicesQuerySchema)) query: AdminInvoicesQuery,
  ): Promise<AdminPage<AdminInvoiceRow>> {
    return this.billing.invoicePage(user, query);
  }

  /** `GET /api/v1/admin/invoices/:invoiceId/pdf` → the invoice as a PDF download. */
  @Get('invoices/:invoiceId/pdf')
  async pdf(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Res() response: Response,
  ): Promise<void> {
    const { filename, content } = await this.billing.pdf(user, invoiceId);
    response
      .status(200)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="${filename}"`)
      .send(content);
  }

  /** `POST /api/v1/admin/invoices/:invoiceId/email` ← `{ to? }` → 202 `{ sentTo }`: the PDF attached. */
  @Post('invoices/:invoiceId/email')
  @HttpCode(202)
  email(
    @CurrentUser() user: AuthUser,
    @Param('invoiceId') invoiceId: string,
    @Body(new ZodBodyPipe(emailInvoiceSchema)) body: EmailInvoiceBody,
  ): Promise<{ sentTo: string }> {
    return this.billing.email(user, invoiceId, body.to);
  }

  /** `POST /api/v1/admin/invoices/:invoiceId/paid` → the invoice, paid (the customer active, revenue added). */
  @Post('invoices/:invoiceId/paid')
  @HttpCode(200)
  markPaid(@CurrentUser() user: AuthUser, @Param('invoiceId') invoiceId: string): Promise<AdminInvoiceRow> {
    return this.billing.markPaid(user, invoiceId);
  }
}
