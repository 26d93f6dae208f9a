import { Injectable } from '@nestjs/common';
import { DomainError, UserRepository } from '@gptsite/server';
import { fieldMessage, type AuthUser, type BrandKey } from '@gptsite/shared';
import { toAuthUser } from './access-token.service';
import { PasswordLinksService } from './password-links.service';

/** The super admin invites the admin of a brand; the invitee sets a password from the mailed link. */
@Injectable()
export class AdminInvitesService {
  constructor(
    private readonly users: UserRepository,
    private readonly passwordLinks: PasswordLinksService,
  ) {}

  async invite(input: { email: string; name: string; brand: BrandKey }): Promise<AuthUser> {
    const { user, created } = await this.users.findOrCreate({ ...input, role: 'admin' });
    // An owner's account is not silently turned into an admin's: they would lose sight of their assistants.
    if (!created)
      throw new DomainError('ACCOUNT_EXISTS', undefined, {
        email: fieldMessage('email', 'An account with this email address already exists'),
      });
    await this.passwordLinks.send(user, 'set');
    return toAuthUser(user);
  }
}
