import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { gapAnswerSchema, type AnswerOverride, type ContentGapList, type GapAnswer } from '@gptsite/shared';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ContentGapsService } from './content-gaps.service';

/**
 * The owner's content gaps (api-contract.md, Owner features). Its owner, the admin of its brand and the
 * super admin only (AssistantAccessGuard: 401 signed out, 403 for anyone else, 404 for no assistant).
 */
@Controller('api/v1/assistants/:assistantId/gaps')
@UseGuards(AuthGuard, AssistantAccessGuard)
export class GapsController {
  constructor(private readonly gaps: ContentGapsService) {}

  @Get()
  list(@Req() request: ManagedAssistantRequest): Promise<ContentGapList> {
    return this.gaps.list(request.assistant.id);
  }

  /** `{ answer, question? }` → 201 with the override that now answers the gap's question. */
  @Post(':gapId/answer')
  answer(
    @Req() request: ManagedAssistantRequest,
    @Param('gapId') gapId: string,
    @Body(new ZodBodyPipe(gapAnswerSchema)) body: GapAnswer,
  ): Promise<AnswerOverride> {
    return this.gaps.answer(request.assistant.id, gapId, body);
  }

  /** "Not for the assistant". */
  @Post(':gapId/dismiss')
  @HttpCode(204)
  async dismiss(@Req() request: ManagedAssistantRequest, @Param('gapId') gapId: string): Promise<void> {
    await this.gaps.dismiss(request.assistant.id, gapId);
  }
}
