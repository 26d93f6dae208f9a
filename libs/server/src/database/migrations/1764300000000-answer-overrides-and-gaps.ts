import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's own answers (issue 13): answer overrides per assistant, and what the owner did with each
 * content gap (answered or dismissed). Gap candidates themselves are the declined and thumbs-down
 * messages already stored; a partial index finds them without reading an assistant's answered messages.
 */
export class AnswerOverridesAndGaps1764300000000 implements MigrationInterface {
  name = 'AnswerOverridesAndGaps1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "answer_overrides" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "assistantId" uuid NOT NULL, "question" text NOT NULL, "answer" text NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "timesUsed" integer NOT NULL DEFAULT 0, "lastUsedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_answer_overrides" PRIMARY KEY ("id"), CONSTRAINT "FK_answer_overrides_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_answer_overrides_assistant_created" ON "answer_overrides" ("assistantId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "gap_resolutions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "assistantId" uuid NOT NULL, "messageId" uuid NOT NULL, "question" text NOT NULL, "resolution" text NOT NULL, "overrideId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_gap_resolutions" PRIMARY KEY ("id"), CONSTRAINT "CHK_gap_resolutions_kind" CHECK ("resolution" IN ('answered', 'dismissed')), CONSTRAINT "FK_gap_resolutions_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE, CONSTRAINT "FK_gap_resolutions_override" FOREIGN KEY ("overrideId") REFERENCES "answer_overrides"("id") ON DELETE SET NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_gap_resolutions_assistant_created" ON "gap_resolutions" ("assistantId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_messages_gap_candidates" ON "messages" ("assistantId", "createdAt") WHERE NOT "answered" OR "feedback" < 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_messages_gap_candidates"`);
    await queryRunner.query(`DROP TABLE "gap_resolutions"`);
    await queryRunner.query(`DROP TABLE "answer_overrides"`);
  }
}
