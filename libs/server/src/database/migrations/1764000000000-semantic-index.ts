import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Passages get a second vector from the sentence-embedding model, written in the background after the
 * conversion is live; the hashing vector stays beside it, the fallback in any process where the model
 * cannot load. The conversion records the background job's progress for its owner.
 */
export class SemanticIndex1764000000000 implements MigrationInterface {
  name = 'SemanticIndex1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "chunks" ADD COLUMN IF NOT EXISTS "semanticModel" text`);
    await queryRunner.query(`ALTER TABLE "chunks" ADD COLUMN IF NOT EXISTS "semanticEmbedding" bytea`);
    await queryRunner.query(`ALTER TABLE "conversions" ADD COLUMN IF NOT EXISTS "semanticIndex" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "conversions" DROP COLUMN IF EXISTS "semanticIndex"`);
    await queryRunner.query(`ALTER TABLE "chunks" DROP COLUMN IF EXISTS "semanticEmbedding"`);
    await queryRunner.query(`ALTER TABLE "chunks" DROP COLUMN IF EXISTS "semanticModel"`);
  }
}
