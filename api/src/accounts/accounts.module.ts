import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, MailService, SettingRepository, type AppConfig } from '@gptsite/server';
import cookieParser from 'cookie-parser';
import { AccessTokenService } from './access-token.service';
import { AdminInvitesService } from './admin-invites.service';
import { AdminsController } from './admins.controller';
import { AssistantAccessGuard, ConversionWatchGuard } from './assistant-access.guard';
import { AuthController } from './auth.controller';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { ConversionViewTokenService } from './conversion-view-token.service';
import { resolveJwtSecret } from './jwt-secret';
import { LoginThrottleService } from './login-throttle.service';
import { MyAssistantsController } from './my-assistants.controller';
import { OwnerAccountsService } from './owner-accounts.service';
import { PasswordLinksService } from './password-links.service';
import { RefreshTokensService } from './refresh-tokens.service';
import { ResourceAccessService } from './resource-access.service';
import { SuperAdminBootstrap } from './super-admin.bootstrap';
import { PlanSummaries } from '../quotas/plan-summaries.service';
import { AuditLogModule } from '../admin/audit-log.module';

/** Accounts: sign-in, tokens, passwords, roles, the mail that carries links, the first super admin. */
@Module({
  imports: [
    // AdminsController records its invitations and disablings in the audit log.
    AuditLogModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG, SettingRepository],
      useFactory: async (config: AppConfig, settings: SettingRepository) => ({
        secret: await resolveJwtSecret(config, settings),
        signOptions: { algorithm: 'HS256' },
      }),
    }),
  ],
  controllers: [AuthController, MyAssistantsController, AdminsController],
  providers: [
    MailService,
    AccessTokenService,
    RefreshTokensService,
    PasswordLinksService,
    LoginThrottleService,
    AuthService,
    AuthGuard,
    AssistantAccessGuard,
    ConversionWatchGuard,
    ConversionViewTokenService,
    ResourceAccessService,
    OwnerAccountsService,
    AdminInvitesService,
    SuperAdminBootstrap,
    PlanSummaries,
  ],
  exports: [
    AccessTokenService,
    AuthGuard,
    AssistantAccessGuard,
    ConversionWatchGuard,
    ConversionViewTokenService,
    ResourceAccessService,
    OwnerAccountsService,
    MailService,
  ],
})
export class AccountsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Only the auth endpoints read the refresh cookie; no other route needs cookies parsed.
    consumer.apply(cookieParser()).forRoutes(AuthController);
  }
}
