import { Body, Controller, Get, Param, Patch, Query, Req, UseGuards } from '@nestjs/common';
import {
  assistantSettingsSchema,
  conversationListQuerySchema,
  type AssistantSettings,
  type AssistantSettingsPatch,
  type ConversationDetail,
  type ConversationListQuery,
  type ConversationPage,
} from '@gptsite/shared';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { AssistantSettingsService } from './assistant-settings.service';
import { ConversationHistoryService } from './conversation-history.service';

/**
 * The owner's workspace (api-contract.md, Accounts): an assistant's settings and its conversations. Its
 * owner, the admin of its brand and the super admin only (AssistantAccessGuard: 401 signed out, 403 for
 * anyone else, 404 when the assistant or conversation does not exist).
 */
@Controller('api/v1')
@UseGuards(AuthGuard, AssistantAccessGuard)
export class WorkspaceController {
  constructor(
    private readonly settings: AssistantSettingsService,
    private readonly history: ConversationHistoryService,
  ) {}

  /** Any of name, greeting, colors, suggestedQuestions, allowedDomains → the profile visitors now see. */
  @Patch('assistants/:assistantId')
  updateSettings(
    @Req() request: ManagedAssistantRequest,
    @Body(new ZodBodyPipe(assistantSettingsSchema)) body: AssistantSettingsPatch,
  ): Promise<AssistantSettings> {
    return this.settings.update(request.assistant, body);
  }

  /** `?page=1&pageSize=5|25|50&filter=all|declined|unhelpful|negative&days=7|30|90`, newest first. */
  @Get('assistants/:assistantId/conversations')
  conversations(
    @Req() request: ManagedAssistantRequest,
    @Query(new ZodBodyPipe(conversationListQuerySchema)) query: ConversationListQuery,
  ): Promise<ConversationPage> {
    return this.history.list(request.assistant.id, query);
  }

  @Get('conversations/:conversationId')
  conversation(
    @Req() request: ManagedAssistantRequest,
    @Param('conversationId') conversationId: string,
  ): Promise<ConversationDetail> {
    return this.history.detail(request.assistant.id, conversationId);
  }
}
