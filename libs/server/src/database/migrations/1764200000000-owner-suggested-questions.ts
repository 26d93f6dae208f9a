import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An assistant remembers whether its owner wrote its suggested questions, so a recrawl (which suggests
 * new ones from the pages it read) keeps the owner's instead of silently replacing them.
 */
export class OwnerSuggestedQuestions1764200000000 implements MigrationInterface {
  name = 'OwnerSuggestedQuestions1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "assistants" ADD COLUMN IF NOT EXISTS "suggestedQuestionsByOwner" boolean NOT NULL DEFAULT false`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "assistants" DROP COLUMN IF EXISTS "suggestedQuestionsByOwner"`);
  }
}
