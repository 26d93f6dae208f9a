import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Checkout (issue 14): a customer per converted trial (plan, interval, provider, status active → past_due →
 * cancelled, revenue in cents), school invoices (fiscal year, annual and prorated amounts, due date, status
 * pending → paid / overdue) and the Stripe events already handled (their ids, so a repeated delivery is
 * processed once).
 */
export class Billing1765070000000 implements MigrationInterface {
  name = 'Billing1765070000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "customers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "trialId" uuid NOT NULL, "assistantId" uuid, "ownerUserId" uuid, "brand" text NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "website" text NOT NULL, "planId" text NOT NULL, "interval" text NOT NULL, "provider" text NOT NULL, "status" text NOT NULL DEFAULT 'active', "revenueCents" bigint NOT NULL DEFAULT 0, "stripeCustomerId" text, "stripeSubscriptionId" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_customers" PRIMARY KEY ("id"), CONSTRAINT "UQ_customers_trial" UNIQUE ("trialId"), CONSTRAINT "FK_customers_trial" FOREIGN KEY ("trialId") REFERENCES "trials"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "IDX_customers_subscription" ON "customers" ("stripeSubscriptionId") WHERE "stripeSubscriptionId" IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_customers_brand_created" ON "customers" ("brand", "createdAt")`,
    );
    await queryRunner.query(
      `CREATE TABLE "invoices" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" SERIAL NOT NULL, "customerId" uuid NOT NULL, "brand" text NOT NULL, "schoolName" text NOT NULL, "email" text NOT NULL, "planId" text NOT NULL, "fiscalYear" text NOT NULL, "annualAmountCents" integer NOT NULL, "proratedAmountCents" integer NOT NULL, "issuedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "dueDate" date NOT NULL, "status" text NOT NULL DEFAULT 'pending', "paidAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_invoices" PRIMARY KEY ("id"), CONSTRAINT "FK_invoices_customer" FOREIGN KEY ("customerId") REFERENCES "customers"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_invoices_brand_issued" ON "invoices" ("brand", "issuedAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_invoices_status_due" ON "invoices" ("status", "dueDate")`);
    await queryRunner.query(
      `CREATE TABLE "stripe_events" ("id" text NOT NULL, "type" text NOT NULL, "processedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_stripe_events" PRIMARY KEY ("id"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "stripe_events"`);
    await queryRunner.query(`DROP TABLE "invoices"`);
    await queryRunner.query(`DROP TABLE "customers"`);
  }
}
