import { Injectable, Logger } from '@nestjs/common';
import { DomainError, UserRepository, type UserEntity } from '@gptsite/server';
import { fieldMessage, type AuthUser, type LoginResponse } from '@gptsite/shared';
import { AccessTokenService, toAuthUser } from './access-token.service';
import { LoginThrottleService } from './login-throttle.service';
import { hashPassword, verifyPassword } from './password-hasher';
import { PasswordLinksService } from './password-links.service';
import { passwordProblem } from './password-policy';
import { RefreshTokensService } from './refresh-tokens.service';

/** A disabled account (issue 14) signs in no more, by password or by a mailed link. */
function refuseDisabled(user: UserEntity): void {
  if (user.disabledAt)
    throw new DomainError(
      'INVALID_CREDENTIALS',
      'This account has been disabled; ask the super admin to enable it',
    );
}

/** A sign-in: the body answered to the browser and the refresh token for its cookie. */
export interface Session {
  body: LoginResponse;
  refreshToken: string;
}

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly users: UserRepository,
    private readonly accessTokens: AccessTokenService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly passwordLinks: PasswordLinksService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** One answer for an unknown email, a wrong password and an account with no password yet. */
  async login(email: string, password: string, ip: string): Promise<Session> {
    await this.throttle.count(email, ip);
    const user = await this.users.findByEmail(email);
    const matches = await verifyPassword(user?.passwordHash ?? null, password);
    if (!user || !matches) throw new DomainError('INVALID_CREDENTIALS');
    refuseDisabled(user);
    await this.throttle.succeeded(email);
    return this.startSession(user);
  }

  /** The next session of a sign-in; 401 for a missing, spent, revoked or expired refresh token. */
  async refresh(refreshToken: string | null): Promise<Session> {
    const rotated = refreshToken ? await this.refreshTokens.rotate(refreshToken) : null;
    const user = rotated ? await this.users.findById(rotated.userId) : null;
    if (!rotated || !user || user.disabledAt)
      throw new DomainError('UNAUTHORIZED', 'Your session has ended; please log in again');
    await this.users.recordActivity(user.id);
    return { body: await this.loginBody(user), refreshToken: rotated.token };
  }

  async logout(refreshToken: string | null): Promise<void> {
    if (refreshToken) await this.refreshTokens.revoke(refreshToken);
  }

  /** The account as stored now (its role may have changed since the token was signed). */
  async me(tokenUser: AuthUser): Promise<AuthUser> {
    const user = await this.users.findById(tokenUser.id);
    if (!user) throw new DomainError('UNAUTHORIZED');
    return toAuthUser(user);
  }

  /** Answers the same whether or not the account exists, so the form cannot be used to test addresses. */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || !(await this.throttle.allowResetMail(email))) return;
    await this.passwordLinks.send(user, 'reset').catch((error: unknown) => {
      this.logger.error({ err: error, userId: user.id }, 'Could not send the password reset mail');
    });
  }

  /**
   * Sets the password from a mailed link and signs the person in. A weak password is refused before the
   * link is spent, so they can try another; every other sign-in of the account ends.
   */
  async setPassword(token: string, password: string): Promise<Session> {
    const pendingFor = await this.passwordLinks.ownerOf(token);
    const user = pendingFor ? await this.users.findById(pendingFor) : null;
    if (!user) throw new DomainError('PASSWORD_LINK_EXPIRED');
    const weak = passwordProblem(password, user);
    if (weak) throw new DomainError('WEAK_PASSWORD', weak, { password: fieldMessage('password', weak) });
    // Spent in the statement that checks it: of two requests racing with one link, one wins.
    if ((await this.passwordLinks.consume(token)) !== user.id) throw new DomainError('PASSWORD_LINK_EXPIRED');
    await this.users.setPassword(user.id, await hashPassword(password));
    await this.refreshTokens.revokeAll(user.id);
    await this.throttle.succeeded(user.email);
    return this.startSession(user);
  }

  private async startSession(user: UserEntity): Promise<Session> {
    refuseDisabled(user);
    await this.users.recordLogin(user.id);
    return { body: await this.loginBody(user), refreshToken: await this.refreshTokens.issue(user.id) };
  }

  private async loginBody(user: UserEntity): Promise<LoginResponse> {
    const authUser = toAuthUser(user);
    return { token: await this.accessTokens.sign(authUser), user: authUser };
  }
}
