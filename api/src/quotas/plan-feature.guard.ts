import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { PlanFeatures } from '@gptsite/server';
import type { GatedFeature } from '@gptsite/shared';
import type { ManagedAssistantRequest } from '../accounts/assistant-access.guard';

const REQUIRED_FEATURE = 'gptsite:requiredPlanFeature';

/** The feature of the assistant's plan a controller or route needs (checked by PlanFeatureGuard). */
export const RequiresFeature = (feature: GatedFeature) => SetMetadata(REQUIRED_FEATURE, feature);

/**
 * 403 PLAN_FEATURE_MISSING, saying which plan has it and where to upgrade, when the assistant's plan does
 * not unlock the route's feature. The answer concerns the assistant's plan, so it is the same for its owner,
 * the brand's admin and the super admin; demo assistants are not gated. Goes after AssistantAccessGuard:
 * `@UseGuards(AuthGuard, AssistantAccessGuard, PlanFeatureGuard)` with `@RequiresFeature('analytics')`.
 */
@Injectable()
export class PlanFeatureGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly planFeatures: PlanFeatures,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const feature = this.reflector.getAllAndOverride<GatedFeature | undefined>(REQUIRED_FEATURE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!feature) return true;
    const request = context.switchToHttp().getRequest<ManagedAssistantRequest>();
    await this.planFeatures.assertUnlocked(request.assistant.id, feature);
    return true;
  }
}
