import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Administration (issue 14): the audit log of admin actions (who, what, when, on what), read by the super
 * admin newest first; accounts gain when they were disabled (a disabled admin cannot sign in) and when
 * they were last active (sign-in or session refresh).
 */
export class AdminAuditLog1765060000000 implements MigrationInterface {
  name = 'AdminAuditLog1765060000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "actorUserId" uuid, "actorEmail" text, "action" text NOT NULL, "targetType" text NOT NULL, "targetId" text, "brand" text, "details" jsonb NOT NULL DEFAULT '{}', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_audit_log" PRIMARY KEY ("id"), CONSTRAINT "FK_audit_log_actor" FOREIGN KEY ("actorUserId") REFERENCES "users"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log" ("createdAt")`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD "disabledAt" TIMESTAMP WITH TIME ZONE, ADD "lastActiveAt" TIMESTAMP WITH TIME ZONE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "lastActiveAt", DROP COLUMN "disabledAt"`);
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
