import { Global, Module } from '@nestjs/common';
import { AuditLogService } from './audit-log.service';

/** Global, so any feature (accounts, checkout, invoices) can write to the audit log. */
@Global()
@Module({ providers: [AuditLogService], exports: [AuditLogService] })
export class AuditLogModule {}
