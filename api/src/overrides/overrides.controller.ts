import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import {
  overrideCreateSchema,
  overridePatchSchema,
  type AnswerOverride,
  type AnswerOverrideList,
  type OverrideCreate,
  type OverridePatch,
} from '@gptsite/shared';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { AnswerOverridesService } from './answer-overrides.service';

/**
 * The owner's answer overrides (api-contract.md, Owner features). Its owner, the admin of its brand and
 * the super admin only (AssistantAccessGuard: 401 signed out, 403 for anyone else, 404 for no assistant).
 */
@Controller('api/v1/assistants/:assistantId/overrides')
@UseGuards(AuthGuard, AssistantAccessGuard)
export class OverridesController {
  constructor(private readonly overrides: AnswerOverridesService) {}

  @Get()
  list(@Req() request: ManagedAssistantRequest): Promise<AnswerOverrideList> {
    return this.overrides.list(request.assistant.id);
  }

  /** `{ question, answer, enabled? }` → 201 with the override. */
  @Post()
  create(
    @Req() request: ManagedAssistantRequest,
    @Body(new ZodBodyPipe(overrideCreateSchema)) body: OverrideCreate,
  ): Promise<AnswerOverride> {
    return this.overrides.create(request.assistant.id, body);
  }

  /** Any of `{ question, answer, enabled }`. */
  @Patch(':overrideId')
  update(
    @Req() request: ManagedAssistantRequest,
    @Param('overrideId') overrideId: string,
    @Body(new ZodBodyPipe(overridePatchSchema)) body: OverridePatch,
  ): Promise<AnswerOverride> {
    return this.overrides.update(request.assistant.id, overrideId, body);
  }

  @Delete(':overrideId')
  @HttpCode(204)
  async remove(
    @Req() request: ManagedAssistantRequest,
    @Param('overrideId') overrideId: string,
  ): Promise<void> {
    await this.overrides.remove(request.assistant.id, overrideId);
  }
}
