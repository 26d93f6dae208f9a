import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { BrandKey, UserRole } from '@gptsite/shared';
import type { DataSource, Repository } from 'typeorm';
import { AssistantEntity, ConversionEntity, TrialEntity, UserEntity } from '../database/entities';

export interface NewUser {
  email: string;
  name: string;
  role: UserRole;
  brand?: BrandKey | null;
  passwordHash?: string | null;
}

/** What a trial sign-up made, to be given to its owner. */
export interface OwnedRows {
  trialId: string;
  assistantId: string;
  conversionId: string;
}

@Injectable()
export class UserRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  findById(id: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ id });
  }

  /** Emails match whatever their capitalisation, as the unique index does. */
  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repo
      .createQueryBuilder('user')
      .where('lower(user.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  /**
   * The account for this email, created when missing. Two sign-ups racing for one address both end
   * with the same row: the loser's insert hits the unique index and does nothing.
   */
  async findOrCreate(input: NewUser): Promise<{ user: UserEntity; created: boolean }> {
    const existing = await this.findByEmail(input.email);
    if (existing) return { user: existing, created: false };
    const inserted = await this.repo
      .createQueryBuilder()
      .insert()
      .values({ ...input, email: input.email.trim(), brand: input.brand ?? null })
      .orIgnore()
      .returning('id')
      .execute();
    const user = await this.findByEmail(input.email);
    if (!user) throw new Error(`The account for ${input.email} vanished while it was created`);
    return { user, created: Array.isArray(inserted.raw) && inserted.raw.length > 0 };
  }

  async setPassword(id: string, passwordHash: string): Promise<void> {
    await this.repo.update({ id }, { passwordHash });
  }

  async recordLogin(id: string): Promise<void> {
    const now = new Date();
    await this.repo.update({ id }, { lastLoginAt: now, lastActiveAt: now });
  }

  /** A session refresh: the account is in use. */
  async recordActivity(id: string): Promise<void> {
    await this.repo.update({ id }, { lastActiveAt: new Date() });
  }

  /** Disables (now) or enables the account; false when there is no such account. */
  async setDisabled(id: string, disabled: boolean): Promise<boolean> {
    const result = await this.repo.update({ id }, { disabledAt: disabled ? new Date() : null });
    return (result.affected ?? 0) > 0;
  }

  async promote(id: string, role: UserRole, brand: BrandKey | null): Promise<void> {
    await this.repo.update({ id }, { role, brand });
  }

  /** Gives a trial's rows to their owner in one transaction, so none is left half-owned. */
  async assignOwner(userId: string, rows: OwnedRows): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.update(TrialEntity, { id: rows.trialId }, { ownerUserId: userId });
      await manager.update(AssistantEntity, { id: rows.assistantId }, { ownerUserId: userId });
      await manager.update(ConversionEntity, { id: rows.conversionId }, { ownerUserId: userId });
    });
  }

  /**
   * The assistants an account may see: its own (owner), its brand's (admin), all (super admin), newest
   * first, each with its live conversion (or, before the first goes live, its latest).
   */
  /**
   * The assistants a caller manages, each with what its workspace row shows, counted in SQL: the
   * conversion its dashboard follows (the live one, else the latest), when a build last completed, the
   * pages and documents that conversion indexed, and the conversations visitors began this calendar
   * month (UTC).
   */
  async assistantsVisibleTo(user: Pick<UserEntity, 'id' | 'role' | 'brand'>): Promise<
    Array<{
      assistant: AssistantEntity;
      conversionId: string | null;
      lastBuiltAt: Date | null;
      pagesIndexed: number;
      documentsIndexed: number;
      conversationsThisMonth: number;
    }>
  > {
    const shownConversion = `COALESCE(assistant."activeConversionId", (SELECT c.id FROM conversions c WHERE c."assistantId" = assistant.id ORDER BY c."createdAt" DESC LIMIT 1))`;
    const query = this.dataSource
      .getRepository(AssistantEntity)
      .createQueryBuilder('assistant')
      .addSelect(shownConversion, 'conversion_id')
      .addSelect(
        `(SELECT MAX(c."finishedAt") FROM conversions c WHERE c."assistantId" = assistant.id AND c.status = 'completed')`,
        'last_built_at',
      )
      .addSelect(
        `(SELECT COUNT(*) FROM sources s WHERE s."conversionId" = ${shownConversion} AND s.outcome = 'indexed' AND s."documentKind" IS NULL)`,
        'pages_indexed',
      )
      .addSelect(
        `(SELECT COUNT(*) FROM sources s WHERE s."conversionId" = ${shownConversion} AND s.outcome = 'indexed' AND s."documentKind" IS NOT NULL)`,
        'documents_indexed',
      )
      .addSelect(
        `(SELECT COUNT(*) FROM conversations v WHERE v."assistantId" = assistant.id AND v."createdAt" >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`,
        'conversations_this_month',
      )
      .orderBy('assistant.createdAt', 'DESC');
    if (user.role === 'user') query.where('assistant.ownerUserId = :id', { id: user.id });
    if (user.role === 'admin') query.where('assistant.brand = :brand', { brand: user.brand });
    const { entities, raw } = await query.getRawAndEntities<{
      conversion_id: string | null;
      last_built_at: Date | string | null;
      pages_indexed: string | number | null;
      documents_indexed: string | number | null;
      conversations_this_month: string | number | null;
    }>();
    return entities.map((assistant, index) => {
      const row = raw[index];
      return {
        assistant,
        conversionId: row?.conversion_id ?? null,
        lastBuiltAt: row?.last_built_at ? new Date(row.last_built_at) : null,
        pagesIndexed: Number(row?.pages_indexed ?? 0),
        documentsIndexed: Number(row?.documents_indexed ?? 0),
        conversationsThisMonth: Number(row?.conversations_this_month ?? 0),
      };
    });
  }
}
