import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { PlanSummaries } from '../quotas/plan-summaries.service';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';
import { AuditLogController } from './audit-log.controller';
import { AuditLogModule } from './audit-log.module';

/** Administration (issue 14): the domain admin's and super admin's screens' data, the audit log. */
@Module({
  imports: [AccountsModule, AuditLogModule],
  controllers: [AuditLogController, AdminDashboardController],
  providers: [AdminDashboardService, PlanSummaries],
})
export class AdminModule {}
