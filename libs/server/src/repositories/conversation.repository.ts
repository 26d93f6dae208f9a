import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { ConversationEntity, MessageEntity } from '../database/entities';

export type NewMessage = Omit<MessageEntity, 'id' | 'createdAt' | 'feedback' | 'conversationId'> & {
  /** Unset for the first message of a conversation, which `record` starts. */
  conversationId?: string;
};

/** One conversation's totals, as the owner's list shows them. */
export interface ConversationStats {
  id: string;
  assistantId: string;
  pageUrl: string | null;
  startedAt: Date;
  lastMessageAt: Date;
  firstQuestion: string;
  messageCount: number;
  answered: number;
  declined: number;
  helpful: number;
  unhelpful: number;
  sentiment: number;
}

/** Which conversations a page lists: all, or those with a declined question, a thumbs down, a sour mood. */
export type ConversationStatsFilter = 'all' | 'declined' | 'unhelpful' | 'negative';

/** The average sentiment below which a conversation counts as negative (as sentimentLabel reads it). */
const NEGATIVE_SENTIMENT = -0.25;

const STATS_COLUMNS = `c.id, c."assistantId", c."pageUrl", c."createdAt" AS "startedAt",
  max(m."createdAt") AS "lastMessageAt",
  (array_agg(m.question ORDER BY m."createdAt", m.id))[1] AS "firstQuestion",
  count(m.id)::int AS "messageCount",
  count(m.id) FILTER (WHERE m.answered)::int AS answered,
  count(m.id) FILTER (WHERE NOT m.answered)::int AS declined,
  count(m.id) FILTER (WHERE m.feedback > 0)::int AS helpful,
  count(m.id) FILTER (WHERE m.feedback < 0)::int AS unhelpful,
  coalesce(avg(m.sentiment), 0)::float8 AS sentiment`;

const FILTERS: Record<ConversationStatsFilter, string> = {
  all: 'true',
  declined: 'count(m.id) FILTER (WHERE NOT m.answered) > 0',
  unhelpful: 'count(m.id) FILTER (WHERE m.feedback < 0) > 0',
  negative: `coalesce(avg(m.sentiment), 0) <= ${NEGATIVE_SENTIMENT}`,
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

  findById(conversationId: string): Promise<ConversationEntity | null> {
    return this.conversations.findOneBy({ id: conversationId });
  }

  /**
   * A page of an assistant's conversations, newest first (started in the last `days` when given), with
   * each one's totals, and how many match in all. Totals are computed in one grouped query per page (an owner's page holds at most 50).
   */
  async pageOfStats(
    assistantId: string,
    options: { offset: number; limit: number; filter: ConversationStatsFilter; days?: number },
  ): Promise<{ rows: ConversationStats[]; total: number }> {
    const having = FILTERS[options.filter];
    // $2: how many days back a conversation may have started; null for all of them.
    const grouped = `FROM conversations c JOIN messages m ON m."conversationId" = c.id
      WHERE c."assistantId" = $1 AND ($2::int IS NULL OR c."createdAt" >= now() - make_interval(days => $2::int))
      GROUP BY c.id HAVING ${having}`;
    const days = options.days ?? null;
    const [rows, counted] = await Promise.all([
      this.conversations.query(
        `SELECT ${STATS_COLUMNS} ${grouped} ORDER BY c."createdAt" DESC, c.id DESC LIMIT $3 OFFSET $4`,
        [assistantId, days, options.limit, options.offset],
      ) as Promise<ConversationStats[]>,
      this.conversations.query(`SELECT count(*)::int AS total FROM (SELECT c.id ${grouped}) matching`, [
        assistantId,
        days,
      ]) as Promise<Array<{ total: number }>>,
    ]);
    return { rows, total: counted[0]?.total ?? 0 };
  }

  /** One conversation's totals; null when it has no message (or does not exist). */
  async statsOf(conversationId: string): Promise<ConversationStats | null> {
    const rows: ConversationStats[] = await this.conversations.query(
      `SELECT ${STATS_COLUMNS} FROM conversations c JOIN messages m ON m."conversationId" = c.id
       WHERE c.id = $1 GROUP BY c.id`,
      [conversationId],
    );
    return rows[0] ?? null;
  }

  /** Every question and answer of a conversation, oldest first. */
  messagesOf(conversationId: string): Promise<MessageEntity[]> {
    return this.messages.find({ where: { conversationId }, order: { createdAt: 'ASC', id: 'ASC' } });
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
