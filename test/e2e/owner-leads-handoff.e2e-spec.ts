/// <reference lib="dom" />
import { join } from 'node:path';
import { ownerToken } from '../support/accounts';
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

/**
 * Leads and handoff in real Chromium against the real stack and a real SMTP server (issue 13): the owner
 * turns lead capture on in the dashboard; a visitor on the live page is asked after a question the site
 * does not answer and leaves their details, then asks for a person and passes the conversation on; a
 * visitor in the widget's frame does the same; the owner gets the mails, sees the lead and the follow-ups
 * on the assistant's page, reads the conversation and marks a follow-up responded.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.161';
const OWNER = 'owner@leads-e2e-bakery.example';
const DECLINED = 'Do you sell gift cards?';
const LEAD_FORM = '[aria-label^="Would you like the team to follow up"]';
const HANDOFF_FORM = '[aria-label="Pass this conversation to a person on the team"]';

describe('a visitor leaves a lead and asks for a person; the owner sees both', () => {
  const inbox = new SmtpInbox();
  let server: SiteServer;
  let api: RunningApi;
  let workers: RunningWorkers;
  let session: BrowserSession;
  let owner: WatchedPage;
  let origin: string;
  let site: ConvertedSite;

  /** Types into the field labelled `label` inside `form`. */
  const fill = async (tab: WatchedPage, form: string, label: string, text: string) => {
    const input = await tab.page.waitForSelector(`${form} ::-p-aria(${label})`);
    if (!input) throw new Error(`No field ${label} in ${form}`);
    await input.type(text);
  };

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    server = await serveSite(SITE);
    const config = testConfig({ CRAWL_ALLOWED_HOSTS: server.host, SMTP_URL: smtpUrl });
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
    const token = await ownerToken(api.app, OWNER);
    await owner.page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
    await owner.page.evaluate((value) => localStorage.setItem('token', value), token);
  }, 180_000);

  afterAll(async () => {
    await closeAll(session?.close, workers?.close, api?.close, server?.close, () => inbox.close());
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
