import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ErrorReportRepository } from '@gptsite/server';
import type { MonitorSnapshot, SystemStatus } from '@gptsite/shared';
import { AuthGuard, Roles } from '../accounts/auth.guard';
import { RateLimit, RateLimitGuard } from '../common/rate-limit.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { errorReportSchema, reportedAt, type ErrorReportInput } from './error-report.schema';
import { MonitorService } from './monitor.service';
import { SystemStatusService } from './system-status.service';

@Controller('api/system')
@UseGuards(RateLimitGuard)
export class SystemController {
  constructor(
    private readonly status: SystemStatusService,
    private readonly monitor: MonitorService,
    private readonly errorReports: ErrorReportRepository,
  ) {}

  @Get('status')
  getStatus(): Promise<SystemStatus> {
    return this.status.status();
  }

  /** Conversion ids, websites, worker hosts and error-report text: the super admin's only. */
  @Get('monitor')
  @UseGuards(AuthGuard)
  @Roles('super_admin')
  getMonitor(): Promise<MonitorSnapshot> {
    return this.monitor.snapshot();
  }

  @Post('error-report')
  @HttpCode(204)
  @RateLimit('errorReport')
  async report(@Body(new ZodBodyPipe(errorReportSchema)) report: ErrorReportInput): Promise<void> {
    await this.errorReports.create({
      type: report.type ?? report.name ?? 'error',
      message: report.message,
      code: report.code === undefined || report.code === null ? null : String(report.code),
      url: report.url ?? null,
      userAgent: report.userAgent ?? null,
      stack: report.stack ?? null,
      componentStack: report.componentStack ?? null,
      reportedAt: reportedAt(report.timestamp),
    });
  }
}
