import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The first schema. Beyond what the entities declare it adds the generated full-text vector on chunks
 * with its GIN index, and foreign keys so deleting a trial removes everything it owns.
 */
export class InitialSchema1763676000000 implements MigrationInterface {
  name = 'InitialSchema1763676000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "assistants" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "trialId" uuid NOT NULL, "brand" text NOT NULL, "name" text NOT NULL, "greeting" text NOT NULL, "colors" jsonb NOT NULL, "status" text NOT NULL DEFAULT 'building', "allowedDomains" text array NOT NULL DEFAULT '{}', "suggestedQuestions" jsonb NOT NULL DEFAULT '[]', "contact" jsonb NOT NULL DEFAULT '{"phones":[],"emails":[],"addresses":[]}', "website" text NOT NULL, "activeConversionId" uuid, "liveUrl" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_640d8c25456e38fc20f6081d754" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e94e85105e16ab195efbe07694" ON "assistants" ("trialId")`);
    await queryRunner.query(
      `CREATE TABLE "chunks" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "assistantId" uuid NOT NULL, "conversionId" uuid NOT NULL, "sourceId" uuid NOT NULL, "ordinal" integer NOT NULL, "url" text NOT NULL, "title" text NOT NULL, "heading" text, "text" text NOT NULL, "contentHash" text NOT NULL, "embedding" bytea NOT NULL, "embeddingModel" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2f70c9d47ba18126cf0593039b7" UNIQUE ("sourceId", "ordinal"), CONSTRAINT "PK_a306e60b8fdf6e7de1be4be1e6a" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1a8f3912a245986970d072aae6" ON "chunks" ("assistantId")`);
    await queryRunner.query(`CREATE INDEX "IDX_fc540ec07473bbbee368e06633" ON "chunks" ("conversionId")`);
    await queryRunner.query(
      `CREATE TABLE "conversations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "assistantId" uuid NOT NULL, "visitorId" text, "pageUrl" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_ee34f4f7ced4ec8681f26bf04ef" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_9f9ee5772b24d561abf7c3386f" ON "conversations" ("assistantId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "conversions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "trialId" uuid NOT NULL, "assistantId" uuid NOT NULL, "website" text NOT NULL, "rootUrl" text, "status" text NOT NULL DEFAULT 'running', "stage" text NOT NULL DEFAULT 'initializing', "progress" smallint NOT NULL DEFAULT '0', "stages" jsonb NOT NULL, "counts" jsonb NOT NULL, "error" jsonb, "liveUrl" text, "redirectUrl" text, "attempt" integer NOT NULL DEFAULT '1', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "finishedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_4af8c6388f42a1849ee9b22fa16" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_b85e71a2a5dbb774fbdb64f75c" ON "conversions" ("trialId")`);
    await queryRunner.query(`CREATE INDEX "IDX_c38c2ad8f390f4ec0b127f6aab" ON "conversions" ("assistantId")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_57927ef14b9f98da6c0aaa0475" ON "conversions" ("status", "updatedAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "error_reports" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "type" text NOT NULL, "message" text NOT NULL, "code" text, "url" text, "userAgent" text, "stack" text, "componentStack" text, "reportedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7ad997b17e029b745874a1a1eac" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_0319566f3a99418d7adf3f179e" ON "error_reports" ("createdAt")`);
    await queryRunner.query(
      `CREATE TABLE "messages" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "conversationId" uuid NOT NULL, "assistantId" uuid NOT NULL, "question" text NOT NULL, "answer" text NOT NULL, "sources" jsonb NOT NULL DEFAULT '[]', "answered" boolean NOT NULL, "confidence" real NOT NULL DEFAULT '0', "latencyMs" integer NOT NULL, "sentiment" real NOT NULL DEFAULT '0', "feedback" smallint, "provider" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_18325f38ae6de43878487eff986" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_e5663ce0c730b2de83445e2fd1" ON "messages" ("conversationId")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_ee89123ebf226304ec127b51ba" ON "messages" ("assistantId", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "sources" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "conversionId" uuid NOT NULL, "assistantId" uuid NOT NULL, "url" text NOT NULL, "finalUrl" text, "origin" text NOT NULL, "type" text NOT NULL DEFAULT 'webpage', "documentKind" text, "depth" smallint NOT NULL DEFAULT '0', "status" text NOT NULL DEFAULT 'pending', "outcome" text NOT NULL DEFAULT 'pending', "reason" text, "detail" text, "httpStatus" smallint, "title" text, "contentHash" text, "bytes" integer, "content" jsonb, "contact" jsonb, "uploadId" uuid, "chunkCount" integer NOT NULL DEFAULT '0', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_9a445f9b4566cb7b360a17337ff" UNIQUE ("conversionId", "url"), CONSTRAINT "PK_85523beafe5a2a6b90b02096443" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_f407641ec7ed43475d619d309b" ON "sources" ("assistantId")`);
    await queryRunner.query(
      `CREATE INDEX "IDX_7fbdb063444bb79d3eb2bbbdd8" ON "sources" ("conversionId", "outcome")`,
    );
    await queryRunner.query(
      `CREATE TABLE "trials" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "brand" text NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "phone" text, "website" text NOT NULL, "organization" text, "status" text NOT NULL DEFAULT 'active', "startsAt" TIMESTAMP WITH TIME ZONE NOT NULL, "endsAt" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_afe5dc86ce7253d239c3dfea2d3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_1ef0b5d32f805eea44a6e5287c" ON "trials" ("email", "website")`);
    await queryRunner.query(
      `CREATE TABLE "uploads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "conversionId" uuid NOT NULL, "filename" text NOT NULL, "mimeType" text NOT NULL, "kind" text NOT NULL, "bytes" integer NOT NULL, "data" bytea NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d1781d1eedd7459314f60f39bd3" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_9dbb810c7ea253bfb29067c1be" ON "uploads" ("conversionId")`);
    await queryRunner.query(
      `ALTER TABLE "chunks" ADD "tsv" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '') || ' ' || coalesce("heading", '')), 'A') || setweight(to_tsvector('english', "text"), 'B')) STORED`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_chunks_tsv" ON "chunks" USING GIN ("tsv")`);
    await queryRunner.query(
      `ALTER TABLE "assistants" ADD CONSTRAINT "FK_assistants_trial" FOREIGN KEY ("trialId") REFERENCES "trials"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversions" ADD CONSTRAINT "FK_conversions_trial" FOREIGN KEY ("trialId") REFERENCES "trials"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversions" ADD CONSTRAINT "FK_conversions_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "sources" ADD CONSTRAINT "FK_sources_conversion" FOREIGN KEY ("conversionId") REFERENCES "conversions"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "FK_uploads_conversion" FOREIGN KEY ("conversionId") REFERENCES "conversions"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "chunks" ADD CONSTRAINT "FK_chunks_source" FOREIGN KEY ("sourceId") REFERENCES "sources"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "chunks" ADD CONSTRAINT "FK_chunks_conversion" FOREIGN KEY ("conversionId") REFERENCES "conversions"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "FK_conversations_assistant" FOREIGN KEY ("assistantId") REFERENCES "assistants"("id") ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "FK_messages_conversation" FOREIGN KEY ("conversationId") REFERENCES "conversations"("id") ON DELETE CASCADE`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_9dbb810c7ea253bfb29067c1be"`);
    await queryRunner.query(`DROP TABLE "uploads"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1ef0b5d32f805eea44a6e5287c"`);
    await queryRunner.query(`DROP TABLE "trials"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7fbdb063444bb79d3eb2bbbdd8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_f407641ec7ed43475d619d309b"`);
    await queryRunner.query(`DROP TABLE "sources"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_ee89123ebf226304ec127b51ba"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e5663ce0c730b2de83445e2fd1"`);
    await queryRunner.query(`DROP TABLE "messages"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_0319566f3a99418d7adf3f179e"`);
    await queryRunner.query(`DROP TABLE "error_reports"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_57927ef14b9f98da6c0aaa0475"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_c38c2ad8f390f4ec0b127f6aab"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b85e71a2a5dbb774fbdb64f75c"`);
    await queryRunner.query(`DROP TABLE "conversions"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_9f9ee5772b24d561abf7c3386f"`);
    await queryRunner.query(`DROP TABLE "conversations"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fc540ec07473bbbee368e06633"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_1a8f3912a245986970d072aae6"`);
    await queryRunner.query(`DROP TABLE "chunks"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_e94e85105e16ab195efbe07694"`);
    await queryRunner.query(`DROP TABLE "assistants"`);
  }
}
