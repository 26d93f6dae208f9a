import { Injectable } from '@nestjs/common';
import {
  ConversationRepository,
  DomainError,
  type ConversationStats,
  type MessageEntity,
} from '@gptsite/server';
import {
  isUuid,
  sentimentLabel,
  type ConversationDetail,
  type ConversationListQuery,
  type ConversationMessage,
  type ConversationPage,
  type ConversationSummary,
} from '@gptsite/shared';

/** What visitors asked an assistant, for its owner: a page of conversations, and one with its messages. */
@Injectable()
export class ConversationHistoryService {
  constructor(private readonly conversations: ConversationRepository) {}

  async list(assistantId: string, query: ConversationListQuery): Promise<ConversationPage> {
    const { rows, total } = await this.conversations.pageOfStats(assistantId, {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      filter: query.filter,
      days: query.days,
    });
    return {
      items: rows.map(toSummary),
      total,
      page: query.page,
      pageSize: query.pageSize,
      filter: query.filter,
      days: query.days ?? null,
    };
  }

  /** One conversation of `assistantId` (which the guard has checked the caller manages). */
  async detail(assistantId: string, conversationId: string): Promise<ConversationDetail> {
    const stats = isUuid(conversationId) ? await this.conversations.statsOf(conversationId) : null;
    if (!stats || stats.assistantId !== assistantId) throw new DomainError('CONVERSATION_NOT_FOUND');
    const messages = await this.conversations.messagesOf(conversationId);
    return { ...toSummary(stats), assistantId, messages: messages.map(toMessage) };
  }
}

function toSummary(row: ConversationStats): ConversationSummary {
  const score = Math.round(Number(row.sentiment) * 100) / 100;
  return {
    id: row.id,
    startedAt: new Date(row.startedAt).toISOString(),
    lastMessageAt: new Date(row.lastMessageAt).toISOString(),
    firstQuestion: row.firstQuestion,
    messageCount: row.messageCount,
    answered: row.answered,
    declined: row.declined,
    feedback: { helpful: row.helpful, unhelpful: row.unhelpful },
    sentiment: sentimentLabel(score),
    sentimentScore: score,
    pageUrl: row.pageUrl,
  };
}

function toMessage(message: MessageEntity): ConversationMessage {
  return {
    id: message.id,
    createdAt: message.createdAt.toISOString(),
    question: message.question,
    answer: message.answer,
    answered: message.answered,
    sources: message.sources,
    feedback: message.feedback === null ? null : message.feedback > 0 ? 'helpful' : 'unhelpful',
    sentiment: sentimentLabel(message.sentiment),
  };
}
