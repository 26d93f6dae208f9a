import { Injectable, Logger } from '@nestjs/common';
import { UserRepository, type OwnedRows, type UserEntity } from '@gptsite/server';
import { PasswordLinksService } from './password-links.service';

/** The account behind a trial sign-up: found or made by email, given the trial's rows, told how to sign in. */
@Injectable()
export class OwnerAccountsService {
  private readonly logger = new Logger('OwnerAccounts');

  constructor(
    private readonly users: UserRepository,
    private readonly passwordLinks: PasswordLinksService,
  ) {}

  /** The owner for this email: an existing account of any role is reused, else a new `user` is made. */
  async ownerFor(email: string, name: string): Promise<UserEntity> {
    return (await this.users.findOrCreate({ email, name, role: 'user' })).user;
  }

  async assign(owner: UserEntity, rows: OwnedRows): Promise<void> {
    await this.users.assignOwner(owner.id, rows);
  }

  /**
   * Mails a set-password link to an owner who has no password yet; one who has signs in as usual. Not
   * awaited by the sign-up: a slow or failing mail server must not fail the trial, only be logged.
   */
  welcome(owner: UserEntity): void {
    if (owner.passwordHash) return;
    this.passwordLinks.send(owner, 'set').catch((error: unknown) => {
      this.logger.error({ err: error, userId: owner.id }, 'Could not send the set-password mail');
    });
  }
}
