import {
  createParamDecorator,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError } from '@gptsite/server';
import type { AuthUser, UserRole } from '@gptsite/shared';
import type { Request } from 'express';
import { AccessTokenService } from './access-token.service';
import { bearerToken } from './request-credentials';

const ROLES_KEY = 'accounts:roles';

/** Only these roles may call the handler (or every handler of the controller); any signed-in user without it. */
export const Roles = (...roles: UserRole[]) => SetMetadata(ROLES_KEY, roles);

export type AuthenticatedRequest = Request & { user: AuthUser };

/** The signed-in user of a route behind AuthGuard. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthUser =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().user,
);

/**
 * Requires `Authorization: Bearer <access token>`: 401 without a valid one, 403 when `@Roles` names
 * roles the user does not have (api-contract.md, section Accounts).
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly accessTokens: AccessTokenService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request.headers.authorization);
    const user = token ? await this.accessTokens.verify(token) : null;
    if (!user) throw new DomainError('UNAUTHORIZED');
    request.user = user;
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (roles && !roles.includes(user.role)) throw new DomainError('FORBIDDEN');
    return true;
  }
}
