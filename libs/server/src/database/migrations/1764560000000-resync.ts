import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Automatic re-sync (issue 13): each assistant's re-sync frequency; per source the validators its server
 * sent (ETag, Last-Modified) for the next crawl's conditional requests; the knowledge a re-sync compares
 * with (conversions.baseConversionId); and the history of every run.
 */
export class Resync1764560000000 implements MigrationInterface {
  name = 'Resync1764560000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "assistants" ADD "resyncFrequency" text NOT NULL DEFAULT 'weekly', ADD CONSTRAINT "CHK_assistants_resync_frequency" CHECK ("resyncFrequency" IN ('never', 'daily', 'weekly', 'monthly'))`,
    );
    await queryRunner.query(`ALTER TABLE "sources" ADD "etag" text, ADD "lastModified" text`);
    await queryRunner.query(`ALTER TABLE "conversions" ADD "baseConversionId" uuid`);
    await queryRunner.query(
      `CREATE TABLE "sync_runs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "assistantId" uuid NOT NULL, "conversionId" uuid, "baseConversionId" uuid, "trigger" text NOT NULL, "status" text NOT NULL DEFAULT 'running', "pagesAdded" integer NOT NULL DEFAULT 0, "pagesChanged" integer NOT NULL DEFAULT 0, "pagesUnchanged" integer NOT NULL DEFAULT 0, "pagesRemoved" integer NOT NULL DEFAULT 0, "pagesFailed" integer NOT NULL DEFAULT 0, "passagesEmbedded" integer NOT NULL DEFAULT 0, "passagesReused" integer NOT NULL DEFAULT 0, "error" text, "startedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_sync_runs" PRIMARY KEY ("id"), CONSTRAINT "UQ_sync_runs_conversion" UNIQUE ("conversionId"), CONSTRAINT "CHK_sync_runs_trigger" CHECK ("trigger" IN ('scheduled', 'manual')), CONSTRAINT "CHK_sync_runs_status" CHECK ("status" IN ('running', 'completed', 'failed')), CONSTRAINT "FK_sync_runs_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_sync_runs_assistant_started" ON "sync_runs" ("assistantId", "startedAt")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "sync_runs"`);
    await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN "baseConversionId"`);
    await queryRunner.query(`ALTER TABLE "sources" DROP COLUMN "lastModified", DROP COLUMN "etag"`);
    await queryRunner.query(
      `ALTER TABLE "assistants" DROP CONSTRAINT "CHK_assistants_resync_frequency", DROP COLUMN "resyncFrequency"`,
    );
  }
}
