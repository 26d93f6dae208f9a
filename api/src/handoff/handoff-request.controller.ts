import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { handoffRequestSchema, type HandoffCreated, type HandoffRequest } from '@gptsite/shared';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { HandoffService } from './handoff.service';

/**
 * A visitor asks for a person (public, like the chat): 201 `{ id, status, priority, expectedReply }`; 400
 * with a field sentence without a name and a valid email or phone; 404 for a conversation that is not
 * this assistant's; 429 past the `contact` budget of the visitor's network.
 */
@Controller('api/v1/assistants/:assistantId')
export class HandoffRequestController {
  constructor(private readonly handoff: HandoffService) {}

  @Post('handoffs')
  @HttpCode(201)
  request(
    @Param('assistantId') assistantId: string,
    @Body(new ZodBodyPipe(handoffRequestSchema)) body: HandoffRequest,
    @Ip() ip: string,
  ): Promise<HandoffCreated> {
    return this.handoff.request(assistantId, body, ip);
  }
}
