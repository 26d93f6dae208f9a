import { Body, Controller, Get, Header, HttpCode, Ip, Param, Post, UseGuards } from '@nestjs/common';
import type { AssistantProfile, ChatRequest, ChatResponse } from '@gptsite/shared';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { AssistantProfileService } from './assistant-profile.service';
import { chatRequestSchema, feedbackSchema } from './chat-request.schema';
import { ChatService } from './chat.service';

@Controller('api/v1/assistants')
@UseGuards(RateLimitGuard)
export class AssistantsController {
  constructor(
    private readonly chat: ChatService,
    private readonly profiles: AssistantProfileService,
  ) {}

  @Get(':assistantId')
  @RateLimit('read')
  // Public, and read cross-origin by the widget loader on the business's own site (no credentials).
  @Header('Access-Control-Allow-Origin', '*')
  profile(@Param('assistantId') assistantId: string): Promise<AssistantProfile> {
    return this.profiles.profile(assistantId);
  }

  @Post(':assistantId/messages')
  @HttpCode(200)
  ask(
    @Param('assistantId') assistantId: string,
    @Body(new ZodBodyPipe(chatRequestSchema)) body: ChatRequest,
    @Ip() ip: string,
  ): Promise<ChatResponse> {
    return this.chat.ask(assistantId, body, { ip });
  }

  @Post(':assistantId/messages/:messageId/feedback')
  @HttpCode(204)
  @RateLimit('read')
  async feedback(
    @Param('assistantId') assistantId: string,
    @Param('messageId') messageId: string,
    @Body(new ZodBodyPipe(feedbackSchema)) body: { helpful: boolean },
  ): Promise<void> {
    await this.chat.feedback(assistantId, messageId, body.helpful);
  }
}
