import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DomainError, UserRepository, UserTokenRepository } from '@gptsite/server';
import {
  BRAND_KEYS,
  type AdminAccountRow,
  type AdminAssistantRow,
  type AdminConversionRow,
  type AdminOverview,
  type AdminPage,
  type AdminTrialRow,
  type AuthUser,
  type BrandKey,
  type DomainStats,
  type DomainStatsResponse,
} from '@gptsite/shared';
import type { DataSource } from 'typeorm';
import { PlanSummaries } from '../quotas/plan-summaries.service';
import type { AdminAccountsQuery, AdminAssistantsQuery, AdminTrialsQuery } from './admin-query.schema';
import { AuditLogService, escapeLike } from './audit-log.service';

/** The brand an admin sees; null for the super admin (every brand). Owners never get here (guards). */
export function brandScopeOf(user: AuthUser): BrandKey | null {
  if (user.role === 'super_admin') return null;
  if (user.role === 'admin' && user.brand) return user.brand;
  throw new DomainError('FORBIDDEN');
}

/** A trial past its end that the lifecycle job has not marked yet already reads expired. */
const TRIAL_STATUS = `CASE WHEN t.status = 'active' AND t."endsAt" <= now() THEN 'expired' ELSE t.status END`;

const TRIAL_SORT_COLUMNS: Record<AdminTrialsQuery['sort'], string> = {
  createdAt: 't."createdAt"',
  endsAt: 't."endsAt"',
  name: 'lower(t.name)',
  email: 'lower(t.email)',
  website: 'lower(t.website)',
  status: TRIAL_STATUS,
};

/** How many assistants the overview lists with their use (the newest). */
const OVERVIEW_ASSISTANTS = 100;
/** The columns the admins list sorts by (a fixed map: the request's choice never reaches the SQL as text). */
const ACCOUNT_SORT_COLUMNS: Record<AdminAccountsQuery['sort'], string> = {
  brand: 'u.brand',
  email: 'lower(u.email)',
  name: 'lower(u.name)',
  lastActiveAt: 'COALESCE(u."lastActiveAt", u."lastLoginAt")',
  createdAt: 'u."createdAt"',
};

type OwnedAssistant = Awaited<ReturnType<UserRepository['assistantsVisibleTo']>>[number];

/** How many months the super admin's charts cover, this one included. */
const STATS_MONTHS = 6;

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

/** SQL text and its parameters, built up clause by clause. */
class Where {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];
  add(clause: (next: string) => string, value: unknown): void {
    this.params.push(value);
    this.clauses.push(clause(`$${this.params.length}`));
  }
  get sql(): string {
    return this.clauses.length ? `WHERE ${this.clauses.join(' AND ')}` : '';
  }
  next(): string {
    return `$${this.params.length + 1}`;
  }
}

/**
 * What the domain admin's and the super admin's dashboards show (issue 14), read with the caller's brand
 * applied in SQL: an admin's rows are their brand's whatever they ask for, the super admin's all six.
 */
