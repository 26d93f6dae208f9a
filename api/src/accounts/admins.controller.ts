import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { AuthUser } from '@gptsite/shared';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { AdminInvitesService } from './admin-invites.service';
import { inviteAdminSchema, type InviteAdminRequest } from './auth-request.schema';
import { AuthGuard, CurrentUser, Roles } from './auth.guard';
import { AuditLogService } from '../admin/audit-log.service';

@Controller('api/v1/admin/admins')
@UseGuards(AuthGuard)
@Roles('super_admin')
export class AdminsController {
  constructor(
    private readonly invites: AdminInvitesService,
    private readonly auditLog: AuditLogService,
  ) {}

  /** `POST /api/v1/admin/admins` ← `{ email, name, brand }` → 201 `{ user }`; the invitee is mailed a link. */
  @Post()
  @HttpCode(201)
  async invite(
    @Body(new ZodBodyPipe(inviteAdminSchema)) body: InviteAdminRequest,
    @CurrentUser() actor: AuthUser,
  ): Promise<{ user: AuthUser }> {
    const user = await this.invites.invite(body);
    await this.auditLog.record({
      actorUserId: actor.id,
      action: 'admin.invite',
      targetType: 'user',
      targetId: user.id,
      brand: body.brand,
      details: { email: user.email, name: user.name },
    });
    return { user };
  }
}
