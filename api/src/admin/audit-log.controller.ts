import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { AdminPage, AuditLogEntry } from '@gptsite/shared';
import { AuthGuard, Roles } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { adminPageQuerySchema, type AdminPageQuery } from './admin-query.schema';
import { AuditLogService } from './audit-log.service';

@Controller('api/v1/admin/audit-log')
@UseGuards(AuthGuard)
@Roles('super_admin')
export class AuditLogController {
  constructor(private readonly auditLog: AuditLogService) {}

  /** `GET /api/v1/admin/audit-log?page=&pageSize=&q=` (super admin) → `{ items, total }`, newest first. */
  @Get()
  list(
    @Query(new ZodBodyPipe(adminPageQuerySchema)) query: AdminPageQuery,
  ): Promise<AdminPage<AuditLogEntry>> {
    return this.auditLog.list(query);
  }
}
