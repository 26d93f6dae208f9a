import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A lead left while its assistant is full or paused (plan quota reached, trial ended) is kept for the owner
 * but starts no conversation, which would have let the visitor's next questions past the quota as a
 * conversation "in progress": its `conversationId` is then null.
 */
export class LeadWithoutConversation1764900000000 implements MigrationInterface {
  name = 'LeadWithoutConversation1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "leads" ALTER COLUMN "conversationId" DROP NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "leads" WHERE "conversationId" IS NULL`);
    await queryRunner.query(`ALTER TABLE "leads" ALTER COLUMN "conversationId" SET NOT NULL`);
  }
}
