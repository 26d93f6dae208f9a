import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans, quotas and the trial lifecycle (issue 14): the plan a trial converted to, when it converted or
 * expired; one row per mail that must go out once (quota warnings per period, trial reminders), claimed
 * by its primary key so several processes never send it twice; indexes for the per-email daily trial
 * count and the lifecycle job's scan. Conversations per assistant per period use the existing
 * (assistantId, createdAt) index.
 */
export class PlansAndTrialLifecycle1764800000000 implements MigrationInterface {
  name = 'PlansAndTrialLifecycle1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "trials" ADD "planId" text, ADD "convertedAt" TIMESTAMP WITH TIME ZONE, ADD "expiredAt" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_trials_email_created" ON "trials" ("email", "createdAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_trials_status_ends" ON "trials" ("status", "endsAt")`);
    await queryRunner.query(
      `CREATE TABLE "account_notices" ("subjectId" uuid NOT NULL, "kind" text NOT NULL, "period" text NOT NULL, "sentAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_account_notices" PRIMARY KEY ("subjectId", "kind", "period"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "account_notices"`);
    await queryRunner.query(`DROP INDEX "IDX_trials_status_ends"`);
    await queryRunner.query(`DROP INDEX "IDX_trials_email_created"`);
    await queryRunner.query(
      `ALTER TABLE "trials" DROP COLUMN "expiredAt", DROP COLUMN "convertedAt", DROP COLUMN "planId"`,
    );
  }
}
