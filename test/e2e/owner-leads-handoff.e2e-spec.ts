/// <reference lib="dom" />
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import request from 'supertest';
import type { WebhookDelivery, WebhookOverview } from '../../libs/shared/src';
import { bearer, ownerToken } from '../support/accounts';
import {
  clickByText,
  closeAll,
  launchBrowser,
  typeInto,
  waitForText,
  type BrowserSession,
  type WatchedPage,
} from '../support/browser';
import { convertSite, type ConvertedSite } from '../support/chat-site';
import { serveSite, type SiteServer } from '../support/site-server';
import { SmtpInbox } from '../support/smtp-inbox';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';
import { WebhookReceiver, type ReceivedEvent } from '../support/webhook-receiver';

/**
 * Leads and handoff in real Chromium against the real stack, a real SMTP server and a webhook receiver on
 * 127.0.0.1 (issue 13): the owner turns lead capture on and sets a webhook URL in the dashboard; a visitor
 * on the live page is asked after a question the site does not answer and leaves their details, then asks
 * for a person and passes the conversation on; a visitor in the widget's frame does the same; the owner
 * gets the mails and a signed webhook event for the lead and each handoff (the receiver is down for the
 * first one, which is retried and logged as delivered on its second attempt), sees the lead, the
 * follow-ups and the delivery log on the assistant's page, reads the conversation and marks a follow-up
 * responded.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.161';
const OWNER = 'owner@leads-e2e-bakery.example';
const DECLINED = 'Do you sell gift cards?';
const LEAD_FORM = '[aria-label^="Would you like the team to follow up"]';
const HANDOFF_FORM = '[aria-label="Pass this conversation to a person on the team"]';
const WEBHOOK_CARD = 'section[aria-labelledby="webhook-title"]';

/** The contract's signature, checked by hand: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
function expectSignedPerContract(received: ReceivedEvent, secret: string): void {
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(received.headers['x-gptsite-signature']));
  expect(match).not.toBeNull();
  const [, timestamp, digest] = match!;
  expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(300);
  expect(digest).toBe(createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex'));
  expect(WebhookReceiver.signedWith(received, secret)).toBe(true);
  expect(WebhookReceiver.signedWith(received, '0'.repeat(64))).toBe(false);
}

describe('a visitor leaves a lead and asks for a person; the owner sees both', () => {
  const inbox = new SmtpInbox();
  const receiver = new WebhookReceiver();
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let owner: WatchedPage;
  let origin: string;
  let site: ConvertedSite;
  let token: string;
  let secret: string;

  const webhook = async (): Promise<WebhookOverview> =>
    (
      await request(api.baseUrl)
        .get(`/api/v1/assistants/${site.assistantId}/webhook`)
        .set('Authorization', bearer(token))
        .expect(200)
    ).body as WebhookOverview;
  /** Polls the owner's delivery log (with a deadline) until the event is no longer pending. */
  const settled = async (eventId: string, timeoutMs = 20_000): Promise<WebhookDelivery> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const delivery = (await webhook()).deliveries.find((entry) => entry.id === eventId);
      if (delivery && delivery.status !== 'pending') return delivery;
      if (Date.now() > deadline)
        throw new Error(`Event ${eventId} still pending: ${JSON.stringify(delivery)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  /** The requests for the first event matching `match`, once `count` of them have arrived. */
  const tries = (match: (received: ReceivedEvent) => boolean, count: number, what: string) =>
    receiver.waitFor(() => {
      const first = receiver.received.find(match);
      const all = first ? receiver.for(String(first.headers['x-gptsite-event'])) : [];
      return all.length >= count ? all : undefined;
    }, `${what}: fewer than ${count} requests at the receiver`);

  /** Types into the field labelled `label` inside `form`. */
  const fill = async (tab: WatchedPage, form: string, label: string, text: string) => {
    const input = await tab.page.waitForSelector(`${form} ::-p-aria(${label})`);
    if (!input) throw new Error(`No field ${label} in ${form}`);
    await input.type(text);
  };

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    await receiver.start();
    server = await serveSite(SITE);
    // The site and the receiver are on this machine: private, so only CRAWL_ALLOWED_HOSTS lets them
    // through the SSRF-safe fetcher. A failed delivery is retried 0.2 s later (5 s by default).
    const config = testConfig({
      CRAWL_ALLOWED_HOSTS: `${server.host},${new URL(receiver.origin).host}`,
      SMTP_URL: smtpUrl,
      WEBHOOK_RETRY_DELAY_MS: '200',
    });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    site = await convertSite(api, {
      brand: 'gpt',
      website: server.url,
      clientIp: CLIENT_IP,
      name: 'Mia Baker',
      email: OWNER,
    });
    origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    session = await launchBrowser();
    owner = await session.newPage();
    token = await ownerToken(api.app, OWNER);
    await owner.page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
    await owner.page.evaluate((value) => localStorage.setItem('token', value), token);
  }, 180_000);

  afterAll(async () => {
    await closeAll(
      session?.close,
      workers?.close,
      api?.close,
      server?.close,
      () => inbox.close(),
      () => receiver.close(),
    );
  }, 60_000);

  it('the owner turns lead capture on, to ask when the assistant cannot answer', async () => {
    const { page } = owner;
    await page.goto(`${origin}/school-dashboard/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'section', /No leads yet/);
    await (await page.waitForSelector('::-p-aria(Ask visitors for their contact details)'))!.click();
    await (await page.waitForSelector('::-p-aria(When the assistant cannot answer)'))!.click();
    await clickByText(page, 'button', /^Save lead settings$/);
    await waitForText(page, 'section', /Saved/);
  }, 60_000);

  it('the owner sets a webhook URL on the webhook card and gets the signing secret', async () => {
    const { page } = owner;
    await waitForText(page, WEBHOOK_CARD, /No events sent yet/);
    await (await page.waitForSelector(`${WEBHOOK_CARD} ::-p-aria(Webhook URL)`))!.type(receiver.url);
    await clickByText(page, `${WEBHOOK_CARD} button`, /^Save URL$/);
    await waitForText(page, `${WEBHOOK_CARD} [role=status]`, /^Saved$/);
    secret = await waitForText(page, `${WEBHOOK_CARD} code.snippet`, /^[0-9a-f]{64}$/);
    expect(await webhook()).toEqual({ url: receiver.url, secret, deliveries: [] });
    // The receiver is down for the first event it is sent (the lead's), and up again afterwards.
    receiver.answerNext(500);
  }, 60_000);

  it('a visitor on the live page leaves their details, then passes the conversation to a person', async () => {
    const visitor = session.watch(await session.browser.newPage());
    const { page } = visitor;
    await page.goto(`${origin}/gpt/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
    await typeInto(page, 'Your question', DECLINED);
    await page.keyboard.press('Enter');
    await page.waitForSelector(LEAD_FORM);
    const mailsBefore = inbox.to(OWNER).length;
    await fill(visitor, LEAD_FORM, 'Your name', 'Ana Lopez');
    await fill(visitor, LEAD_FORM, 'Email', 'ana@example.com');
    await clickByText(page, `${LEAD_FORM} button`, /^Send my details$/);
    await waitForText(page, '.message--assistant', /Thank you, Ana Lopez! The team will be in touch/);
    expect((await inbox.next(OWNER, mailsBefore)).subject).toMatch(/^New lead from .+: Ana Lopez$/);

    // The visitor keeps chatting and asks for a person.
    await typeInto(page, 'Your question', 'Can I talk to a real person?');
    await page.keyboard.press('Enter');
    await page.waitForSelector(HANDOFF_FORM);
    await fill(visitor, HANDOFF_FORM, 'Your name', 'Ana Lopez');
    await fill(visitor, HANDOFF_FORM, 'Email', 'ana@example.com');
    await fill(
      visitor,
      HANDOFF_FORM,
      'Anything the team should know? (optional)',
      'Urgent: a cake for tomorrow',
    );
    await clickByText(page, `${HANDOFF_FORM} button`, /^Pass it on$/);
    await waitForText(
      page,
      '.message--assistant',
      /passed on\. The team will reply by email, usually within one business day\./,
    );
    const mail = await inbox.next(OWNER, mailsBefore + 1);
    expect(mail.subject).toMatch(/^\[High priority\] Ana Lopez would like to talk to a person/);
    expect(mail.text).toContain(`Visitor: ${DECLINED}`);
    visitor.assertClean();
    await page.close();
  }, 60_000);

  it('a visitor in the widget frame declines to leave details, then asks for a person', async () => {
    const visitor = session.watch(await session.browser.newPage());
    const { page } = visitor;
    await page.goto(`${origin}/widget/frame/${site.assistantId}`, { waitUntil: 'domcontentloaded' });
    // Asked for details after a decline, the visitor says no thanks and keeps chatting.
    await page.type('#q', DECLINED);
    await page.keyboard.press('Enter');
    await page.waitForSelector(LEAD_FORM);
    await clickByText(page, `${LEAD_FORM} button`, /^No thanks$/);
    await page.waitForSelector(LEAD_FORM, { hidden: true });
    await page.type('#q', 'I want to speak to someone');
    await page.keyboard.press('Enter');
    await page.waitForSelector(HANDOFF_FORM);
    await fill(visitor, HANDOFF_FORM, 'Your name', 'Bo');
    await fill(visitor, HANDOFF_FORM, 'Phone', '+1 555 010 0142');
    await clickByText(page, `${HANDOFF_FORM} button`, /^Pass it on$/);
    await waitForText(page, '[role=status]', /The team will call or text you back/);
    visitor.assertClean();
    await page.close();
  }, 60_000);

  it('the receiver gets the lead (retried after a 500) and both handoffs, signed, as the contract says', async () => {
    const isLead = (received: ReceivedEvent) => received.event.type === 'lead';
    const [failed, retried] = await tries(isLead, 2, 'the lead');
    expect([failed.status, retried.status]).toEqual([500, 200]);
    // The same event both times, one body and one id, so a receiver can drop a repeat; each try signed.
    expect(retried.body).toBe(failed.body);
    expectSignedPerContract(failed, secret);
    expectSignedPerContract(retried, secret);
    const lead = retried.event;
    expect(lead).toEqual({
      type: 'lead',
      assistantId: site.assistantId,
      createdAt: expect.any(String),
      data: expect.objectContaining({
        name: 'Ana Lopez',
        email: 'ana@example.com',
        conversationId: expect.any(String),
      }),
    });
    expect(Date.parse(lead.createdAt)).toBeGreaterThan(Date.now() - 10 * 60_000);

    const handoff = (name: string) => (received: ReceivedEvent) =>
      received.event.type === 'handoff' && (received.event.data as { name?: string }).name === name;
    const [ana] = await tries(handoff('Ana Lopez'), 1, "Ana's handoff");
    const [bo] = await tries(handoff('Bo'), 1, "Bo's handoff");
    for (const received of [ana, bo]) {
      expect(received.status).toBe(200);
      expect(received.headers['content-type']).toBe('application/json');
      expectSignedPerContract(received, secret);
    }
    expect(ana.event).toEqual({
      type: 'handoff',
      assistantId: site.assistantId,
      createdAt: expect.any(String),
      data: expect.objectContaining({
        name: 'Ana Lopez',
        email: 'ana@example.com',
        message: 'Urgent: a cake for tomorrow',
        priority: 'high',
        // Ana passed on the conversation in which she left her details.
        conversationId: (lead.data as { conversationId: string }).conversationId,
      }),
    });
    expect(bo.event).toEqual({
      type: 'handoff',
      assistantId: site.assistantId,
      createdAt: expect.any(String),
      data: expect.objectContaining({ name: 'Bo', phone: '+1 555 010 0142', priority: 'normal' }),
    });

    // The owner's delivery log: the lead delivered on its second attempt, each handoff on its first.
    const leadId = String(retried.headers['x-gptsite-event']);
    expect(await settled(leadId)).toMatchObject({
      type: 'lead',
      status: 'delivered',
      attempts: 2,
      lastStatusCode: 200,
      lastResult: 'HTTP 200',
    });
    expect(receiver.for(leadId)).toHaveLength(2);
    for (const received of [ana, bo]) {
      const eventId = String(received.headers['x-gptsite-event']);
      expect(await settled(eventId)).toMatchObject({ type: 'handoff', status: 'delivered', attempts: 1 });
      expect(receiver.for(eventId)).toHaveLength(1);
    }
  }, 60_000);

  it('the owner sees the lead and the follow-ups, reads the conversation and marks one responded', async () => {
    const { page } = owner;
    await page.bringToFront();
    await page.reload({ waitUntil: 'domcontentloaded' });
    const lead = await waitForText(page, '.lead-table tbody tr', /Ana Lopez/);
    expect(lead).toContain('ana@example.com');
    const ana = await waitForText(page, '.follow-up', /Ana Lopez/);
    expect(ana).toMatch(/High priority/);
    expect(ana).toContain('“Urgent: a cake for tomorrow”');
    await waitForText(page, '.follow-up', /Bo\s+Normal priority/);

    await clickByText(page, '.lead-table tbody button', /Do you sell gift cards\? \(2 questions\)/);
    const transcript = await waitForText(page, '[role=dialog]', /Can I talk to a real person\?/);
    expect(transcript).toContain(DECLINED);
    await page.keyboard.press('Escape');

    await clickByText(page, '.follow-up button', /^Mark responded$/);
    await waitForText(page, '.follow-up', /Ana Lopez[\s\S]*Responded/);
  }, 60_000);

  it("the owner's webhook card logs the lead as delivered after 2 attempts and the handoffs after 1", async () => {
    const { page } = owner;
    const rows = `${WEBHOOK_CARD} tbody tr`;
    // Cells: time, type, status, attempts, last result.
    const cells = (text: string) => text.split('\t').map((cell) => cell.trim());
    expect(cells(await waitForText(page, rows, /\blead\b/)).slice(1)).toEqual([
      'lead',
      'Delivered',
      '2',
      'HTTP 200',
    ]);
    const all = await page.$$eval(rows, (nodes) => nodes.map((node) => (node as HTMLElement).innerText));
    expect(all.map((text) => cells(text).slice(1)).sort()).toEqual([
      ['handoff', 'Delivered', '1', 'HTTP 200'],
      ['handoff', 'Delivered', '1', 'HTTP 200'],
      ['lead', 'Delivered', '2', 'HTTP 200'],
    ]);
  }, 60_000);

  it('fits a 390 px phone with the leads and follow-ups listed', async () => {
    const phone = await session.newPage({ width: 390, height: 844 });
    const { page } = phone;
    await page.goto(`${origin}/school-dashboard/${site.conversionId}`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, '.lead-table tbody tr', /Ana Lopez/);
    await waitForText(page, '.follow-up', /Bo\s+Normal priority/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    phone.assertClean();
    await page.close();
  }, 60_000);

  it('saw no console errors, page errors or unexpected HTTP errors', () => {
    owner.assertClean();
  });
});
