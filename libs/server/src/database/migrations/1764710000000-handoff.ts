import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Handoff to a person (issue 13): the follow-ups visitors ask for (status pending → sent → responded, a
 * priority), each tied to its conversation, and whether two declines in a row offer a person too.
 */
export class Handoff1764710000000 implements MigrationInterface {
  name = 'Handoff1764710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "follow_ups" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "assistantId" uuid NOT NULL, "conversationId" uuid NOT NULL, "name" text NOT NULL, "email" text, "phone" text, "message" text, "status" text NOT NULL DEFAULT 'pending', "priority" text NOT NULL DEFAULT 'normal', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sentAt" TIMESTAMP WITH TIME ZONE, "respondedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_follow_ups" PRIMARY KEY ("id"), CONSTRAINT "CHK_follow_ups_status" CHECK ("status" IN ('pending', 'sent', 'responded')), CONSTRAINT "CHK_follow_ups_priority" CHECK ("priority" IN ('high', 'normal', 'low')), CONSTRAINT "CHK_follow_ups_contact" CHECK ("email" IS NOT NULL OR "phone" IS NOT NULL), CONSTRAINT "FK_follow_ups_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE, CONSTRAINT "FK_follow_ups_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_follow_ups_assistant_created" ON "follow_ups" ("assistantId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "handoff_settings" ("assistantId" uuid NOT NULL, "afterTwoDeclines" boolean NOT NULL DEFAULT false, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_handoff_settings" PRIMARY KEY ("assistantId"), CONSTRAINT "FK_handoff_settings_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "handoff_settings"`);
    await queryRunner.query(`DROP TABLE "follow_ups"`);
  }
}
