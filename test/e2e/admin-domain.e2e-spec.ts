/// <reference lib="dom" />
import { randomUUID } from 'node:crypto';
import { TrialRepository, UserRepository } from '../../libs/server/src';
import type { BrandKey } from '../../libs/shared/src';
import { hashPassword } from '../../api/src/accounts/password-hasher';
import {
  clickByText,
  closeAll,
  launchBrowser,
  typeInto,
  waitForText,
  type BrowserSession,
  type WatchedPage,
} from '../support/browser';
import { SmtpInbox } from '../support/smtp-inbox';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

/**
 * Issue 14, "Done when": in real Chromium a super admin invites a Domain Admin for LawFirmGPT; the invitee
 * opens the link mailed to the SMTP server, sets a password, lands signed in on /school/dashboard and sees
 * their brand's trials only (another brand's, found by the super admin, is not there), on a 390 px phone too.
 */

const ROOT_EMAIL = 'root@admin-e2e.example';
const ROOT_PASSWORD = 'compass-harbour-ledger-88';
const ADMIN_EMAIL = 'lena@admin-e2e-law.example';
const ADMIN_PASSWORD = 'gavel-docket-orchard-2031';

describe('a super admin invites a Domain Admin, who sees only their brand, in the browser', () => {
  let api: RunningApi;
  let inbox: SmtpInbox;
  let session: BrowserSession;
  let rootTab: WatchedPage;
  let origin: string;
  const tag = `e2e${randomUUID().slice(0, 8)}`;

  async function trial(brand: BrandKey, name: string) {
    const now = Date.now();
    await api.app.get(TrialRepository).create({
      brand,
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '.')}@${tag}.example`,
      phone: null,
      website: `https://${name.toLowerCase().replace(/\W+/g, '-')}-${tag}.example/`,
      organization: null,
      startsAt: new Date(now),
      endsAt: new Date(now + 7 * 24 * 3600 * 1000),
    });
  }

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const smtpUrl = await inbox.start();
    api = await startApi(testConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'GPTsite <hello@gptsite.test>' }));
    await api.app.get(UserRepository).findOrCreate({
      email: ROOT_EMAIL,
      name: 'Root',
      role: 'super_admin',
      passwordHash: await hashPassword(ROOT_PASSWORD),
    });
    await trial('lawfirm', 'Harbor Legal');
    await trial('edgpt', 'Maple Academy');
    origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    session = await launchBrowser();
    rootTab = await session.newPage();
  }, 120_000);

  afterAll(async () => {
    await closeAll(session?.close, api?.close, () => inbox?.close());
  }, 60_000);

  it('the super admin signs in, sees every brand and invites a Domain Admin for LawFirmGPT', async () => {
    const { page } = rootTab;
    await page.goto(`${origin}/superadmin/login`, { waitUntil: 'domcontentloaded' });
    await typeInto(page, 'Email', ROOT_EMAIL);
    await typeInto(page, 'Password', ROOT_PASSWORD);
    await clickByText(page, 'button[type=submit]', /^Sign in$/);
    await waitForText(page, 'h1', /Platform administration/);
    // Every brand's trials: both of this test's.
    await typeInto(page, 'Search trials', tag);
    await clickByText(page, 'section[aria-label=Trials] button[type=submit]', /^Search$/);
    const trials = await waitForText(page, 'section[aria-label=Trials]', /\b2 in all/);
    expect(trials).toMatch(/Harbor Legal/);
    expect(trials).toMatch(/Maple Academy/);
    await waitForText(page, '#domain-stats-title', /Per-domain statistics/);
    await waitForText(page, 'figure', /Trials started/);

    await page.type('.admin-invite input:not([type=email])', 'Lena Law');
    await page.type('.admin-invite input[type=email]', ADMIN_EMAIL);
    await page.select('.admin-invite select', 'lawfirm');
    await clickByText(page, '.admin-invite button[type=submit]', /^Send invitation$/);
    await waitForText(page, '.admin-invite', new RegExp(`Invitation sent to ${ADMIN_EMAIL}`));
    const row = await waitForText(
      page,
      'section[aria-label="Domain Admins"] tbody tr',
      new RegExp(ADMIN_EMAIL),
    );
    expect(row).toMatch(/LawFirmGPT/);
    expect(row).toMatch(/Invited/);
    await waitForText(page, 'section[aria-label="Audit log"] tbody tr', /admin\.invite/);
  }, 90_000);

  it('the invitee sets a password from the mail and sees only LawFirmGPT, also on a phone', async () => {
    const mail = await inbox.next(ADMIN_EMAIL);
    const link = /\/user\/set-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    const invitee = await session.browser.createBrowserContext();
    const watched = session.watch(await invitee.newPage());
    const { page } = watched;
    await page.setViewport({ width: 390, height: 844 });
    await page.goto(`${origin}${link}`, { waitUntil: 'domcontentloaded' });
    await typeInto(page, 'New password', ADMIN_PASSWORD);
    await typeInto(page, 'Repeat the password', ADMIN_PASSWORD);
    await clickByText(page, 'button[type=submit]', /^Set password and sign in$/);
    await waitForText(page, 'h1', /LawFirmGPT administration/);
    await typeInto(page, 'Search trials', tag);
    await clickByText(page, 'section[aria-label=Trials] button[type=submit]', /^Search$/);
    // The search the super admin's list answered with two trials finds one here: the other brand's is not.
    const trials = await waitForText(page, 'section[aria-label=Trials]', /\b1 in all/);
    expect(trials).toMatch(/Harbor Legal/);
    expect(trials).not.toMatch(/Maple Academy/);
    // Readable on a phone: nothing wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    watched.assertClean();
    await invitee.close();

    // The super admin sees them active now.
    const { page: root } = rootTab;
    await root.reload({ waitUntil: 'domcontentloaded' });
    const row = await waitForText(
      root,
      'section[aria-label="Domain Admins"] tbody tr',
      new RegExp(ADMIN_EMAIL),
    );
    expect(row).toMatch(/Active/);
    expect(row).not.toMatch(/Never/);

    // The super admin's page on a phone: statistics, charts and tables fit its width.
    await root.setViewport({ width: 390, height: 844 });
    await root.reload({ waitUntil: 'domcontentloaded' });
    await waitForText(root, 'figure', /Revenue/);
    await waitForText(root, 'section[aria-label="Audit log"] tbody tr', /admin\.invite/);
    expect(await root.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }, 90_000);

  it('saw no console errors, page errors or unexpected HTTP errors', () => {
    rootTab.assertClean();
  });
});
