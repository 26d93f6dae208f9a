import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, UserRepository, type AppConfig } from '@gptsite/server';
import { ensureSuperAdmin } from './super-admin';

/** `SUPERADMIN_EMAIL` and `SUPERADMIN_PASSWORD` at boot: the first super admin, created once if missing. */
@Injectable()
export class SuperAdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('Accounts');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UserRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const superAdmin = this.config.auth.superAdmin;
    if (!superAdmin) return;
    const outcome = await ensureSuperAdmin(this.users, superAdmin);
    if (outcome !== 'exists') this.logger.log(`Super admin ${superAdmin.email} ${outcome}`);
  }
}
