import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat ranks passages in the api's in-memory full-text index (knowledge/full-text-index.ts), so the
 * generated tsvector and its GIN index on chunks only slowed every insert of a conversion's passages.
 */
export class DropChunkFullText1763760000000 implements MigrationInterface {
  name = 'DropChunkFullText1763760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX IF EXISTS "IDX_chunks_tsv"`);
    await queryRunner.query(`ALTER TABLE "chunks" DROP COLUMN IF EXISTS "tsv"`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "chunks" ADD "tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '') || ' ' || coalesce("heading", '')), 'A') || setweight(to_tsvector('english', "text"), 'B')) STORED`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_chunks_tsv" ON "chunks" USING GIN ("tsv")`);
  }
}
