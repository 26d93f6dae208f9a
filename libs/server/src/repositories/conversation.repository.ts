import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ConversationEntity, MessageEntity } from '../database/entities';

export type NewMessage = Omit<MessageEntity, 'id' | 'createdAt' | 'feedback'>;

@Injectable()
export class ConversationRepository {
  constructor(
    @InjectRepository(ConversationEntity) private readonly conversations: Repository<ConversationEntity>,
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
  ) {}

  /** The visitor's conversation with this assistant, or a new one; ids of other assistants are ignored. */
  async findOrStart(assistantId: string, conversationId: string | undefined, visitor: { visitorId: string | null; pageUrl: string | null }): Promise<ConversationEntity> {
    if (conversationId) {
      const existing = await this.conversations.findOneBy({ id: conversationId, assistantId });
      if (existing) return existing;
    }
    // insert, not save: save wraps a lone INSERT in a transaction, three round trips on the chat's hot path.
    const conversation = this.conversations.create({ assistantId, ...visitor });
    const { generatedMaps } = await this.conversations.insert(conversation);
    return this.conversations.merge(conversation, generatedMaps[0]);
  }

  /** The last few questions and answers, oldest first, for a model that reads the conversation. */
  async recentMessages(conversationId: string, limit: number): Promise<MessageEntity[]> {
    const rows = await this.messages.find({ where: { conversationId }, order: { createdAt: 'DESC' }, take: limit });
    return rows.reverse();
  }

  async addMessage(message: NewMessage): Promise<MessageEntity> {
    await this.conversations.update({ id: message.conversationId }, { updatedAt: new Date() });
    const created = this.messages.create(message);
    const { generatedMaps } = await this.messages.insert(created);
    return this.messages.merge(created, generatedMaps[0]);
  }

  /** Records thumbs up (1) or down (-1); false when the message is not this assistant's. */
  async setFeedback(assistantId: string, messageId: string, feedback: 1 | -1): Promise<boolean> {
    const result = await this.messages.update({ id: messageId, assistantId }, { feedback });
    return (result.affected ?? 0) > 0;
  }
}
