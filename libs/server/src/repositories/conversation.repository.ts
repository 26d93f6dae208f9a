import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ConversationEntity, MessageEntity } from '../database/entities';

export type NewMessage = Omit<MessageEntity, 'id' | 'createdAt' | 'feedback' | 'conversationId'> & {
  /** Unset for the first message of a conversation, which `record` starts. */
  conversationId?: string;
};

export interface RecordedMessage {
  conversationId: string;
  messageId: string;
}

@Injectable()
export class ConversationRepository {
  constructor(
    @InjectRepository(ConversationEntity) private readonly conversations: Repository<ConversationEntity>,
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
  ) {}

  /** The visitor's conversation with this assistant; null for an unknown id or another assistant's. */
  findForAssistant(assistantId: string, conversationId: string): Promise<ConversationEntity | null> {
    return this.conversations.findOneBy({ id: conversationId, assistantId });
  }

  /** The last few questions and answers, oldest first, for a model that reads the conversation. */
  async recentMessages(conversationId: string, limit: number): Promise<MessageEntity[]> {
    const rows = await this.messages.find({
      where: { conversationId },
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return rows.reverse();
  }

  /**
   * Stores a question and its answer in one statement: into the given conversation (touching its
   * updatedAt), or into a conversation started for it. One round trip rather than three or four — this
   * runs once per answer, the chat's hot path.
   */
  async record(
    message: NewMessage,
    start: { visitorId: string | null; pageUrl: string | null } | null,
  ): Promise<RecordedMessage> {
    const conversation = start
      ? `INSERT INTO conversations ("assistantId", "visitorId", "pageUrl") VALUES ($1, $10, $11) RETURNING id`
      : `UPDATE conversations SET "updatedAt" = now() WHERE id = $10 AND "assistantId" = $1 RETURNING id`;
    const rows: Array<{ id: string; conversationId: string }> = await this.messages.query(
      `WITH conversation AS (${conversation})
       INSERT INTO messages ("conversationId", "assistantId", question, answer, sources, answered, confidence, "latencyMs", sentiment, provider)
       SELECT conversation.id, $1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9 FROM conversation
       RETURNING id, "conversationId"`,
      [
        message.assistantId,
        message.question,
        message.answer,
        JSON.stringify(message.sources),
        message.answered,
        message.confidence,
        message.latencyMs,
        message.sentiment,
        message.provider,
        ...(start ? [start.visitorId, start.pageUrl] : [message.conversationId]),
      ],
    );
    if (!rows[0]) throw new Error(`Conversation ${message.conversationId} no longer exists`);
    return { messageId: rows[0].id, conversationId: rows[0].conversationId };
  }

  /** Records thumbs up (1) or down (-1); false when the message is not this assistant's. */
  async setFeedback(assistantId: string, messageId: string, feedback: 1 | -1): Promise<boolean> {
    const result = await this.messages.update({ id: messageId, assistantId }, { feedback });
    return (result.affected ?? 0) > 0;
  }
}
