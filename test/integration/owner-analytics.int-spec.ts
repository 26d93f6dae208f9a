import { join } from 'node:path';
import request from 'supertest';
import type { AnalyticsDay, AssistantAnalytics } from '../../libs/shared/src';
import { bearer, ownerToken, signInAs } from '../support/accounts';
import { ask, sql } from '../support/chat-site';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';

/**
 * The owner's analytics (issue 13) from real conversations with a converted bakery site: visitors ask
 * through the chat API (one from a page of the business's site), rate answers through the feedback
 * endpoint, and some conversations are moved back in time with SQL; the per-day numbers, rates, top
 * questions and pages, the zero days and the CSV must say what happened. Only the assistant's managers
 * may read them.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.131';
const OWNER = 'owner@analytics-bakery.example';
const HOURS = 'What are your opening hours?';
const GIFT_CARDS = 'Do you sell gift cards?';
const MENU_PAGE = 'https://maple-street.example/menu';

/** `YYYY-MM-DD` of the UTC day `daysAgo` before today. */
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe("The owner's analytics", () => {
  let stack: ConvertedStack;
  let owner: string;

  const api = () => request(stack.api.baseUrl);
  const analyticsPath = (suffix = '') => `/api/v1/assistants/${stack.site.assistantId}/analytics${suffix}`;
  const analytics = async (days: number): Promise<AssistantAnalytics> =>
    (
      await api()
        .get(analyticsPath(`?days=${days}`))
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body as AssistantAnalytics;
  const askAs = async (visitorId: string, message: string, conversationId?: string) => {
    const reply = await ask(stack.api, stack.site.assistantId, message, {
      clientIp: CLIENT_IP,
      visitorId,
      conversationId,
    });
    expect(reply.status).toBe(200);
    return reply.body;
  };
  const feedback = (messageId: string, helpful: boolean) =>
    api()
      .post(`/api/v1/assistants/${stack.site.assistantId}/messages/${messageId}/feedback`)
      .set('X-Forwarded-For', CLIENT_IP)
      .send({ helpful })
      .expect(204);
  /** Moves a conversation and its messages to `daysAgo` days before today, at 10:15 UTC. */
  const backdate = async (conversationId: string, daysAgo: number) => {
    const at = `${utcDay(daysAgo)}T10:15:00Z`;
    await sql(`UPDATE conversations SET "createdAt" = $2 WHERE id = $1`, [conversationId, at]);
    await sql(`UPDATE messages SET "createdAt" = $2 WHERE "conversationId" = $1`, [conversationId, at]);
  };

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: CLIENT_IP },
    });
    owner = await ownerToken(stack.api.app, OWNER);
  }, 180_000);
  afterAll(() => stack?.close());

  it('shows every day of the period with zeros before any visitor came', async () => {
    const empty = await analytics(7);
    expect(empty.days).toHaveLength(7);
    expect(empty.days.map((day) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(utcDay));
    expect(empty.days.every((day) => day.conversations === 0 && day.questions === 0)).toBe(true);
    expect(empty).toMatchObject({ answeredRate: null, topQuestions: [], topPages: [], visitorPages: [] });
    expect(empty.busiestHours).toHaveLength(24);
  });

  it('counts real conversations per day, with rates, feedback, top questions and pages', async () => {
    // Today: a visitor on the menu page asks twice in one conversation, another asks once.
    const first = (
      await api()
        .post(`/api/v1/assistants/${stack.site.assistantId}/messages`)
        .set('X-Forwarded-For', CLIENT_IP)
        .send({ message: HOURS, visitorId: 'analytics-1', pageUrl: MENU_PAGE })
        .expect(200)
    ).body as { answered: boolean; messageId: string; conversationId: string };
    expect(first.answered).toBe(true);
    const again = await askAs('analytics-1', HOURS, first.conversationId);
    const other = await askAs('analytics-2', 'what are your opening HOURS?');
    expect([again.answered, other.answered]).toEqual([true, true]);
    await feedback(first.messageId, true);
    await feedback(other.messageId, false);
    // Three days ago: a question the site does not answer. Forty days ago: one more visitor.
    const declined = await askAs('analytics-3', GIFT_CARDS);
    expect(declined.answered).toBe(false);
    await backdate(declined.conversationId, 3);
    const old = await askAs('analytics-4', HOURS);
    await backdate(old.conversationId, 40);

    const week = await analytics(7);
    expect(week.days).toHaveLength(7);
    const byDate = new Map(week.days.map((day) => [day.date, day]));
    expect(byDate.get(utcDay(0))).toEqual<AnalyticsDay>({
      date: utcDay(0),
      conversations: 2,
      questions: 3,
      answered: 3,
      declined: 0,
      helpful: 1,
      unhelpful: 1,
    });
    expect(byDate.get(utcDay(3))).toMatchObject({ conversations: 1, questions: 1, answered: 0, declined: 1 });
    // The days nobody came are there, with zeros.
    for (const daysAgo of [1, 2, 4, 5, 6])
      expect(byDate.get(utcDay(daysAgo))).toMatchObject({ conversations: 0, questions: 0, declined: 0 });
    expect(week.answeredRate).toBe(0.75);
    expect(week.totals).toEqual({ conversations: 3, questions: 4, answered: 3, declined: 1 });
    expect(week.feedback).toEqual({ helpful: 1, unhelpful: 1 });
    // Wordings that differ in case and spacing are one question; its latest wording is shown.
    expect(week.topQuestions[0]).toEqual({ question: 'what are your opening HOURS?', count: 3, declined: 0 });
    expect(week.topQuestions[1]).toEqual({ question: GIFT_CARDS, count: 1, declined: 1 });
    expect(week.topPages[0]).toMatchObject({ url: expect.stringContaining(stack.server.url), count: 3 });
    expect(week.visitorPages).toEqual([{ url: MENU_PAGE, conversations: 1 }]);
    expect(week.busiestHours.find((hour) => hour.hour === 10)?.questions).toBeGreaterThanOrEqual(1);
    expect(week.busiestHours.reduce((total, hour) => total + hour.questions, 0)).toBe(4);
    expect(week.sentiment.positive + week.sentiment.neutral + week.sentiment.negative).toBe(4);
    expect(['positive', 'neutral', 'negative']).toContain(week.sentiment.label);

    const month = await analytics(30);
    expect(month.days).toHaveLength(30);
    expect(month.totals.conversations).toBe(3);
    const quarter = await analytics(90);
    expect(quarter.days).toHaveLength(90);
    expect(quarter.days[0].date).toBe(utcDay(89));
    expect(quarter.totals).toEqual({ conversations: 4, questions: 5, answered: 4, declined: 1 });
    expect(quarter.days.find((day) => day.date === utcDay(40))).toMatchObject({
      conversations: 1,
      answered: 1,
    });
  });

  it('downloads the per-day numbers as a CSV attachment', async () => {
    const response = await api()
      .get(analyticsPath('.csv?days=7'))
      .set('Authorization', bearer(owner))
      .expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="analytics-${stack.site.assistantId}-7d-${utcDay(0)}.csv"`,
    );
    const lines = response.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[0]).toBe('date,conversations,questions,answered,declined,helpful,unhelpful');
    expect(lines[1]).toBe(`${utcDay(6)},0,0,0,0,0,0`);
    expect(lines[4]).toBe(`${utcDay(3)},1,1,0,1,0,0`);
    expect(lines[7]).toBe(`${utcDay(0)},2,3,3,0,1,1`);
  });

  it('refuses a period other than 7, 30 or 90 days with a sentence saying which', async () => {
    for (const path of [
      analyticsPath('?days=14'),
      analyticsPath('?days=week'),
      analyticsPath('.csv?days=14'),
    ]) {
      const refused = await api().get(path).set('Authorization', bearer(owner)).expect(400);
      expect(refused.body.message).toMatch(/7, 30, 90 days/);
    }
  });

  it("another owner and a signed-out caller cannot read this assistant's analytics", async () => {
    const otherOwner = await signInAs(stack.api.app, 'user');
    for (const path of [analyticsPath('?days=7'), analyticsPath('.csv?days=7')]) {
      await api().get(path).expect(401);
      await api().get(path).set('Authorization', bearer(otherOwner)).expect(403);
    }
  });
});
