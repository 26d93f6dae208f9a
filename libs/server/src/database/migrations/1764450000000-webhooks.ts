import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's signed webhook (issue 13): one URL and secret per assistant, and a log of every event sent
 * to it (its id is the event id, so a retried job finds and updates the same row).
 */
export class Webhooks1764450000000 implements MigrationInterface {
  name = 'Webhooks1764450000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhooks" ("assistantId" uuid NOT NULL, "url" text NOT NULL, "secret" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_webhooks" PRIMARY KEY ("assistantId"), CONSTRAINT "FK_webhooks_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL, "assistantId" uuid NOT NULL, "type" text NOT NULL, "body" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT 0, "lastStatusCode" integer, "lastResult" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "deliveredAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"), CONSTRAINT "CHK_webhook_deliveries_type" CHECK ("type" IN ('lead', 'handoff', 'test')), CONSTRAINT "CHK_webhook_deliveries_status" CHECK ("status" IN ('pending', 'delivered', 'failed')), CONSTRAINT "FK_webhook_deliveries_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_webhook_deliveries_assistant_created" ON "webhook_deliveries" ("assistantId", "createdAt")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhooks"`);
  }
}
