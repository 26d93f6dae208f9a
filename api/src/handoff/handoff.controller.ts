import { Body, Controller, Get, Param, Patch, Put, Req, UseGuards } from '@nestjs/common';
import {
  followUpPatchSchema,
  handoffSettingsSchema,
  type FollowUp,
  type FollowUpList,
  type FollowUpPatch,
  type HandoffSettings,
} from '@gptsite/shared';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { HandoffService } from './handoff.service';

/**
 * The owner's follow-ups inbox and handoff setting (issue 13). Its owner, the admin of its brand and the
 * super admin only (AssistantAccessGuard: 401 signed out, 403 for anyone else, 404 for no assistant).
 * Visitors ask for a person through HandoffRequestController.
 */
@Controller('api/v1/assistants/:assistantId')
@UseGuards(AuthGuard, AssistantAccessGuard)
export class HandoffController {
  constructor(private readonly handoff: HandoffService) {}

  /** Open follow-ups first (high priority first), then responded ones; newest first within. */
  @Get('follow-ups')
  async list(@Req() request: ManagedAssistantRequest): Promise<FollowUpList> {
    return { followUps: await this.handoff.list(request.assistant.id) };
  }

  /** `{ status: 'responded' }` → the follow-up; 404 for another assistant's or no follow-up. */
  @Patch('follow-ups/:followUpId')
  markResponded(
    @Req() request: ManagedAssistantRequest,
    @Param('followUpId') followUpId: string,
    @Body(new ZodBodyPipe(followUpPatchSchema)) _body: FollowUpPatch,
  ): Promise<FollowUp> {
    return this.handoff.markResponded(request.assistant.id, followUpId);
  }

  @Get('handoff-settings')
  settings(@Req() request: ManagedAssistantRequest): Promise<HandoffSettings> {
    return this.handoff.settings(request.assistant.id);
  }

  @Put('handoff-settings')
  saveSettings(
    @Req() request: ManagedAssistantRequest,
    @Body(new ZodBodyPipe(handoffSettingsSchema)) body: HandoffSettings,
  ): Promise<HandoffSettings> {
    return this.handoff.saveSettings(request.assistant.id, body);
  }
}
