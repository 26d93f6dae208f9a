import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Whether this Postgres was built with lz4 (14 and later; Debian's is). */
const HAS_LZ4 = `SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)`;

/**
 * A passage's hashing vector (1,024 floats, 4 KB) puts its row over Postgres' 2 KB toast threshold, so
 * every insert compressed the vector with pglz: storing a 2,000-page site's 14k passages took 1.7 s of
 * Postgres CPU, 1 s of it pglz. lz4 does the same for a fifth of the CPU (the sparse vector shrinks to
 * ~1.4 KB instead of ~0.8 KB). The row then still exceeds 2 KB and the vector would be moved out of line
 * into the toast table, an index lookup per passage whenever the api loads a conversion; a 4 KB toast
 * target keeps the compressed row in the heap, as pglz's smaller one was. Stored rows keep their pglz
 * bytes and read back the same. A server built without lz4 keeps pglz and the 2 KB target.
 */
export class ChunkEmbeddingLz41765300000000 implements MigrationInterface {
  name = 'ChunkEmbeddingLz41765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const lz4: unknown[] = await queryRunner.query(HAS_LZ4);
    if (!lz4.length) return;
    await queryRunner.query(`ALTER TABLE "chunks" ALTER COLUMN "embedding" SET COMPRESSION lz4`);
    await queryRunner.query(`ALTER TABLE "chunks" SET (toast_tuple_target = 4080)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const lz4: unknown[] = await queryRunner.query(HAS_LZ4);
    if (!lz4.length) return;
    await queryRunner.query(`ALTER TABLE "chunks" RESET (toast_tuple_target)`);
    await queryRunner.query(`ALTER TABLE "chunks" ALTER COLUMN "embedding" SET COMPRESSION DEFAULT`);
  }
}
