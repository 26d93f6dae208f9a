import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FollowUpPriority } from '@gptsite/shared';
import { In, type Repository } from 'typeorm';
import { FollowUpEntity, HandoffSettingsEntity } from '../database/entities';

export interface NewFollowUp {
  assistantId: string;
  conversationId: string;
  name: string;
  email: string | null;
  phone: string | null;
  message: string | null;
  priority: FollowUpPriority;
}

/** A follow-up with what the owner's inbox shows of its conversation. */
export interface FollowUpRow extends FollowUpEntity {
  firstQuestion: string | null;
  messageCount: number;
}

/** Handoff settings and follow-ups; every read is scoped to one assistant. */
@Injectable()
export class FollowUpRepository {
  constructor(
    @InjectRepository(HandoffSettingsEntity) private readonly settings: Repository<HandoffSettingsEntity>,
    @InjectRepository(FollowUpEntity) private readonly followUps: Repository<FollowUpEntity>,
  ) {}

  async offersAfterTwoDeclines(assistantId: string): Promise<boolean> {
    return (await this.settings.findOneBy({ assistantId }))?.afterTwoDeclines ?? false;
  }

  async saveSettings(assistantId: string, afterTwoDeclines: boolean): Promise<void> {
    await this.settings.upsert({ assistantId, afterTwoDeclines }, ['assistantId']);
  }

  create(input: NewFollowUp): Promise<FollowUpEntity> {
    return this.followUps.save(this.followUps.create({ ...input, status: 'pending' }));
  }

  /** pending → sent, once the owner's mail went out; a follow-up already responded stays so. */
  async markSent(id: string): Promise<void> {
    await this.followUps.update({ id, status: 'pending' }, { status: 'sent', sentAt: new Date() });
  }

  /** pending or sent → responded; null when the assistant has no such follow-up. */
  async markResponded(assistantId: string, id: string): Promise<FollowUpRow | null> {
    await this.followUps.update(
      { id, assistantId, status: In(['pending', 'sent']) },
      { status: 'responded', respondedAt: new Date() },
    );
    return this.findOne(assistantId, id);
  }

  async findOne(assistantId: string, id: string): Promise<FollowUpRow | null> {
    const rows = await this.rows(`f."assistantId" = $1 AND f.id = $2`, [assistantId, id], 1);
    return rows[0] ?? null;
  }

  /** Open ones first (pending and sent, high priority first), then responded; newest first within. */
  list(assistantId: string, limit: number): Promise<FollowUpRow[]> {
    return this.rows(`f."assistantId" = $1`, [assistantId], limit);
  }

  private rows(where: string, values: unknown[], limit: number): Promise<FollowUpRow[]> {
    return this.followUps.query(
      `SELECT f.*, (SELECT m.question FROM messages m WHERE m."conversationId" = f."conversationId"
                    ORDER BY m."createdAt", m.id LIMIT 1) AS "firstQuestion",
              (SELECT count(*)::int FROM messages m WHERE m."conversationId" = f."conversationId") AS "messageCount"
       FROM follow_ups f WHERE ${where}
       ORDER BY (f.status = 'responded'), array_position(ARRAY['high','normal','low'], f.priority),
                f."createdAt" DESC, f.id DESC
       LIMIT ${Math.max(1, Math.floor(limit))}`,
      values,
    );
  }
}
