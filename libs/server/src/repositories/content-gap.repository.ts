import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { GapResolutionEntity, MessageEntity, type GapResolutionKind } from '../database/entities';

/** A visitor's question the assistant declined, or whose answer got a thumbs down. */
export interface GapCandidate {
  messageId: string;
  conversationId: string;
  question: string;
  askedAt: Date;
  declined: boolean;
  unhelpful: boolean;
}

/** How far back and how many candidates the gap list reads: enough for a to-do list, bounded for the api. */
export interface GapWindow {
  days: number;
  limit: number;
}

export interface NewGapResolution {
  assistantId: string;
  messageId: string;
  question: string;
  resolution: GapResolutionKind;
  overrideId: string | null;
}

const CANDIDATE_COLUMNS = `id AS "messageId", "conversationId", question, "createdAt" AS "askedAt",
  NOT answered AS declined, coalesce(feedback < 0, false) AS unhelpful`;

/** The questions content gaps are made of, and what the owner did with gaps. */
@Injectable()
export class ContentGapRepository {
  constructor(
    @InjectRepository(MessageEntity) private readonly messages: Repository<MessageEntity>,
    @InjectRepository(GapResolutionEntity) private readonly resolutions: Repository<GapResolutionEntity>,
  ) {}

  /** The most recent candidates within the window, oldest first (the order gaps are grouped in). */
  candidates(assistantId: string, window: GapWindow): Promise<GapCandidate[]> {
    return this.messages.query(
      `SELECT * FROM (
         SELECT ${CANDIDATE_COLUMNS} FROM messages
         WHERE "assistantId" = $1 AND (NOT answered OR feedback < 0)
           AND "createdAt" >= now() - make_interval(days => $2::int)
         ORDER BY "createdAt" DESC, id DESC LIMIT $3
       ) recent ORDER BY "askedAt" ASC, "messageId" ASC`,
      [assistantId, window.days, window.limit],
    ) as Promise<GapCandidate[]>;
  }

  /** One candidate of this assistant by its message id; null when there is none (or it was answered well). */
  async candidate(assistantId: string, messageId: string): Promise<GapCandidate | null> {
    const rows: GapCandidate[] = await this.messages.query(
      `SELECT ${CANDIDATE_COLUMNS} FROM messages
       WHERE id = $1 AND "assistantId" = $2 AND (NOT answered OR feedback < 0)`,
      [messageId, assistantId],
    );
    return rows[0] ?? null;
  }

  resolutionsFor(assistantId: string): Promise<GapResolutionEntity[]> {
    return this.resolutions.find({ where: { assistantId }, order: { createdAt: 'ASC' } });
  }

  async resolve(resolution: NewGapResolution): Promise<void> {
    await this.resolutions.save(this.resolutions.create(resolution));
  }
}
