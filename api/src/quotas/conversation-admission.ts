import { Injectable } from '@nestjs/common';
import { ConversationRepository, type AssistantEntity, type ConversationEntity } from '@gptsite/server';
import { isUuid } from '@gptsite/shared';
import { ChatQuotaGate } from './chat-quota-gate';

/**
 * Whether a visitor's request may go on: in their conversation when it is this assistant's (in progress,
 * so it may finish), else in a new one only if the plan or trial has room (it is then counted), else not:
 * `refusal` is what the visitor is told instead.
 */
export type Admission =
  { conversation: ConversationEntity; refusal: null } | { conversation: null; refusal: string | null };

/**
 * The one way a visitor's conversation starts, whichever public request starts it (a question, a lead
 * left before the first question): every new conversation passes ChatQuotaGate, so a lead cannot open
 * one that the next question then joins as "in progress" on a full or paused assistant.
 */
@Injectable()
export class ConversationAdmission {
  constructor(
    private readonly conversations: ConversationRepository,
    private readonly quotas: ChatQuotaGate,
  ) {}

  async admit(assistant: AssistantEntity, conversationId: string | undefined): Promise<Admission> {
    // An unknown or another assistant's conversation id starts a new conversation, as a first visit does.
    const conversation =
      conversationId && isUuid(conversationId)
        ? await this.conversations.findForAssistant(assistant.id, conversationId)
        : null;
    if (conversation) return { conversation, refusal: null };
    return { conversation: null, refusal: await this.quotas.refusalFor(assistant) };
  }
}
