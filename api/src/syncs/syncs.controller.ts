import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import type { SyncHistory } from '@gptsite/shared';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { SyncHistoryService } from './sync-history.service';

/**
 * The assistant's automatic re-sync history (issue 13). The frequency itself is an assistant setting
 * (`PATCH /api/v1/assistants/:assistantId` with `resync`). Its owner, the admin of its brand and the super
 * admin only (AssistantAccessGuard: 401 signed out, 403 for anyone else, 404 for no assistant).
 */
@Controller('api/v1/assistants/:assistantId/syncs')
@UseGuards(AuthGuard, AssistantAccessGuard)
export class SyncsController {
  constructor(private readonly syncs: SyncHistoryService) {}

  /** `{ frequency, nextRunAt, syncs }`: the latest 20 runs, newest first. */
  @Get()
  history(@Req() request: ManagedAssistantRequest): Promise<SyncHistory> {
    return this.syncs.history(request.assistant);
  }
}
