import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { TrialEntity } from '../database/entities';

/** The trial an owner already has for a site, with the assistant and knowledge to send them back to. */
export interface ExistingTrial {
  trialId: string;
  assistantId: string;
  conversionId: string;
}

/** A running trial the lifecycle job looks at (its owner's address for the reminders). */
export interface EndingTrial {
  id: string;
  brand: TrialEntity['brand'];
  endsAt: Date;
  ownerEmail: string;
  assistantName: string | null;
  activeConversionId: string | null;
}

@Injectable()
export class TrialRepository {
  constructor(@InjectRepository(TrialEntity) private readonly repo: Repository<TrialEntity>) {}

  create(
    input: Omit<
      TrialEntity,
      'id' | 'createdAt' | 'status' | 'ownerUserId' | 'planId' | 'convertedAt' | 'expiredAt'
    > & { ownerUserId?: string | null },
  ): Promise<TrialEntity> {
    return this.repo.save(this.repo.create({ ...input, status: 'active' }));
  }

  findById(id: string): Promise<TrialEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findByEmail(email: string): Promise<TrialEntity | null> {
    return this.repo.findOne({ where: { email }, order: { createdAt: 'ASC' } });
  }

  /**
   * The latest trial of this email for this site whose build failed and never went live: submitting the
   * site again builds that trial again instead of starting another.
   */
  async findFailedFor(email: string, website: string): Promise<ExistingTrial | null> {
    const rows: ExistingTrial[] = await this.repo.query(
      `SELECT t.id AS "trialId", a.id AS "assistantId", c.id AS "conversionId"
       FROM trials t JOIN assistants a ON a."trialId" = t.id
       JOIN LATERAL (SELECT id, status FROM conversions WHERE "assistantId" = a.id
         ORDER BY "createdAt" DESC LIMIT 1) c ON true
       WHERE t.email = $1 AND t.website = $2 AND a."activeConversionId" IS NULL AND c.status = 'failed'
       ORDER BY t."createdAt" DESC LIMIT 1`,
      [email, website],
    );
    return rows[0] ?? null;
  }

  /**
   * The latest trial of this email for this site whose assistant went live (any status: an expired one
   * is not started again for free). One whose build never succeeded does not count.
   */
  async findExistingFor(email: string, website: string): Promise<ExistingTrial | null> {
    const rows: ExistingTrial[] = await this.repo.query(
      `SELECT t.id AS "trialId", a.id AS "assistantId", a."activeConversionId" AS "conversionId"
       FROM trials t JOIN assistants a ON a."trialId" = t.id
       WHERE t.email = $1 AND t.website = $2 AND a."activeConversionId" IS NOT NULL
       ORDER BY t."createdAt" DESC LIMIT 1`,
      [email, website],
    );
    return rows[0] ?? null;
  }

  /** Trials this email started since `since`, oldest first (their times say when the next may start). */
  async startedSince(email: string, since: Date): Promise<Date[]> {
    const rows: Array<{ createdAt: Date }> = await this.repo.query(
      `SELECT "createdAt" FROM trials WHERE email = $1 AND "createdAt" >= $2 ORDER BY "createdAt"`,
      [email, since],
    );
    return rows.map((row) => new Date(row.createdAt));
  }

  /** Running trials of owners that end before `until` (the reminder window and the ended ones). */
  async activeEndingBefore(until: Date): Promise<EndingTrial[]> {
    const rows: EndingTrial[] = await this.repo.query(
      `SELECT t.id, t.brand, t."endsAt", coalesce(u.email, t.email) AS "ownerEmail",
         a.name AS "assistantName", a."activeConversionId"
       FROM trials t LEFT JOIN users u ON u.id = t."ownerUserId"
       LEFT JOIN LATERAL (SELECT name, "activeConversionId" FROM assistants
         WHERE "trialId" = t.id ORDER BY "createdAt" LIMIT 1) a ON true
       WHERE t.status = 'active' AND t."ownerUserId" IS NOT NULL AND t."endsAt" < $1
       ORDER BY t."endsAt"`,
      [until],
    );
    return rows.map((row) => ({ ...row, endsAt: new Date(row.endsAt) }));
  }

  /** Marks a running trial expired; false when it was not running (converted, or already expired). */
  async markExpired(id: string, at: Date): Promise<boolean> {
    const result = await this.repo.update({ id, status: 'active' }, { status: 'expired', expiredAt: at });
    return (result.affected ?? 0) > 0;
  }

  /** The trial becomes a customer on `planId` (from running or expired); false for an unknown trial. */
  async markConverted(id: string, planId: string, at: Date): Promise<boolean> {
    const result = await this.repo.update({ id }, { status: 'converted', planId, convertedAt: at });
    return (result.affected ?? 0) > 0;
  }
}
