/// <reference lib="dom" />
import { join } from 'node:path';
import request from 'supertest';
import { ownerToken } from '../support/accounts';
import { clickByText, closeAll, launchBrowser, waitForText, type BrowserSession } from '../support/browser';
import { convertSite, sql, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { metadataOf, StripeStub } from '../support/stripe-stub';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * A Stripe test checkout in real Chromium (issue 14, "Done when": a Stripe test checkout - local stub and
 * signed webhook - converts a trial and sets the plan): the owner opens the plan's checkout page, pays by
 * card and lands on the stub's session page; Stripe's signed checkout.session.completed arrives; the
 * owner's dashboard shows the assistant on Gold.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.99';
const OWNER_EMAIL = 'owner@checkout-e2e-bakery.example';

describe('an owner buys a plan by card, in the browser', () => {
  const stripe = new StripeStub();
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let site: ConvertedSite;
  let origin: string;
  let token: string;

  beforeAll(async () => {
    const stripeBase = await stripe.start();
    server = await serveSite(SITE);
    const config = testConfig({
      CRAWL_ALLOWED_HOSTS: server.host,
      STRIPE_SECRET_KEY: 'sk_test_e2e_stub',
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripeBase,
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: CLIENT_IP,
      name: 'Mia Baker',
      email: OWNER_EMAIL,
    });
    token = await ownerToken(api.app, OWNER_EMAIL);
    origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    session = await launchBrowser();
  }, 180_000);

  afterAll(async () => {
    await closeAll(session?.close, workers?.close, api?.close, server?.close, () => stripe.close());
  }, 60_000);

  it('pays by card on the Stripe page; the signed webhook puts the assistant on Gold', async () => {
    const tab = await session.newPage();
    const { page } = tab;
    await page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/checkout/gpt/gold/month`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'h1', /GPTsite Gold/);
    await waitForText(page, '.plan__features', /5,000 conversations a month/);
    await Promise.all([
      page.waitForNavigation({ waitUntil: 'domcontentloaded' }),
      clickByText(page, 'button', /^Pay by card$/),
    ]);
    expect(stripe.sessions).toHaveLength(1);
    const [checkout] = stripe.sessions;
    expect(page.url()).toBe(checkout!.url);
    await waitForText(page, 'h1', new RegExp(checkout!.id));
    expect(metadataOf(checkout!.fields)).toMatchObject({ trialId: site.trialId, planId: 'gold' });

    // Stripe confirms the payment to the webhook, signed with the endpoint's secret.
    const completed = stripe.signedEvent('checkout.session.completed', {
      id: checkout!.id,
      object: 'checkout.session',
      customer: 'cus_e2e',
      subscription: 'sub_e2e',
      metadata: metadataOf(checkout!.fields),
    });
    await request(api.baseUrl)
      .post('/api/v1/billing/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', completed.header)
      .send(completed.payload)
      .expect(200, { received: true, outcome: 'processed' });

    await page.goto(`${origin}/user/dashboard`, { waitUntil: 'domcontentloaded' });
    const facts = await waitForText(page, '.assistant-card__facts', /Gold/);
    expect(facts).not.toMatch(/Free trial/);
    const [trial] = await sql<{ status: string; planId: string }>(
      `SELECT status, "planId" FROM trials WHERE id = $1`,
      [site.trialId],
    );
    expect(trial).toEqual({ status: 'converted', planId: 'gold' });
    await page.close();
  }, 60_000);
});
