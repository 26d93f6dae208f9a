import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { leadSubmitSchema, type LeadCreated, type LeadSubmit } from '@gptsite/shared';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { LeadsService } from './leads.service';

/**
 * A visitor leaves their contact details (public, like the chat): 201 `{ id, conversationId }`, that id ''
 * while the assistant is full or paused (the lead is kept, but no conversation starts); 400 with a field
 * sentence when neither a valid email nor a phone number is given; 409 while lead capture is off; 429 past
 * the `contact` budget of the visitor's network.
 */
@Controller('api/v1/assistants/:assistantId')
export class LeadCaptureController {
  constructor(private readonly leads: LeadsService) {}

  @Post('leads')
  @HttpCode(201)
  capture(
    @Param('assistantId') assistantId: string,
    @Body(new ZodBodyPipe(leadSubmitSchema)) body: LeadSubmit,
    @Ip() ip: string,
  ): Promise<LeadCreated> {
    return this.leads.capture(assistantId, body, ip);
  }
}
