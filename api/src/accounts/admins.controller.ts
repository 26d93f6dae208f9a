import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import type { AuthUser } from '@gptsite/shared';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { AdminInvitesService } from './admin-invites.service';
import { inviteAdminSchema, type InviteAdminRequest } from './auth-request.schema';
import { AuthGuard, Roles } from './auth.guard';

@Controller('api/v1/admin/admins')
@UseGuards(AuthGuard)
@Roles('super_admin')
export class AdminsController {
  constructor(private readonly invites: AdminInvitesService) {}

  /** `POST /api/v1/admin/admins` ← `{ email, name, brand }` → 201 `{ user }`; the invitee is mailed a link. */
  @Post()
  @HttpCode(201)
  async invite(
    @Body(new ZodBodyPipe(inviteAdminSchema)) body: InviteAdminRequest,
  ): Promise<{ user: AuthUser }> {
    return { user: await this.invites.invite(body) };
  }
}
