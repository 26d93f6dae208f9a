/// <reference lib="dom" />
import { join } from 'node:path';
import request from 'supertest';
import { ownerToken } from '../support/accounts';
import { clickByText, closeAll, launchBrowser, waitForText, type BrowserSession } from '../support/browser';
import { ask } from '../support/chat-site';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';

/**
 * The owner's analytics in real Chromium on a 390 px phone (issue 13, "Done when": charts render with data
 * produced by real conversations): visitors ask the bakery's assistant, one rates an answer, and the
 * owner's page draws the charts from those conversations, fits the phone's width, and changes period.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.132';
const OWNER_EMAIL = 'owner@analytics-e2e-bakery.example';
const PHONE = { width: 390, height: 844 };

describe("an owner reads their assistant's analytics on a phone", () => {
  let stack: ConvertedStack;
  let session: BrowserSession;

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER_EMAIL, clientIp: CLIENT_IP },
    });
    session = await launchBrowser();
  }, 180_000);
  afterAll(async () => {
    await closeAll(session?.close, stack?.close);
  }, 60_000);

  it('draws the charts from real conversations and switches period', async () => {
    const questions = [
      'What are your opening hours?',
      'What are your opening hours?',
      'Do you sell gift cards?',
    ];
    for (const [index, question] of questions.entries()) {
      const reply = await ask(stack.api, stack.site.assistantId, question, {
        clientIp: CLIENT_IP,
        visitorId: `analytics-e2e-${index}`,
      });
      expect(reply.status).toBe(200);
      if (index === 0)
        await request(stack.api.baseUrl)
          .post(`/api/v1/assistants/${stack.site.assistantId}/messages/${reply.body.messageId}/feedback`)
          .set('X-Forwarded-For', CLIENT_IP)
          .send({ helpful: true })
          .expect(204);
    }
    const token = await ownerToken(stack.api.app, OWNER_EMAIL);
    const origin = stack.api.baseUrl.replace('127.0.0.1', 'localhost');
    const { page } = await session.newPage(PHONE);
    await page.goto(`${origin}/user/login`, { waitUntil: 'domcontentloaded' });
    await page.evaluate((value) => localStorage.setItem('token', value), token);
    await page.goto(`${origin}/school-dashboard/${stack.site.conversionId}`, {
      waitUntil: 'domcontentloaded',
    });

    await waitForText(page, '.analytics-chart figcaption', /3 conversations, 3 questions/);
    await waitForText(page, '.analytics-chart figcaption', /2 answered, 1 declined \(67% answered\)/);
    await waitForText(page, '.analytics-chart figcaption', /1 up, 0 down/);
    // Each chart is drawn, with marks for today's numbers, within the phone's width.
    await page.waitForFunction(
      () => {
        const charts = [...document.querySelectorAll('.analytics-chart')];
        return (
          charts.length === 4 &&
          charts.every((chart) => chart.querySelector('svg.recharts-surface')) &&
          charts[0].querySelectorAll('.recharts-line-curve').length === 2 &&
          charts[1].querySelectorAll('.recharts-bar-rectangle').length > 0 &&
          charts[3].querySelectorAll('.recharts-bar-rectangle').length > 0
        );
      },
      { timeout: 15_000 },
    );
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll('.analytics-chart .recharts-wrapper > svg')].map(
        (svg) => svg.getBoundingClientRect().width,
      ),
    );
    expect(widths).toHaveLength(4);
    for (const width of widths) expect(width).toBeGreaterThan(250);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const topQuestions = await waitForText(page, 'section', /^Top questions/);
    expect(topQuestions).toMatch(/What are your opening hours\?\s+asked 2 times/);

    await clickByText(page, '.analytics button', /^7 days$/);
    await page.waitForFunction(
      () => document.querySelector('.analytics button[aria-pressed=true]')?.textContent === '7 days',
    );
    await waitForText(page, '.analytics-chart figcaption', /3 conversations, 3 questions/);
  }, 90_000);
});
