import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import {
  AssistantRepository,
  ConversionRepository,
  DomainError,
  type AssistantEntity,
} from '@gptsite/server';
import { isUuid } from '@gptsite/shared';
import type { AuthenticatedRequest } from './auth.guard';
import { mayManage } from './access-policy';

export type ManagedAssistantRequest = AuthenticatedRequest & { assistant: AssistantEntity };

/**
 * For routes about one assistant (`:assistantId`) or one of its conversions (`:conversionId`): lets through
 * its owner, the admin of its brand and the super admin (access-policy.ts), 403 for anyone else signed in.
 * A conversion is judged by its assistant, so a recrawl's conversion belongs to whoever owns the assistant.
 * Goes after AuthGuard: `@UseGuards(AuthGuard, AssistantAccessGuard)`.
 */
@Injectable()
export class AssistantAccessGuard implements CanActivate {
  constructor(
    private readonly assistants: AssistantRepository,
    private readonly conversions: ConversionRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ManagedAssistantRequest>();
    if (!request.user) throw new DomainError('UNAUTHORIZED');
    const assistant = await this.assistantOf(request.params);
    if (!mayManage(request.user, assistant)) throw new DomainError('FORBIDDEN');
    request.assistant = assistant;
    return true;
  }

  private async assistantOf(params: Record<string, unknown>): Promise<AssistantEntity> {
    if (params.assistantId !== undefined) {
      const assistant = isUuid(params.assistantId)
        ? await this.assistants.findById(params.assistantId)
        : null;
      if (!assistant) throw new DomainError('ASSISTANT_NOT_FOUND');
      return assistant;
    }
    const conversion = isUuid(params.conversionId)
      ? await this.conversions.findById(params.conversionId)
      : null;
    const assistant = conversion ? await this.assistants.findById(conversion.assistantId) : null;
    if (!assistant) throw new DomainError('CONVERSION_NOT_FOUND');
    return assistant;
  }
}
