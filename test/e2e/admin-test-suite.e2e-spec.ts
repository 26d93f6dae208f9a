/// <reference lib="dom" />
import { UserRepository } from '../../libs/server/src';
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
import { startInProcessWorkers, type RunningWorkers } from '../support/test-workers';

/**
 * Issue 14, the admin test suite in real Chromium on a 390 px phone: the super admin signs in, opens
 * /test-suite, runs all six groups against this stack (Postgres, Redis, a worker, a real SMTP server)
 * and reads every check passed with its reason; the test email is in the mail server; nothing is wider
 * than the screen.
 */

const ROOT_EMAIL = 'root@test-suite-e2e.example';
const ROOT_PASSWORD = 'lantern-quarry-meadow-64';

describe('the super admin runs the test suite in the browser', () => {
  let api: RunningApi;
  let workers: RunningWorkers;
  let inbox: SmtpInbox;
  let session: BrowserSession;
  let tab: WatchedPage;

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const config = testConfig({ SMTP_URL: await inbox.start() });
    api = await startApi(config);
    workers = await startInProcessWorkers(config);
    await api.app.get(UserRepository).findOrCreate({
      email: ROOT_EMAIL,
      name: 'Root',
      role: 'super_admin',
      passwordHash: await hashPassword(ROOT_PASSWORD),
    });
    session = await launchBrowser();
    tab = await session.newPage({ width: 390, height: 844 });
  }, 120_000);

  afterAll(async () => {
    await closeAll(
      session?.close,
      () => workers?.close(),
      api?.close,
      () => inbox?.close(),
    );
  }, 60_000);

  it('runs all six groups and shows every check passed with its reason, on a phone', async () => {
    const { page } = tab;
    const origin = api.baseUrl.replace('127.0.0.1', 'localhost');
    await page.goto(`${origin}/superadmin/login`, { waitUntil: 'domcontentloaded' });
    await typeInto(page, 'Email', ROOT_EMAIL);
    await typeInto(page, 'Password', ROOT_PASSWORD);
    await clickByText(page, 'button[type=submit]', /^Sign in$/);
    await waitForText(page, 'h1', /Platform administration/);
    await page.goto(`${origin}/test-suite`, { waitUntil: 'domcontentloaded' });
    await waitForText(page, 'h2', /Performance/);
    const headings = await page.$$eval('.test-suite h2', (nodes) => nodes.map((node) => node.textContent));
    expect(headings).toEqual([
      'System health',
      'Trial forms',
      'Notifications',
      'Analytics',
      'Integrations',
      'Performance',
    ]);
    await clickByText(page, 'button', /^Run all$/);
    const tally = await waitForText(page, '[aria-live]', /\d+ passed · \d+ failed · 0 not run/, 60_000);
    const failed = await page.$$eval('.test-suite li', (items) =>
      items.map((item) => (item as HTMLElement).innerText).filter((text) => /Failed/.test(text)),
    );
    expect(failed).toEqual([]);
    expect(tally).toMatch(/^(1[6-9]|2\d) passed · 0 failed/);
    const email = await waitForText(page, '.test-suite li', /Test email to you/);
    expect(email).toMatch(new RegExp(`accepted the test email to ${ROOT_EMAIL}`));
    expect((await inbox.next(ROOT_EMAIL)).subject).toBe('GPTsite test suite: test email');
    expect(await waitForText(page, '.test-suite li', /Trial dry run/)).toMatch(/none of the 3 rows remains/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    tab.assertClean();
  }, 120_000);
});
