import { Controller, Get, Query, Req, Res, UseGuards } from '@nestjs/common';
import { analyticsQuerySchema, type AnalyticsQuery, type AssistantAnalytics } from '@gptsite/shared';
import type { Response } from 'express';
import { AssistantAccessGuard, type ManagedAssistantRequest } from '../accounts/assistant-access.guard';
import { AuthGuard } from '../accounts/auth.guard';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { PlanFeatureGuard, RequiresFeature } from '../quotas/plan-feature.guard';
import { analyticsCsv, analyticsCsvFileName } from './analytics-csv';
import { AnalyticsService } from './analytics.service';

/**
 * The owner's analytics (api-contract.md, Owner features), `?days=7|30|90` (30 when absent; anything else
 * is a 400). Its owner, the admin of its brand and the super admin only (AssistantAccessGuard: 401 signed
 * out, 403 for anyone else, 404 for no assistant), and only on a plan that unlocks analytics (PlanFeatureGuard:
 * 403 PLAN_FEATURE_MISSING naming the plan to upgrade to).
 */
@Controller('api/v1/assistants/:assistantId')
@UseGuards(AuthGuard, AssistantAccessGuard, PlanFeatureGuard)
@RequiresFeature('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('analytics')
  summary(
    @Req() request: ManagedAssistantRequest,
    @Query(new ZodBodyPipe(analyticsQuerySchema)) query: AnalyticsQuery,
  ): Promise<AssistantAnalytics> {
    return this.analytics.summary(request.assistant.id, query.days);
  }

  /** The per-day numbers as a CSV attachment. */
  @Get('analytics.csv')
  async csv(
    @Req() request: ManagedAssistantRequest,
    @Query(new ZodBodyPipe(analyticsQuerySchema)) query: AnalyticsQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<string> {
    const days = await this.analytics.perDay(request.assistant.id, query.days);
    // Set here, not with @Header: a refused request's JSON error must not be labelled CSV.
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader(
      'Content-Disposition',
      `attachment; filename="${analyticsCsvFileName(request.assistant.id, days)}"`,
    );
    return analyticsCsv(days);
  }
}
