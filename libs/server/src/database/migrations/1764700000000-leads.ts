import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead capture (issue 13): the owner's settings per assistant, and the leads visitors leave, each tied to
 * the conversation it came from. `notifiedAt` is set once the owner's mail (per lead or digest) went out.
 */
export class Leads1764700000000 implements MigrationInterface {
  name = 'Leads1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "lead_settings" ("assistantId" uuid NOT NULL, "enabled" boolean NOT NULL DEFAULT false, "fields" jsonb NOT NULL, "customQuestion" text, "when" text NOT NULL, "afterQuestions" integer NOT NULL DEFAULT 2, "notify" text NOT NULL DEFAULT 'each', "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_lead_settings" PRIMARY KEY ("assistantId"), CONSTRAINT "CHK_lead_settings_when" CHECK ("when" IN ('before_first_question', 'after_questions', 'on_decline')), CONSTRAINT "CHK_lead_settings_notify" CHECK ("notify" IN ('each', 'digest')), CONSTRAINT "FK_lead_settings_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE TABLE "leads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "assistantId" uuid NOT NULL, "conversationId" uuid NOT NULL, "name" text, "email" text, "phone" text, "question" text, "answer" text, "pageUrl" text, "notify" text NOT NULL DEFAULT 'each', "notifiedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_leads" PRIMARY KEY ("id"), CONSTRAINT "CHK_leads_contact" CHECK ("email" IS NOT NULL OR "phone" IS NOT NULL), CONSTRAINT "FK_leads_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE, CONSTRAINT "FK_leads_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_leads_assistant_created" ON "leads" ("assistantId", "createdAt")`,
    );
    // The daily digest's scan: only leads still waiting for it.
    await queryRunner.query(
      `CREATE INDEX "IDX_leads_digest_pending" ON "leads" ("assistantId") WHERE "notify" = 'digest' AND "notifiedAt" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "leads"`);
    await queryRunner.query(`DROP TABLE "lead_settings"`);
  }
}
