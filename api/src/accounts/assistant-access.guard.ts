import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { DomainError, type AssistantEntity } from '@gptsite/server';
import type { AuthenticatedRequest } from './auth.guard';
import { requestTokens } from './request-credentials';
import { ResourceAccessService } from './resource-access.service';

export type ManagedAssistantRequest = AuthenticatedRequest & { assistant: AssistantEntity };

/**
 * For routes about one assistant (`:assistantId`), one of its conversions (`:conversionId`) or one of its
 * visitors' conversations (`:conversationId`): lets through
 * its owner, the admin of its brand and the super admin (access-policy.ts), 403 for anyone else signed in.
 * A conversion is judged by its assistant, so a recrawl's conversion belongs to whoever owns the assistant.
 * Goes after AuthGuard: `@UseGuards(AuthGuard, AssistantAccessGuard)`.
 */
@Injectable()
export class AssistantAccessGuard implements CanActivate {
  constructor(private readonly access: ResourceAccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<ManagedAssistantRequest>();
    if (!request.user) throw new DomainError('UNAUTHORIZED');
    const { assistantId, conversationId, conversionId } = request.params;
    request.assistant =
      assistantId !== undefined
        ? await this.access.managedAssistant(request.user, assistantId)
        : conversationId !== undefined
          ? await this.access.managedConversation(request.user, conversationId)
          : await this.access.managedConversion(request.user, conversionId);
    return true;
  }
}

/**
 * For reading one conversion's progress (`:conversionId`): its viewing token (`X-View-Token` or the
 * bearer token), or a user who manages it. Used alone, without AuthGuard: 401 without either.
 */
@Injectable()
export class ConversionWatchGuard implements CanActivate {
  constructor(private readonly access: ResourceAccessService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    await this.access.assertMayWatch(requestTokens(request.headers), request.params.conversionId);
    return true;
  }
}
