import { Body, Controller, Get, Put, Req, Res, UseGuards } from '@nestjs/common';
import { leadSettingsSchema, type LeadList, type LeadSettings } from '@gptsite/shared';
import type { Response } from 'express';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { leadsCsv } from './leads-csv';
import { LeadsService } from './leads.service';

/**
 * The owner's lead capture (issue 13): its settings, the leads and their CSV. Its owner, the admin of its
 * brand and the super admin only (AssistantAccessGuard: 401 signed out, 403 for anyone else, 404 for no
 * assistant). Visitors leave leads through LeadCaptureController.
 */
@Controller('api/v1/assistants/:assistantId')
@UseGuards(AuthGuard, AssistantAccessGuard)
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /** The settings, or the defaults (off) before the owner saves any. */
  @Get('lead-settings')
  settings(@Req() request: ManagedAssistantRequest): Promise<LeadSettings> {
    return this.leads.settings(request.assistant.id);
  }

  @Put('lead-settings')
  saveSettings(
    @Req() request: ManagedAssistantRequest,
    @Body(new ZodBodyPipe(leadSettingsSchema)) body: LeadSettings,
  ): Promise<LeadSettings> {
    return this.leads.saveSettings(request.assistant.id, body);
  }

  /** The latest leads first, each with its conversation's id, first question and size. */
  @Get('leads')
  async list(@Req() request: ManagedAssistantRequest): Promise<LeadList> {
    return { leads: await this.leads.list(request.assistant.id) };
  }

  @Get('leads.csv')
  async csv(
    @Req() request: ManagedAssistantRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const leads = await this.leads.list(request.assistant.id);
    // Set here, not with @Header: a refused request's JSON error must not be labelled CSV.
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Disposition', `attachment; filename="leads-${request.assistant.id}.csv"`);
    return leadsCsv(leads);
  }
}
