import { Controller, Get, UseGuards } from '@nestjs/common';
import { UserRepository } from '@gptsite/server';
import type { AssistantList, AuthUser } from '@gptsite/shared';
import { PlanSummaries } from '../quotas/plan-summaries.service';
import { AuthGuard, CurrentUser } from './auth.guard';

/** `GET /api/v1/assistants`: the caller's own (owner), their brand's (admin), all (super admin). */
@Controller('api/v1/assistants')
@UseGuards(AuthGuard)
export class MyAssistantsController {
  constructor(
    private readonly users: UserRepository,
    private readonly plans: PlanSummaries,
  ) {}

  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<AssistantList> {
    const rows = await this.users.assistantsVisibleTo({
      id: user.id,
      role: user.role,
      brand: user.brand ?? null,
    });
    const plans = await this.plans.viewsOf(rows.map((row) => row.assistant.id));
    return {
      assistants: rows.map(({ assistant, conversionId, lastBuiltAt, ...counts }) => ({
        id: assistant.id,
        name: assistant.name,
        brand: assistant.brand,
        website: assistant.website,
        status: assistant.status,
        conversionId,
        liveUrl: assistant.liveUrl,
        allowedDomains: assistant.allowedDomains,
        lastBuiltAt: lastBuiltAt?.toISOString() ?? null,
        pagesIndexed: counts.pagesIndexed,
        documentsIndexed: counts.documentsIndexed,
        conversationsThisMonth: counts.conversationsThisMonth,
        plan: plans.get(assistant.id) ?? null,
      })),
    };
  }
}
