import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payments (issue 14): one row per payment received (a paid Stripe invoice, a school invoice marked paid),
 * dated when it was paid, so revenue over time is grouped by the month money came in rather than by the
 * month the customer signed up. `reference` (the Stripe invoice id, the school invoice's id) makes a
 * payment count once. Revenue already on customers is carried over as one payment dated at the customer's
 * last update, the best date this database had for it.
 */
export class Payments1765200000000 implements MigrationInterface {
  name = 'Payments1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "customerId" uuid NOT NULL, "brand" text NOT NULL, "amountCents" bigint NOT NULL, "reference" text NOT NULL, "paidAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_payments" PRIMARY KEY ("id"), CONSTRAINT "UQ_payments_reference" UNIQUE ("reference"), CONSTRAINT "FK_payments_customer" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_payments_brand_paid" ON "payments" ("brand", "paidAt")`);
    await queryRunner.query(
      `INSERT INTO "payments" ("customerId", "brand", "amountCents", "reference", "paidAt")
       SELECT id, brand, "revenueCents", 'carried-over:' || id, "updatedAt" FROM "customers" WHERE "revenueCents" > 0`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "payments"`);
  }
}
