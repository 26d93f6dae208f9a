import { join } from 'node:path';
import pdfParse from 'pdf-parse/lib/pdf-parse.js';
import request from 'supertest';
import { Queue } from 'bullmq';
import { REDIS_KEYS, formatCents, invoiceTerms, type RedisKeys } from '../../libs/server/src';
import {
  INVOICE_CHECK_QUEUE,
  INVOICE_CHECK_SCHEDULER_ID,
  InvoiceCheckScheduler,
} from '../../workers/src/billing/invoice-check.scheduler';
import type {
  AdminCustomerRow,
  AdminInvoiceRow,
  AdminPage,
  AssistantList,
  ChatResponse,
} from '../../libs/shared/src';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { ask, convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { SmtpInbox } from '../support/smtp-inbox';
import { StripeStub } from '../support/stripe-stub';
import { PDFJS_VERSION } from '../../workers/src/extract/pdf/pdfjs-settings';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Checkout (issue 14) on real Postgres/Redis, a real SMTP server and a local server speaking the Stripe
 * endpoints used: one owner with a school assistant (EdGPT) and a business one (GPTsite). The business one
 * is bought by card - a Checkout Session on the stub, then webhooks signed with the library's own test
 * helper drive the customer (converted trial and plan, revenue, past_due, cancelled → paused); a bad
 * signature is refused and a repeated event is processed once. The school asks for an invoice, whose PDF
 * (read back with pdf-parse) shows the fiscal year and amounts; it goes overdue on schedule, is emailed
 * with the PDF and marked paid by the brand's admin.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const OWNER = 'owner@billing-school.example';
const DAY_MS = 24 * 3600 * 1000;

/**
 * The PDF's text. pdf.js inside pdf-parse reads the whole ArrayBuffer under the Buffer it is given, and a
 * small Buffer (an HTTP body, `Buffer.concat`) is a slice of Node's shared pool: it reported "bad XRef entry"
 * on valid bytes. A copy on an ArrayBuffer of its own is read as it is (as the document extractor does).
 */
async function pdfText(pdf: Buffer): Promise<string> {
  const own = new Uint8Array(pdf) as Buffer;
  return (await pdfParse(own, { version: PDFJS_VERSION })).text;
}

describe('Checkout: Stripe and invoice billing', () => {
  const inbox = new SmtpInbox();
  const stripe = new StripeStub();
  let apiServer: RunningApi;
  let workers: RunningWorkers;
  let schoolServer: SiteServer;
  let businessServer: SiteServer;
  let school: ConvertedSite;
  let business: ConvertedSite;
  let owner: string;
  let visitor = 0;

  const api = () => request(apiServer.baseUrl);
  const webhook = (delivery: { payload: string; header: string }) =>
    api()
      .post('/api/v1/billing/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', delivery.header)
      .send(delivery.payload);
  const customerOf = async (trialId: string) =>
    (
      await sql<{ status: string; revenueCents: number; planId: string; provider: string }>(
        `SELECT status, "revenueCents"::int AS "revenueCents", "planId", provider FROM customers WHERE "trialId" = $1`,
        [trialId],
      )
    )[0];
  /** The business assistant's plan as the owner's dashboard gets it. */
  const myPlan = async () =>
    (
      (await api().get('/api/v1/assistants').set('Authorization', bearer(owner)).expect(200))
        .body as AssistantList
    ).assistants.find((item) => item.id === business.assistantId)?.plan;
  const adminList = async <T>(token: string, path: string, q = OWNER) =>
    (
      await api()
        .get(`/api/v1/admin/${path}`)
        .query({ q, pageSize: 50 })
        .set('Authorization', bearer(token))
        .expect(200)
    ).body as AdminPage<T>;

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    const stripeBase = await stripe.start();
    schoolServer = await serveSite(SITE, []);
    businessServer = await serveSite(SITE, []);
    const config = testConfig({
      CRAWL_ALLOWED_HOSTS: `${schoolServer.host},${businessServer.host}`,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: 'https://app.gptsite.test',
      STRIPE_SECRET_KEY: 'sk_test_local_stub',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripeBase,
    });
    apiServer = await startApi(config);
    workers = await startInProcessWorkers(config);
    school = await convertSite(apiServer, {
      brand: 'edgpt',
      name: 'Lincoln High',
      email: OWNER,
      website: schoolServer.url,
      clientIp: '203.0.113.201',
    });
    business = await convertSite(apiServer, {
      brand: 'gpt',
      name: 'Mia Baker',
      email: OWNER,
      website: businessServer.url,
      clientIp: '203.0.113.202',
    });
    owner = await ownerToken(apiServer.app, OWNER);
  }, 300_000);

  afterAll(async () => {
    await workers?.close();
    await apiServer?.close();
    await schoolServer?.close();
    await businessServer?.close();
    await stripe.close();
    await inbox.close();
  });

  it('says card payment is on, and refuses a platform, plan or interval the catalogue does not have', async () => {
    expect((await api().get('/api/v1/billing/options').expect(200)).body).toEqual({ card: true });
    const refused = async (body: object, field: string) => {
      const response = await api()
        .post('/api/v1/billing/checkout')
        .set('Authorization', bearer(owner))
        .send(body)
        .expect(400);
      expect(response.body.fields).toHaveProperty(field);
      return response.body.message as string;
    };
    expect(await refused({ platform: 'nope', tier: 'gold', interval: 'month' }, 'platform')).toMatch(
      /no platform/,
    );
    // Gold is a business plan; schools are sold by enrollment.
    expect(await refused({ platform: 'edgpt', tier: 'gold', interval: 'month' }, 'tier')).toMatch(
      /small, medium, large, extra-large/,
    );
    expect(await refused({ platform: 'gpt', tier: 'gold', interval: 'week' }, 'interval')).toMatch(/monthly/);
    expect(stripe.sessions).toHaveLength(0);
  });

  it('says so when no Stripe key is configured: no card payment, invoice or email instead', async () => {
    const withoutStripe = await startApi(testConfig());
    try {
      const noKey = request(withoutStripe.baseUrl);
      expect((await noKey.get('/api/v1/billing/options').expect(200)).body).toEqual({ card: false });
      const refused = await noKey
        .post('/api/v1/billing/checkout')
        .set('Authorization', bearer(owner))
        .send({ platform: 'gpt', tier: 'gold', interval: 'month' })
        .expect(503);
      expect(refused.body.message).toBe(
        'Card payment is not switched on here yet; schools can request an invoice, anyone can email us to subscribe',
      );
      expect(stripe.sessions).toHaveLength(0);
    } finally {
      await withoutStripe.close();
    }
  });

  it('sends the owner to a Stripe Checkout Session for their assistant, and the signed webhook converts the trial', async () => {
    const started = await api()
      .post('/api/v1/billing/checkout')
      .set('Authorization', bearer(owner))
      .send({ platform: 'gpt', tier: 'gold', interval: 'month' })
      .expect(201);
    expect(started.body.url).toBe(`${stripe.origin}/pay/${started.body.sessionId}`);
    const [session] = stripe.sessions;
    expect(session!.fields).toMatchObject({
      mode: 'subscription',
      customer_email: OWNER,
      'metadata[trialId]': business.trialId,
      'metadata[planId]': 'gold',
      'line_items[0][price_data][unit_amount]': '9900',
      'line_items[0][price_data][recurring][interval]': 'month',
    });

    const completed = stripe.signedEvent('checkout.session.completed', {
      id: session!.id,
      object: 'checkout.session',
      customer: 'cus_billing_1',
      subscription: 'sub_billing_1',
      metadata: Object.fromEntries(
        Object.entries(session!.fields)
          .filter(([key]) => key.startsWith('metadata['))
          .map(([key, value]) => [key.slice(9, -1), value]),
      ),
    });
    // Signed with another secret: refused, nothing changes.
    const forged = { ...completed, header: completed.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) };
    expect((await webhook(forged).expect(400)).body.message).toMatch(/signature could not be verified/);
    expect(await customerOf(business.trialId)).toBeUndefined();

    expect((await webhook(completed).expect(200)).body).toEqual({ received: true, outcome: 'processed' });
    expect((await webhook(completed).expect(200)).body).toEqual({ received: true, outcome: 'duplicate' });
    expect(await customerOf(business.trialId)).toEqual({
      status: 'active',
      revenueCents: 0,
      planId: 'gold',
      provider: 'stripe',
    });
    const [trial] = await sql<{ status: string; planId: string }>(
      `SELECT status, "planId" FROM trials WHERE id = $1`,
      [business.trialId],
    );
    expect(trial).toEqual({ status: 'converted', planId: 'gold' });
    const list = (await api().get('/api/v1/assistants').set('Authorization', bearer(owner)).expect(200))
      .body as AssistantList;
    expect(list.assistants.find((item) => item.id === business.assistantId)?.plan).toMatchObject({
      kind: 'plan',
      planName: 'Gold',
      paused: false,
    });
  });

  it('follows payments: paid adds revenue once, a failed payment is past_due, a cancelled subscription pauses the assistant', async () => {
    const invoice = (amount: number, id = `in_${amount}`) => ({
      object: 'invoice',
      id,
      customer: 'cus_billing_1',
      subscription: 'sub_billing_1',
      amount_paid: amount,
    });
    const paid = stripe.signedEvent('invoice.paid', invoice(9900));
    await webhook(paid).expect(200);
    await webhook(paid).expect(200);
    expect(await customerOf(business.trialId)).toMatchObject({ status: 'active', revenueCents: 9900 });

    await webhook(stripe.signedEvent('invoice.payment_failed', invoice(0))).expect(200);
    expect(await customerOf(business.trialId)).toMatchObject({ status: 'past_due', revenueCents: 9900 });
    const admin = await signInAs(apiServer.app, 'admin', 'gpt');
    const customers = await adminList<AdminCustomerRow>(admin, 'customers');
    expect(customers.items).toEqual([
      expect.objectContaining({ plan: 'Gold', status: 'past_due', revenue: 99, provider: 'stripe' }),
    ]);

    expect(await myPlan()).toMatchObject({ planName: 'Gold', customerStatus: 'past_due', paused: false });

    // The next month's invoice is paid: revenue adds up; the same invoice announced again does not.
    await webhook(stripe.signedEvent('invoice.paid', invoice(9900, 'in_next_month'))).expect(200);
    await webhook(stripe.signedEvent('invoice.paid', invoice(9900, 'in_next_month'))).expect(200);
    expect(await customerOf(business.trialId)).toMatchObject({ status: 'active', revenueCents: 19800 });

    await webhook(
      stripe.signedEvent('customer.subscription.deleted', { id: 'sub_billing_1', object: 'subscription' }),
    ).expect(200);
    expect(await customerOf(business.trialId)).toMatchObject({ status: 'cancelled' });
    expect(await myPlan()).toMatchObject({ customerStatus: 'cancelled', paused: true });
    // The api hears of the change (announced) and the next new conversation is told the assistant is paused.
    const deadline = Date.now() + 5000;
    for (;;) {
      visitor += 1;
      const reply = await ask(apiServer, business.assistantId, 'When are you open?', {
        visitorId: `billing-visitor-${visitor}`,
        clientIp: '203.0.113.210',
      });
      const { answer } = reply.body as ChatResponse;
      if (/paused/.test(answer)) break;
      if (Date.now() > deadline) throw new Error(`Still answered after the cancellation: ${answer}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, 30_000);

  it("invoices a school for the fiscal year's rest: PDF, overdue on schedule, emailed and marked paid by the brand's admin", async () => {
    // Invoice billing is for schools.
    await api()
      .post('/api/v1/billing/invoice-request')
      .set('Authorization', bearer(owner))
      .send({ platform: 'gpt', tier: 'gold' })
      .expect(400);
    const issuedAt = new Date();
    const created = await api()
      .post('/api/v1/billing/invoice-request')
      .set('Authorization', bearer(owner))
      .send({ platform: 'edgpt', tier: 'medium', schoolName: 'Lincoln High School' })
      .expect(201);
    const terms = invoiceTerms(99, issuedAt);
    // The school has its invoice by mail at once, the PDF attached.
    let issued = await inbox.next(OWNER);
    // The owner's earlier mails (the trials' set-password links) come first.
    for (let seen = 1; !/ invoice INV-/.test(issued.subject); seen += 1)
      issued = await inbox.next(OWNER, seen);
    expect(issued.subject).toMatch(/EdGPT invoice INV-\d{6} for Lincoln High School/);
    expect(issued.text).toContain(`fiscal year ${terms.fiscalYear}`);
    expect(issued.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);

    const admin = await signInAs(apiServer.app, 'admin', 'edgpt');
    const otherAdmin = await signInAs(apiServer.app, 'admin', 'gpt');
    const superAdmin = await signInAs(apiServer.app, 'super_admin');
    const invoices = await adminList<AdminInvoiceRow>(admin, 'invoices', 'Lincoln High School');
    expect(invoices.total).toBe(1);
    expect(invoices.items[0]).toMatchObject({
      id: created.body.invoiceId,
      schoolName: 'Lincoln High School',
      plan: 'Medium',
      fiscalYear: terms.fiscalYear,
      annualAmount: 1188,
      proratedAmount: terms.proratedAmountCents / 100,
      dueDate: terms.dueDate,
      status: 'pending',
    });
    // Another brand's admin sees neither the invoice nor the school; the super admin sees all.
    expect((await adminList<AdminInvoiceRow>(otherAdmin, 'invoices', 'Lincoln High School')).total).toBe(0);
    expect(
      (await adminList<AdminCustomerRow>(otherAdmin, 'customers')).items.map((row) => row.domain),
    ).toEqual(['gpt']);
    expect((await adminList<AdminCustomerRow>(superAdmin, 'customers')).total).toBe(2);
    const pdfPath = `/api/v1/admin/invoices/${created.body.invoiceId}/pdf`;
    await api().get(pdfPath).set('Authorization', bearer(otherAdmin)).expect(404);

    const pdf = await api()
      .get(pdfPath)
      .set('Authorization', bearer(admin))
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200)
      .expect('Content-Type', 'application/pdf');
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Lincoln High School');
    expect(text).toContain(`Fiscal year: ${terms.fiscalYear}`);
    expect(text).toContain(`Annual amount: ${formatCents(118_800)}`);
    expect(text).toContain(`Prorated amount: ${formatCents(terms.proratedAmountCents)}`);
    expect(text).toContain(`Due date: ${terms.dueDate}`);

    // The workers' scheduled check (one job scheduler, however many workers), its clock moved: nothing on
    // day 29; past the due date, overdue, and the school past_due.
    const keys = workers.app.get<RedisKeys>(REDIS_KEYS);
    const queue = new Queue(INVOICE_CHECK_QUEUE, {
      connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      prefix: keys.bullPrefix,
    });
    try {
      const deadline = Date.now() + 5000;
      let scheduler = await queue.getJobScheduler(INVOICE_CHECK_SCHEDULER_ID);
      while (!scheduler && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        scheduler = await queue.getJobScheduler(INVOICE_CHECK_SCHEDULER_ID);
      }
      expect(scheduler).toMatchObject({ every: 3_600_000 });
    } finally {
      await queue.close();
    }
    const schoolTrial = school.trialId;
    const check = workers.app.get(InvoiceCheckScheduler);
    await check.runOnce(new Date(issuedAt.getTime() + 29 * DAY_MS));
    expect(await customerOf(schoolTrial)).toMatchObject({ status: 'active' });
    await check.runOnce(new Date(issuedAt.getTime() + 31 * DAY_MS));
    expect(
      (await adminList<AdminInvoiceRow>(admin, 'invoices', 'Lincoln High School')).items[0]?.status,
    ).toBe('overdue');
    expect(await customerOf(schoolTrial)).toMatchObject({
      status: 'past_due',
      provider: 'invoice',
      revenueCents: 0,
    });

    const seen = inbox.to('bursar@lincoln.example').length;
    await api()
      .post(`/api/v1/admin/invoices/${created.body.invoiceId}/email`)
      .set('Authorization', bearer(admin))
      .send({ to: 'bursar@lincoln.example' })
      .expect(202);
    const mail = await inbox.next('bursar@lincoln.example', seen);
    expect(mail.subject).toMatch(/EdGPT invoice INV-\d{6} for Lincoln High School/);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.contentType).toBe('application/pdf');
    expect(await pdfText(mail.attachments[0]!.content)).toContain(`Fiscal year: ${terms.fiscalYear}`);

    const paid = await api()
      .post(`/api/v1/admin/invoices/${created.body.invoiceId}/paid`)
      .set('Authorization', bearer(admin))
      .expect(200);
    expect(paid.body).toMatchObject({ status: 'paid' });
    // Marking it again adds nothing.
    await api()
      .post(`/api/v1/admin/invoices/${created.body.invoiceId}/paid`)
      .set('Authorization', bearer(admin))
      .expect(200);
    expect(await customerOf(schoolTrial)).toMatchObject({
      status: 'active',
      revenueCents: terms.proratedAmountCents,
    });
    const audit = await sql<{ action: string }>(
      `SELECT action FROM audit_log WHERE "targetId" = $1 ORDER BY "createdAt"`,
      [created.body.invoiceId],
    );
    expect(audit.map((row) => row.action)).toEqual(['invoice.email', 'invoice.mark_paid']);
  }, 30_000);
});
