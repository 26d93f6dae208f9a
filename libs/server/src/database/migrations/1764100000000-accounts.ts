import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts: users with roles, rotating refresh tokens, mailed set-password links, the mail outbox and
 * per-install settings; trials, assistants and conversions gain the owner who signed up for them.
 */
export class Accounts1764100000000 implements MigrationInterface {
  name = 'Accounts1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "name" text NOT NULL, "role" text NOT NULL DEFAULT 'user', "brand" text, "passwordHash" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastLoginAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_users" PRIMARY KEY ("id"), CONSTRAINT "CHK_users_role" CHECK ("role" IN ('user', 'admin', 'super_admin')), CONSTRAINT "CHK_users_admin_brand" CHECK ("role" <> 'admin' OR "brand" IS NOT NULL))`,
    );
    // One account per address however it is capitalised: the trial form and login both match this way.
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_users_email_lower" ON "users" (lower("email"))`);
    await queryRunner.query(
      `CREATE TABLE "user_refresh_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "familyId" uuid NOT NULL, "tokenHash" text NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_user_refresh_tokens" PRIMARY KEY ("id"), CONSTRAINT "FK_user_refresh_tokens_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_refresh_tokens_user" ON "user_refresh_tokens" ("userId")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_refresh_tokens_family" ON "user_refresh_tokens" ("familyId")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_refresh_tokens_hash" ON "user_refresh_tokens" ("tokenHash")`,
    );
    await queryRunner.query(
      `CREATE TABLE "user_password_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "tokenHash" text NOT NULL, "purpose" text NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_user_password_tokens" PRIMARY KEY ("id"), CONSTRAINT "FK_user_password_tokens_user" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_user_password_tokens_user" ON "user_password_tokens" ("userId")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_user_password_tokens_hash" ON "user_password_tokens" ("tokenHash")`,
    );
    await queryRunner.query(
      `CREATE TABLE "outbox" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "recipient" text NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "html" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_outbox" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "settings" ("key" text NOT NULL, "value" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_settings" PRIMARY KEY ("key"))`,
    );
    for (const table of ['trials', 'assistants', 'conversions']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "ownerUserId" uuid`);
      await queryRunner.query(`CREATE INDEX "IDX_${table}_owner" ON "${table}" ("ownerUserId")`);
      // Removing an account leaves its assistants in place (for the admins) without an owner.
      await queryRunner.query(
        `ALTER TABLE "${table}" ADD CONSTRAINT "FK_${table}_owner" FOREIGN KEY ("ownerUserId") REFERENCES "users"("id") ON DELETE SET NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['conversions', 'assistants', 'trials']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP CONSTRAINT "FK_${table}_owner"`);
      await queryRunner.query(`DROP INDEX "IDX_${table}_owner"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "ownerUserId"`);
    }
    await queryRunner.query(`DROP TABLE "settings"`);
    await queryRunner.query(`DROP TABLE "outbox"`);
    await queryRunner.query(`DROP TABLE "user_password_tokens"`);
    await queryRunner.query(`DROP TABLE "user_refresh_tokens"`);
    await queryRunner.query(`DROP TABLE "users"`);
  }
}