@Injectable()
export class AdminDashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UserRepository,
    private readonly userTokens: UserTokenRepository,
    private readonly planSummaries: PlanSummaries,
    private readonly auditLog: AuditLogService,
  ) {}

  async trials(user: AuthUser, query: AdminTrialsQuery): Promise<AdminPage<AdminTrialRow>> {
    const where = new Where();
    const brand = brandScopeOf(user);
    if (brand) where.add((p) => `t.brand = ${p}`, brand);
    if (query.status) where.add((p) => `${TRIAL_STATUS} = ${p}`, query.status);
    if (query.q)
      where.add(
        (p) =>
          `(t.name ILIKE ${p} OR t.email ILIKE ${p} OR t.website ILIKE ${p} OR t.organization ILIKE ${p})`,
        `%${escapeLike(query.q)}%`,
      );
    const [{ total }] = await this.dataSource.query<Array<{ total: string }>>(
      `SELECT COUNT(*) AS total FROM trials t ${where.sql}`,
      where.params,
    );
    const order = `${TRIAL_SORT_COLUMNS[query.sort]} ${query.order === 'asc' ? 'ASC' : 'DESC'}`;
    const limit = where.next();
    const rows = await this.dataSource.query<
      Array<
        Omit<AdminTrialRow, 'startsAt' | 'endsAt' | 'convertedAt' | 'createdAt'> & Record<string, unknown>
      >
    >(
      `SELECT t.id, t.brand, t.name, t.email, t.website, t.organization, ${TRIAL_STATUS} AS status, t."planId",
              t."startsAt", t."endsAt", t."convertedAt", t."createdAt"
       FROM trials t ${where.sql} ORDER BY ${order}, t.id LIMIT ${limit} OFFSET $${where.params.length + 2}`,
      [...where.params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      total: Number(total),
      items: rows.map((row) => ({
        id: row.id,
        brand: row.brand,
        name: row.name,
        email: row.email,
        website: row.website,
        organization: row.organization,
        status: row.status,
        planId: row.planId,
        startsAt: iso(row.startsAt as Date) ?? '',
        endsAt: iso(row.endsAt as Date) ?? '',
        convertedAt: iso(row.convertedAt as Date | null),
        createdAt: iso(row.createdAt as Date) ?? '',
      })),
    };
  }

  /** The brands' admins: an admin sees their own brand's, the super admin every brand's. */
  async admins(user: AuthUser, query: AdminAccountsQuery): Promise<AdminPage<AdminAccountRow>> {
    const where = new Where();
    where.add((p) => `u.role = ${p}`, 'admin');
    const brand = brandScopeOf(user);
    if (brand) where.add((p) => `u.brand = ${p}`, brand);
    if (query.q)
      where.add(
        (p) => `(u.email ILIKE ${p} OR u.name ILIKE ${p} OR u.brand ILIKE ${p})`,
        `%${escapeLike(query.q)}%`,
      );
    const [{ total }] = await this.dataSource.query<Array<{ total: string }>>(
      `SELECT COUNT(*) AS total FROM users u ${where.sql}`,
      where.params,
    );
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        email: string;
        name: string;
        brand: BrandKey | null;
        disabledAt: Date | null;
        pending: boolean;
        lastActiveAt: Date | null;
        createdAt: Date;
      }>
    >(
      `SELECT u.id, u.email, u.name, u.brand, u."disabledAt", u."passwordHash" IS NULL AS pending,
              COALESCE(u."lastActiveAt", u."lastLoginAt") AS "lastActiveAt", u."createdAt"
       FROM users u ${where.sql} ORDER BY ${ACCOUNT_SORT_COLUMNS[query.sort]} ${query.order === 'asc' ? 'ASC' : 'DESC'} NULLS LAST, u.brand, lower(u.email) LIMIT ${where.next()} OFFSET $${where.params.length + 2}`,
      [...where.params, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      total: Number(total),
      items: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: row.name,
        brand: row.brand,
        disabled: row.disabledAt !== null,
        invitationPending: row.pending,
        lastActiveAt: iso(row.lastActiveAt),
        createdAt: iso(row.createdAt) ?? '',
      })),
    };
  }

  /**
   * The super admin disables (or enables again) a brand's admin: a disabled admin cannot sign in, their
   * refresh tokens are revoked and their access token is refused from the next request (AuthGuard).
   */
  async setDisabled(actor: AuthUser, adminId: string, disabled: boolean): Promise<AdminAccountRow> {
    const target = await this.users.findById(adminId);
    if (!target || target.role !== 'admin') throw new DomainError('NOT_FOUND', 'There is no such admin');
    await this.users.setDisabled(target.id, disabled);
    if (disabled) await this.userTokens.revokeAllRefreshTokens(target.id);
    await this.auditLog.record({
      actorUserId: actor.id,
      action: disabled ? 'admin.disable' : 'admin.enable',
      targetType: 'user',
      targetId: target.id,
      brand: target.brand,
      details: { email: target.email },
    });
    const page = await this.admins(actor, {
      page: 1,
      pageSize: 5,
      q: target.email,
      sort: 'email',
      order: 'asc',
    });
    const row = page.items.find((item) => item.id === target.id);
    if (!row) throw new DomainError('NOT_FOUND', 'There is no such admin');
    return row;
  }

  /**
   * The owned assistants the caller may see (an admin their brand's, the super admin all), searched by
   * name, website or owner's email, sorted, one page at a time, with their use against their quota.
   */
  async assistantPage(user: AuthUser, query: AdminAssistantsQuery): Promise<AdminPage<AdminAssistantRow>> {
    const owned = await this.ownedAssistants(user);
    const emails = await this.emailsOf(owned.map((entry) => entry.assistant.ownerUserId as string));
    const q = query.q?.toLowerCase();
    const matching = q
      ? owned.filter(({ assistant }) =>
          [assistant.name, assistant.website, emails.get(assistant.ownerUserId as string) ?? ''].some(
            (text) => text.toLowerCase().includes(q),
          ),
        )
      : owned;
    const direction = query.order === 'asc' ? 1 : -1;
    const key = (entry: OwnedAssistant): number | string =>
      query.sort === 'name'
        ? entry.assistant.name.toLowerCase()
        : query.sort === 'conversations'
          ? entry.conversationsThisMonth
          : entry.assistant.createdAt.getTime();
    const sorted = [...matching].sort((left, right) => {
      const [a, b] = [key(left), key(right)];
      return (a < b ? -1 : a > b ? 1 : 0) * direction || left.assistant.id.localeCompare(right.assistant.id);
    });
    const start = (query.page - 1) * query.pageSize;
    return {
      items: await this.assistantRows(sorted.slice(start, start + query.pageSize), emails),
      total: matching.length,
    };
  }

  private async ownedAssistants(user: AuthUser): Promise<OwnedAssistant[]> {
    const visible = await this.users.assistantsVisibleTo({
      id: user.id,
      role: user.role,
      brand: brandScopeOf(user),
    });
    return visible.filter((entry) => entry.assistant.ownerUserId !== null);
  }

  /** Each assistant with its owner, plan and use this month against its quota (paused when the plan says). */
  private async assistantRows(
    owned: OwnedAssistant[],
    knownEmails?: Map<string, string>,
  ): Promise<AdminAssistantRow[]> {
    const plans = await this.planSummaries.viewsOf(owned.map((entry) => entry.assistant.id));
    const ownerEmails =
      knownEmails ?? (await this.emailsOf(owned.map((entry) => entry.assistant.ownerUserId as string)));
    return owned.map(({ assistant, conversationsThisMonth }) => {
      const plan = plans.get(assistant.id);
      return {
        id: assistant.id,
        brand: assistant.brand,
        name: assistant.name,
        website: assistant.website,
        status: plan?.paused ? 'paused' : assistant.status,
        ownerEmail: ownerEmails.get(assistant.ownerUserId as string) ?? null,
        planName: plan?.planName ?? '—',
        conversationsThisMonth: plan ? plan.used : conversationsThisMonth,
        quota: plan ? plan.limit : null,
      };
    });
  }

  /** Conversions running and failed (the last 30 days), and every assistant's use against its quota. */
  async overview(user: AuthUser): Promise<AdminOverview> {
    const brand = brandScopeOf(user);
    const conversions = await this.dataSource.query<
      Array<{
        id: string;
        assistantId: string;
        brand: BrandKey;
        website: string;
        status: string;
        stage: string;
        progress: number;
        error: { code: string; message: string } | null;
        createdAt: Date;
        updatedAt: Date;
      }>
    >(
      `(SELECT c.id, c."assistantId", a.brand, c.website, c.status, c.stage, c.progress, c.error, c."createdAt", c."updatedAt"
        FROM conversions c JOIN assistants a ON a.id = c."assistantId"
        WHERE c.status = 'running' AND ($1::text IS NULL OR a.brand = $1) ORDER BY c."createdAt" DESC LIMIT 50)
       UNION ALL
       (SELECT c.id, c."assistantId", a.brand, c.website, c.status, c.stage, c.progress, c.error, c."createdAt", c."updatedAt"
        FROM conversions c JOIN assistants a ON a.id = c."assistantId"
        WHERE c.status = 'failed' AND c."updatedAt" > now() - interval '30 days' AND ($1::text IS NULL OR a.brand = $1)
        ORDER BY c."updatedAt" DESC LIMIT 50)`,
      [brand],
    );
    const toRow = (row: (typeof conversions)[number]): AdminConversionRow => ({
      id: row.id,
      assistantId: row.assistantId,
      brand: row.brand,
      website: row.website,
      status: row.status,
      stage: row.stage,
      progress: Number(row.progress),
      error: row.error ? { code: row.error.code, message: row.error.message } : null,
      createdAt: iso(row.createdAt) ?? '',
      updatedAt: iso(row.updatedAt) ?? '',
    });
    const allOwned = await this.ownedAssistants(user);
    // The newest ones (the list is newest first): the dashboard shows a screenful, not every brand's all.
    const assistants = await this.assistantRows(allOwned.slice(0, OVERVIEW_ASSISTANTS));
    return {
      conversionsInFlight: conversions.filter((row) => row.status === 'running').map(toRow),
      conversionsFailed: conversions.filter((row) => row.status === 'failed').map(toRow),
      assistants,
      assistantsTotal: allOwned.length,
    };
  }

  /**
   * Per brand (super admin): trials by status, assistants, conversations, revenue, and the last six months
   * of new trials, conversations, distinct visitors, mean sentiment of questions and revenue. Revenue is
   * the checkout's payments, by the month each was paid; on a database without the billing tables it is 0
   * and `revenueAvailable` says so.
   */
  async stats(): Promise<DomainStatsResponse> {
    const [{ exists }] = await this.dataSource.query<Array<{ exists: boolean }>>(
      `SELECT to_regclass('public.payments') IS NOT NULL AS exists`,
    );
    const months = `generate_series(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '${STATS_MONTHS - 1} months', date_trunc('month', now() AT TIME ZONE 'UTC'), interval '1 month')`;
    const monthOf = (column: string) =>
      `to_char(date_trunc('month', ${column} AT TIME ZONE 'UTC'), 'YYYY-MM')`;
    const since = `(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '${STATS_MONTHS - 1} months') AT TIME ZONE 'UTC'`;
    type Count = { brand: BrandKey; month?: string; n: string };
    const [
      trialTotals,
      assistantTotals,
      conversationTotals,
      trialMonths,
      conversationMonths,
      sentimentMonths,
    ] = await Promise.all([
      this.dataSource.query<Array<{ brand: BrandKey; status: string; n: string }>>(
        `SELECT t.brand, ${TRIAL_STATUS} AS status, COUNT(*) AS n FROM trials t GROUP BY 1, 2`,
      ),
      this.dataSource.query<Count[]>(
        `SELECT brand, COUNT(*) AS n FROM assistants WHERE "ownerUserId" IS NOT NULL GROUP BY 1`,
      ),
      this.dataSource.query<Count[]>(
        `SELECT a.brand, COUNT(*) AS n FROM conversations v JOIN assistants a ON a.id = v."assistantId" GROUP BY 1`,
      ),
      this.dataSource.query<Count[]>(
        `SELECT brand, ${monthOf('"createdAt"')} AS month, COUNT(*) AS n FROM trials WHERE "createdAt" >= ${since} GROUP BY 1, 2`,
      ),
      this.dataSource.query<Array<Count & { visitors: string }>>(
        `SELECT a.brand, ${monthOf('v."createdAt"')} AS month, COUNT(*) AS n, COUNT(DISTINCT v."visitorId") AS visitors
           FROM conversations v JOIN assistants a ON a.id = v."assistantId" WHERE v."createdAt" >= ${since} GROUP BY 1, 2`,
      ),
      this.dataSource.query<Array<{ brand: BrandKey; month: string; sentiment: number | null }>>(
        `SELECT a.brand, ${monthOf('m."createdAt"')} AS month, AVG(m.sentiment) AS sentiment
           FROM messages m JOIN assistants a ON a.id = m."assistantId" WHERE m."createdAt" >= ${since} GROUP BY 1, 2`,
      ),
    ]);
    const revenueMonths = exists
      ? await this.dataSource.query<Count[]>(
          `SELECT brand, ${monthOf('"paidAt"')} AS month, SUM("amountCents") AS n FROM payments WHERE "paidAt" >= ${since} GROUP BY 1, 2`,
        )
      : [];
    const revenueTotals = exists
      ? await this.dataSource.query<Count[]>(`SELECT brand, SUM("amountCents") AS n FROM payments GROUP BY 1`)
      : [];
    const monthKeys = (
      await this.dataSource.query<Array<{ month: string }>>(
        `SELECT to_char(m, 'YYYY-MM') AS month FROM ${months} AS m ORDER BY m`,
      )
    ).map((row) => row.month);
    const find = <T extends { brand: BrandKey; month?: string }>(
      rows: T[],
      brand: BrandKey,
      month?: string,
    ) => rows.find((row) => row.brand === brand && (month === undefined || row.month === month));
    const domains: DomainStats[] = BRAND_KEYS.map((brand) => {
      const trialsBy = (status: string) =>
        Number(trialTotals.find((row) => row.brand === brand && row.status === status)?.n ?? 0);
      return {
        brand,
        trials: {
          active: trialsBy('active'),
          converted: trialsBy('converted'),
          expired: trialsBy('expired'),
        },
        assistants: Number(find(assistantTotals, brand)?.n ?? 0),
        conversations: Number(find(conversationTotals, brand)?.n ?? 0),
        revenueCents: Number(find(revenueTotals, brand)?.n ?? 0),
        months: monthKeys.map((month) => {
          const sentiment = find(sentimentMonths, brand, month)?.sentiment;
          const conversations = find(conversationMonths, brand, month);
          return {
            month,
            trials: Number(find(trialMonths, brand, month)?.n ?? 0),
            conversations: Number(conversations?.n ?? 0),
            visitors: Number(conversations?.visitors ?? 0),
            sentiment: sentiment === null || sentiment === undefined ? null : Number(sentiment),
            revenueCents: Number(find(revenueMonths, brand, month)?.n ?? 0),
          };
        }),
      };
    });
    return { domains, revenueAvailable: exists };
  }

  private async emailsOf(userIds: string[]): Promise<Map<string, string>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.dataSource.query<Array<{ id: string; email: string }>>(
      `SELECT id, email FROM users WHERE id = ANY($1::uuid[])`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((row) => [row.id, row.email]));
  }
}
