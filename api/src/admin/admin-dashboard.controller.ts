import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Query, UseGuards } from '@nestjs/common';
import type {
  AdminAccountRow,
  AdminAssistantRow,
  AdminOverview,
  AdminPage,
  AdminTrialRow,
  AuthUser,
  DomainStatsResponse,
} from '@gptsite/shared';
import { AuthGuard, CurrentUser, Roles } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { AdminDashboardService } from './admin-dashboard.service';
import {
  adminAccountsQuerySchema,
  adminAssistantsQuerySchema,
  adminTrialsQuerySchema,
  disableAdminSchema,
  type AdminAccountsQuery,
  type AdminAssistantsQuery,
  type AdminTrialsQuery,
  type DisableAdminRequest,
} from './admin-query.schema';

/**
 * The admin dashboards' data (issue 14, api-contract.md section Administration): a brand's admin gets their
 * brand's rows, the super admin every brand's; owners get 403.
 */
@Controller('api/v1/admin')
@UseGuards(AuthGuard)
@Roles('admin', 'super_admin')
export class AdminDashboardController {
  constructor(private readonly dashboard: AdminDashboardService) {}

  /** `GET /api/v1/admin/trials?page=&pageSize=&q=&status=&sort=&order=` → `{ items, total }`. */
  @Get('trials')
  trials(
    @CurrentUser() user: AuthUser,
    @Query(new ZodBodyPipe(adminTrialsQuerySchema)) query: AdminTrialsQuery,
  ): Promise<AdminPage<AdminTrialRow>> {
    return this.dashboard.trials(user, query);
  }

  /** `GET /api/v1/admin/admins?page=&pageSize=&q=&sort=&order=` → `{ items, total }`: the brands' admins. */
  @Get('admins')
  admins(
    @CurrentUser() user: AuthUser,
    @Query(new ZodBodyPipe(adminAccountsQuerySchema)) query: AdminAccountsQuery,
  ): Promise<AdminPage<AdminAccountRow>> {
    return this.dashboard.admins(user, query);
  }

  /** `PATCH /api/v1/admin/admins/:userId` ← `{ disabled }` (super admin) → the admin's row. */
  @Patch('admins/:userId')
  @Roles('super_admin')
  setDisabled(
    @CurrentUser() user: AuthUser,
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Body(new ZodBodyPipe(disableAdminSchema)) body: DisableAdminRequest,
  ): Promise<AdminAccountRow> {
    return this.dashboard.setDisabled(user, userId, body.disabled);
  }

  /** `GET /api/v1/admin/overview`: conversions in flight and failed, assistants and their use. */
  @Get('overview')
  overview(@CurrentUser() user: AuthUser): Promise<AdminOverview> {
    return this.dashboard.overview(user);
  }

  /** `GET /api/v1/admin/assistants?page=&pageSize=&q=&sort=&order=` → `{ items, total }`: assistants and their use. */
  @Get('assistants')
  assistants(
    @CurrentUser() user: AuthUser,
    @Query(new ZodBodyPipe(adminAssistantsQuerySchema)) query: AdminAssistantsQuery,
  ): Promise<AdminPage<AdminAssistantRow>> {
    return this.dashboard.assistantPage(user, query);
  }

  /** `GET /api/v1/admin/stats` (super admin): per-domain statistics by month. */
  @Get('stats')
  @Roles('super_admin')
  stats(): Promise<DomainStatsResponse> {
    return this.dashboard.stats();
  }
}
