import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BrandKey, ContactDetails, CustomerStatus, TrialStatus } from '@gptsite/shared';
import type { DataSource } from 'typeorm';

/** What the quota check needs of an assistant: its trial's plan and dates, and whom to tell. */
export interface AssistantBilling {
  assistantId: string;
  assistantName: string;
  brand: BrandKey;
  contact: ContactDetails;
  activeConversionId: string | null;
  trialId: string;
  trialStatus: TrialStatus;
  planId: string | null;
  startsAt: Date;
  endsAt: Date;
  /** The owner's account address, else the trial's; null for demo assistants (no owner, never limited). */
  ownerEmail: string | null;
  hasOwner: boolean;
  /** The customer's status once a plan was bought (checkout); null on a trial. */
  customerStatus?: CustomerStatus | null;
}

/**
 * Conversations counted per assistant per period, and the once-only notices (quota warnings, trial
 * reminders): a notice is claimed by inserting its row, so of several processes only one sends it.
 */
@Injectable()
export class PlanUsageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async billingOf(assistantId: string): Promise<AssistantBilling | null> {
    return (await this.billingsOf([assistantId]))[0] ?? null;
  }

  async billingsOf(assistantIds: string[]): Promise<AssistantBilling[]> {
    if (assistantIds.length === 0) return [];
    return this.dataSource.query(
      `SELECT a.id AS "assistantId", a.name AS "assistantName", a.brand, a.contact,
         a."activeConversionId", t.id AS "trialId",
         -- A cancelled customer's assistant pauses like an ended trial's (no plan, expired).
         CASE WHEN cancelled.yes THEN 'expired' ELSE t.status END AS "trialStatus",
         CASE WHEN cancelled.yes THEN NULL ELSE t."planId" END AS "planId",
         t."startsAt", t."endsAt", coalesce(u.email, t.email) AS "ownerEmail",
         (t."ownerUserId" IS NOT NULL) AS "hasOwner", cu.status AS "customerStatus"
       FROM assistants a JOIN trials t ON t.id = a."trialId" LEFT JOIN users u ON u.id = t."ownerUserId"
       LEFT JOIN customers cu ON cu."trialId" = t.id
       CROSS JOIN LATERAL (SELECT coalesce(cu.status = 'cancelled', false) AS yes) cancelled
       WHERE a.id = ANY($1::uuid[])`,
      [assistantIds],
    );
  }

  /** Conversations the assistant started in [from, until): one index range over (assistantId, createdAt). */
  async conversationsBetween(assistantId: string, from: Date, until: Date): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM conversations
       WHERE "assistantId" = $1 AND "createdAt" >= $2 AND "createdAt" < $3`,
      [assistantId, from, until],
    );
    return rows[0]?.count ?? 0;
  }

  /** Conversations of several assistants, each in its own period: assistant id → count. */
  async conversationsInPeriods(
    periods: Array<{ assistantId: string; from: Date; until: Date }>,
  ): Promise<Map<string, number>> {
    if (periods.length === 0) return new Map();
    const rows: Array<{ assistantId: string; count: number }> = await this.dataSource.query(
      `SELECT p.id AS "assistantId", (SELECT count(*)::int FROM conversations c
         WHERE c."assistantId" = p.id AND c."createdAt" >= p.since AND c."createdAt" < p.until) AS count
       FROM unnest($1::uuid[], $2::timestamptz[], $3::timestamptz[]) AS p(id, since, until)`,
      [periods.map((p) => p.assistantId), periods.map((p) => p.from), periods.map((p) => p.until)],
    );
    return new Map(rows.map((row) => [row.assistantId, row.count]));
  }

  /** True for the one caller that claimed the notice; false when it was already sent (or claimed). */
  async claimNotice(subjectId: string, kind: string, period: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `INSERT INTO account_notices ("subjectId", kind, period) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING RETURNING kind`,
      [subjectId, kind, period],
    );
    return rows.length > 0;
  }

  /** Gives a claim back when its mail could not be sent, so the next pass tries again. */
  async releaseNotice(subjectId: string, kind: string, period: string): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM account_notices WHERE "subjectId" = $1 AND kind = $2 AND period = $3`,
      [subjectId, kind, period],
    );
  }
}
