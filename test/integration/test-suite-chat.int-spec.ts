import { join } from 'node:path';
import request from 'supertest';
import type { TestSuiteCheckResult, TestSuiteRun } from '../../libs/shared/src';
import { formatMs } from '../../api/src/test-suite/check-runner';
import { bearer, signInAs } from '../support/accounts';
import { ask, sql } from '../support/chat-site';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';

/**
 * The test suite's performance and analytics groups over real chats: a converted site's visitors ask
 * questions, and the p95 the suite reports is the one of the answer times the chat stored.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const CLIENT_IP = '203.0.113.141';
const QUESTIONS = [
  'What are your opening hours?',
  'Do you sell gift cards?',
  'Which classes do you run?',
  'How can I contact you?',
];

/** Postgres's percentile_cont: linear interpolation between the two nearest ranks. */
function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((left, right) => left - right);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

describe('The test suite over real chats', () => {
  let stack: ConvertedStack;
  let superAdmin: string;

  beforeAll(async () => {
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: 'owner@suite-bakery.example', clientIp: CLIENT_IP },
    });
    superAdmin = await signInAs(stack.api.app, 'super_admin');
    for (const [index, question] of QUESTIONS.entries()) {
      const reply = await ask(stack.api, stack.site.assistantId, question, {
        clientIp: CLIENT_IP,
        visitorId: `suite-visitor-${index}`,
      });
      expect(reply.status).toBe(200);
    }
  }, 180_000);
  afterAll(() => stack?.close());

  const runGroup = async (group: string): Promise<Map<string, TestSuiteCheckResult>> => {
    const response = await request(stack.api.baseUrl)
      .post('/api/v1/test-suite/run')
      .set('Authorization', bearer(superAdmin))
      .send({ group })
      .expect(200);
    return new Map((response.body as TestSuiteRun).results.map((check) => [check.id, check]));
  };

  it("reports the p95 of the stored answer times of the last 24 hours' questions", async () => {
    const checks = await runGroup('performance');
    const rows = await sql<{ latencyMs: number }>(
      `SELECT "latencyMs" FROM messages WHERE "createdAt" > now() - interval '24 hours'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(QUESTIONS.length);
    const p95 = percentile(
      rows.map((row) => row.latencyMs),
      0.95,
    );
    expect(checks.get('chat-p95')).toMatchObject({
      status: 'passed',
      reason: `p95 is ${formatMs(p95)} over ${rows.length} questions in the last 24 hours.`,
    });
    expect([...checks.values()].filter((check) => check.status === 'failed')).toEqual([]);
  });

  it("runs the owner's analytics queries for the assistant visitors asked most", async () => {
    const checks = await runGroup('analytics');
    const [busiest] = await sql<{ questions: number }>(
      `SELECT count(*)::int AS questions FROM messages WHERE "createdAt" > now() - interval '30 days'
       GROUP BY "assistantId" ORDER BY 1 DESC LIMIT 1`,
    );
    for (const id of [
      'analytics-per-day',
      'analytics-sentiment',
      'analytics-top-questions',
      'analytics-summary',
    ]) {
      expect(checks.get(id)?.status).toBe('passed');
      expect(checks.get(id)?.reason).toMatch(
        new RegExp(`^Answered for the busiest assistant \\(${busiest.questions} questions\\) in \\d`),
      );
    }
  });
});
