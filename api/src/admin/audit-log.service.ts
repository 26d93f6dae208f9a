import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminPage, AuditLogEntry, BrandKey } from '@gptsite/shared';
import type { DataSource } from 'typeorm';

/** One admin action to write down. */
export interface AuditRecord {
  /** Who did it (null for the system, e.g. a webhook or a scheduled job). */
  actorUserId: string | null;
  /** A dotted verb: `admin.invite`, `admin.disable`, `invoice.create`, … */
  action: string;
  targetType: string;
  targetId?: string | null;
  /** The brand the action concerns, when it concerns one. */
  brand?: BrandKey | null;
  details?: Record<string, unknown>;
}

interface AuditRow {
  id: string;
  actorUserId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  brand: BrandKey | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * The audit log (issue 14): every admin action, who did it and when, read by the super admin. The actor's
 * email is copied into the row, so the entry still says who it was after their account is removed.
 */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO "audit_log" ("actorUserId", "actorEmail", "action", "targetType", "targetId", "brand", "details")
       VALUES ($1, (SELECT email FROM "users" WHERE id = $1), $2, $3, $4, $5, $6)`,
      [
        entry.actorUserId,
        entry.action,
        entry.targetType,
        entry.targetId ?? null,
        entry.brand ?? null,
        JSON.stringify(entry.details ?? {}),
      ],
    );
  }

  /** Newest first; `q` matches the action, the actor's email, the target's id or the brand. */
  async list(options: { page: number; pageSize: number; q?: string }): Promise<AdminPage<AuditLogEntry>> {
    const params: unknown[] = [];
    let where = '';
    if (options.q) {
      params.push(`%${escapeLike(options.q)}%`);
      where = `WHERE a."action" ILIKE $1 OR a."actorEmail" ILIKE $1 OR a."targetId" ILIKE $1 OR a."brand" ILIKE $1`;
    }
    const [{ total }] = await this.dataSource.query<Array<{ total: string }>>(
      `SELECT COUNT(*) AS total FROM "audit_log" a ${where}`,
      params,
    );
    const rows = await this.dataSource.query<AuditRow[]>(
      `SELECT a.* FROM "audit_log" a ${where} ORDER BY a."createdAt" DESC, a.id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, options.pageSize, (options.page - 1) * options.pageSize],
    );
    return {
      total: Number(total),
      items: rows.map((row) => ({
        id: row.id,
        actorUserId: row.actorUserId,
        actorEmail: row.actorEmail,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        brand: row.brand,
        details: row.details ?? {},
        createdAt: new Date(row.createdAt).toISOString(),
      })),
    };
  }
}

/** `%` and `_` typed in a search box are looked for as themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}
