import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { LeadNotify, LeadSettings } from '@gptsite/shared';
import { IsNull, type Repository } from 'typeorm';
import { LeadEntity, LeadSettingsEntity } from '../database/entities';

export interface NewLead {
  assistantId: string;
  /** Null when the assistant was full or paused: the lead is kept, but no conversation was started. */
  conversationId: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  question: string | null;
  answer: string | null;
  pageUrl: string | null;
  notify: LeadNotify;
}

/** A lead with what the owner's list shows of its conversation. */
export interface LeadRow extends LeadEntity {
  firstQuestion: string | null;
  messageCount: number;
}

/** Lead capture settings and leads; every read is scoped to one assistant. */
@Injectable()
export class LeadRepository {
  constructor(
    @InjectRepository(LeadSettingsEntity) private readonly settings: Repository<LeadSettingsEntity>,
    @InjectRepository(LeadEntity) private readonly leads: Repository<LeadEntity>,
  ) {}

  settingsFor(assistantId: string): Promise<LeadSettingsEntity | null> {
    return this.settings.findOneBy({ assistantId });
  }

  async saveSettings(assistantId: string, input: LeadSettings): Promise<LeadSettingsEntity> {
    await this.settings.upsert({ assistantId, ...input }, ['assistantId']);
    return (await this.settingsFor(assistantId)) as LeadSettingsEntity;
  }

  /**
   * A new conversation for a lead left before the first question (the questions then join it). The caller
   * has admitted it past the plan's quota (api/src/quotas ConversationAdmission).
   */
  async startConversation(
    assistantId: string,
    start: { visitorId: string | null; pageUrl: string | null },
  ): Promise<string> {
    const created: Array<{ id: string }> = await this.leads.query(
      `INSERT INTO conversations ("assistantId", "visitorId", "pageUrl") VALUES ($1, $2, $3) RETURNING id`,
      [assistantId, start.visitorId, start.pageUrl],
    );
    return created[0].id;
  }

  create(input: NewLead): Promise<LeadEntity> {
    return this.leads.save(this.leads.create(input));
  }

  async markNotified(ids: string[]): Promise<void> {
    if (ids.length) await this.leads.update(ids, { notifiedAt: new Date() });
  }

  /** Newest first, with each conversation's first question and size (one grouped query). */
  list(assistantId: string, limit: number): Promise<LeadRow[]> {
    return this.leads.query(
      `SELECT l.*, (SELECT m.question FROM messages m WHERE m."conversationId" = l."conversationId"
                    ORDER BY m."createdAt", m.id LIMIT 1) AS "firstQuestion",
              (SELECT count(*)::int FROM messages m WHERE m."conversationId" = l."conversationId") AS "messageCount"
       FROM leads l WHERE l."assistantId" = $1 ORDER BY l."createdAt" DESC, l.id DESC LIMIT $2`,
      [assistantId, limit],
    );
  }

  /** Assistants with leads waiting for their daily digest. */
  async assistantsAwaitingDigest(): Promise<string[]> {
    const rows: Array<{ assistantId: string }> = await this.leads.query(
      `SELECT DISTINCT "assistantId" FROM leads WHERE notify = 'digest' AND "notifiedAt" IS NULL`,
    );
    return rows.map((row) => row.assistantId);
  }

  awaitingDigest(assistantId: string): Promise<LeadEntity[]> {
    return this.leads.find({
      where: { assistantId, notify: 'digest', notifiedAt: IsNull() },
      order: { createdAt: 'ASC' },
    });
  }
}
