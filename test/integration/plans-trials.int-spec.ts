import { join } from 'node:path';
import { Queue } from 'bullmq';
import request from 'supertest';
import { REDIS_KEYS, TrialLifecycleService, type RedisKeys } from '../../libs/server/src';
import type { AssistantList, AssistantListItem, ChatResponse } from '../../libs/shared/src';
import {
  TRIAL_LIFECYCLE_QUEUE,
  TRIAL_LIFECYCLE_SCHEDULER_ID,
} from '../../workers/src/trials/trial-lifecycle.scheduler';
import { bearer, ownerToken } from '../support/accounts';
import { ask, sql } from '../support/chat-site';
import { moveOtherTrialsOutOfTheWay } from '../support/trial-isolation';
import { startConvertedStack, type ConvertedStack } from '../support/converted-stack';
import { SmtpInbox } from '../support/smtp-inbox';

/**
 * Plans, quotas and the trial lifecycle (issue 14) on a converted bakery site, with a real SMTP server on
 * 127.0.0.1 and a trial quota of 5 conversations: the owner is mailed once at 80%, visitors past the limit
 * get the bakery's contact details instead of answers while a conversation in progress finishes; the
 * lifecycle job (clock moved by passing `now`) sends each reminder once and expires the trial, after which
 * the assistant says it is paused until a plan is bought; a second trial of the same site returns the
 * first, and an email's fourth new trial of the day is refused with what to do instead.
 */

const SITE = join(__dirname, '..', 'fixtures', 'chat', 'safety-site');
const OWNER = 'owner@plans-bakery.example';
const PHONE = '(541) 555-0123';
const DAY_MS = 24 * 3600 * 1000;

describe('Plans, quotas and the trial lifecycle', () => {
  const inbox = new SmtpInbox();
  let stack: ConvertedStack;
  let owner: string;
  let visitor = 0;

  const newVisitor = (message = 'When are you open?') => {
    visitor += 1;
    return ask(stack.api, stack.site.assistantId, message, {
      visitorId: `plans-visitor-${visitor}`,
      clientIp: `203.0.113.${160 + (visitor % 20)}`,
    });
  };
  const myAssistant = async (): Promise<AssistantListItem> => {
    const list = (
      await request(stack.api.baseUrl)
        .get('/api/v1/assistants')
        .set('Authorization', bearer(owner))
        .expect(200)
    ).body as AssistantList;
    return list.assistants.find((item) => item.id === stack.site.assistantId)!;
  };
  const trialRow = async () =>
    (
      await sql<{ status: string; endsAt: Date; planId: string | null; expiredAt: Date | null }>(
        `SELECT status, "endsAt", "planId", "expiredAt" FROM trials WHERE id = $1`,
        [stack.site.trialId],
      )
    )[0];
  /** The api forgets a cached assistant when the workers announce a change; the next question reads it. */
  async function nextAnswerMatching(test: (body: ChatResponse) => boolean): Promise<ChatResponse> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const reply = await newVisitor();
      expect(reply.status).toBe(200);
      if (test(reply.body as ChatResponse)) return reply.body as ChatResponse;
      if (Date.now() > deadline) throw new Error(`Still answered: ${JSON.stringify(reply.body)}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  beforeAll(async () => {
    const smtpUrl = await inbox.start();
    stack = await startConvertedStack(SITE, {
      trial: { brand: 'gpt', name: 'Mia Baker', email: OWNER, clientIp: '203.0.113.150' },
      env: {
        SMTP_URL: smtpUrl,
        PUBLIC_URL: 'https://app.gptsite.test',
        TRIAL_CONVERSATION_QUOTA: '5',
        TRIALS_PER_EMAIL_PER_DAY: '3',
      },
    });
    owner = await ownerToken(stack.api.app, OWNER);
    await inbox.next(OWNER); // the set-password mail of a new owner
    await moveOtherTrialsOutOfTheWay(stack.site.trialId);
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await inbox.close();
  });

  it('mails the owner once at 80%, gives visitors past the limit the contact details, lets a conversation finish', async () => {
    const first = await newVisitor();
    expect(first.body).toMatchObject({ answered: true });
    const inProgress = (first.body as ChatResponse).conversationId;
    for (let started = 2; started <= 3; started += 1) expect((await newVisitor()).body.answered).toBe(true);
    // The fourth of five is 80%.
    expect((await newVisitor()).body.answered).toBe(true);
    const near = await inbox.next(OWNER, 1);
    expect(near.subject).toMatch(/has used 80% of its conversations$/);
    expect(near.text).toMatch(
      /has started 4 of the 5 conversations its free trial allows; the trial ends on \w+ \d+, \d{4}\./,
    );
    expect(near.text).toContain('https://app.gptsite.test/checkout/gpt/gold/month');
    expect((await newVisitor()).body.answered).toBe(true);

    const refused = await newVisitor();
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ answered: false, conversationId: '', messageId: '', sources: [] });
    expect(refused.body.answer).toMatch(/reached its conversation limit/);
    expect(refused.body.answer).toContain(PHONE);
    const reached = await inbox.next(OWNER, 2);
    expect(reached.subject).toMatch(/has reached its conversation limit$/);
    expect(reached.text).toContain(
      'To upgrade and answer again right away: https://app.gptsite.test/checkout/gpt/gold/month',
    );
    expect((await newVisitor()).body.answer).toContain(PHONE);
    // The chat sends back the empty conversation id it was given: the same reply, not a 400.
    const again = await ask(stack.api, stack.site.assistantId, 'Are you open today?', {
      conversationId: '',
      visitorId: 'plans-visitor-refused',
      clientIp: '203.0.113.159',
    });
    expect(again.status).toBe(200);
    expect(again.body.answer).toContain(PHONE);

    // The visitor already chatting finishes their conversation.
    const followUp = await ask(stack.api, stack.site.assistantId, 'Do you sell cakes?', {
      conversationId: inProgress,
      visitorId: 'plans-visitor-1',
      clientIp: '203.0.113.161',
    });
    expect(followUp.body).toMatchObject({ conversationId: inProgress });
    expect(followUp.body.answer).not.toMatch(/conversation limit/);

    // Each notice once this period (claimed in Postgres), and five conversations counted.
    const notices = await sql<{ kind: string }>(
      `SELECT kind FROM account_notices WHERE "subjectId" = $1 ORDER BY kind`,
      [stack.site.assistantId],
    );
    expect(notices.map((row) => row.kind)).toEqual(['quota-near', 'quota-reached']);
    expect((await myAssistant()).plan).toMatchObject({ kind: 'trial', limit: 5, used: 5, paused: false });
  });

  it('reminds two days before the end and on the last day, once each, from the scheduled job', async () => {
    const keys = stack.workers.app.get<RedisKeys>(REDIS_KEYS);
    const queue = new Queue(TRIAL_LIFECYCLE_QUEUE, {
      connection: { url: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' },
      prefix: keys.bullPrefix,
    });
    try {
      // The workers upsert it as they start, without waiting on Redis for it.
      const deadline = Date.now() + 5000;
      let scheduler = await queue.getJobScheduler(TRIAL_LIFECYCLE_SCHEDULER_ID);
      while (!scheduler && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        scheduler = await queue.getJobScheduler(TRIAL_LIFECYCLE_SCHEDULER_ID);
      }
      expect(scheduler).toMatchObject({ every: 900_000 });
    } finally {
      await queue.close();
    }
    const lifecycle = stack.workers.app.get(TrialLifecycleService);
    const { endsAt } = await trialRow();
    const ends = new Date(endsAt).getTime();
    const seen = inbox.to(OWNER).length;

    expect(await lifecycle.runOnce(new Date(ends - 3 * DAY_MS))).toEqual({ reminded: 0, expired: 0 });
    expect((await lifecycle.runOnce(new Date(ends - 2 * DAY_MS + 60_000))).reminded).toBe(1);
    const twoDays = await inbox.next(OWNER, seen);
    expect(twoDays.subject).toBe('Your GPTsite trial ends in two days');
    expect(twoDays.text).toContain('Choose a plan: https://app.gptsite.test/checkout/gpt/gold/month');
    expect((await lifecycle.runOnce(new Date(ends - 2 * DAY_MS + 120_000))).reminded).toBe(0);

    expect((await lifecycle.runOnce(new Date(ends - 3600_000))).reminded).toBe(1);
    const lastDay = await inbox.next(OWNER, seen + 1);
    expect(lastDay.subject).toBe('Last day of your GPTsite trial');
    expect(lastDay.text).toContain('ends today');
    expect(await lifecycle.runOnce(new Date(ends - 1800_000))).toEqual({ reminded: 0, expired: 0 });
    expect((await myAssistant()).plan).toMatchObject({ trialStatus: 'active', paused: false });
  });

  it('expires the trial at its end: the assistant says it is paused with the contact details, nothing deleted, until a plan is bought', async () => {
    const lifecycle = stack.workers.app.get(TrialLifecycleService);
    const { endsAt } = await trialRow();
    const [{ count: before }] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM conversations WHERE "assistantId" = $1`,
      [stack.site.assistantId],
    );
    expect(await lifecycle.runOnce(new Date(new Date(endsAt).getTime() + 60_000))).toEqual({
      reminded: 0,
      expired: 1,
    });
    expect(await trialRow()).toMatchObject({ status: 'expired', expiredAt: expect.any(Date) });

    const paused = await nextAnswerMatching((body) => /paused/.test(body.answer));
    expect(paused).toMatchObject({ answered: false, conversationId: '' });
    expect(paused.answer).toBe(
      "Sorry, this assistant is paused at the moment, so I can't answer questions here. You can reach us at (541) 555-0123 or hello@maplestreetbakery.example.",
    );
    const [{ count: after }] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM conversations WHERE "assistantId" = $1`,
      [stack.site.assistantId],
    );
    expect(after).toBe(before);
    expect((await myAssistant()).plan).toMatchObject({ trialStatus: 'expired', paused: true, daysLeft: 0 });
    // A second pass changes nothing.
    expect(await lifecycle.runOnce(new Date(new Date(endsAt).getTime() + 120_000))).toEqual({
      reminded: 0,
      expired: 0,
    });

    // Checkout (later work) calls convert: the plan's monthly quota applies and visitors are answered again.
    await stack.api.app.get(TrialLifecycleService).convert(stack.site.trialId, 'gold');
    expect(await trialRow()).toMatchObject({ status: 'converted', planId: 'gold' });
    const answered = await nextAnswerMatching((body) => body.answered);
    expect(answered.conversationId).not.toBe('');
    expect((await myAssistant()).plan).toMatchObject({
      kind: 'plan',
      planName: 'Gold',
      limit: 5000,
      trialStatus: 'converted',
      paused: false,
    });
  });

  it('returns the existing trial when the same email submits the same site again', async () => {
    const again = await request(stack.api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', '203.0.113.151')
      .send({ brand: 'gpt', name: 'Mia Baker', email: OWNER.toUpperCase(), website: stack.server.url })
      .expect(201);
    // Knowing an email and a website is no proof of owning them: the trial built earlier comes back
    // without a viewing token, and its build is the owner's to see once signed in.
    expect(again.body).toEqual({
      trialId: stack.site.trialId,
      conversionId: stack.site.conversionId,
      assistantId: stack.site.assistantId,
    });
    await request(stack.api.baseUrl)
      .get(`/api/v1/conversions/${stack.site.conversionId}/sources`)
      .set('X-Forwarded-For', '203.0.113.151')
      .expect(401);
    const [{ count }] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM trials WHERE email = $1`,
      [OWNER],
    );
    expect(count).toBe(1);
  });

  it("refuses an email's fourth new trial of the day with a 429 that says to sign in", async () => {
    const submit = (site: number) =>
      request(stack.api.baseUrl)
        .post('/api/v1/trials')
        .set('X-Forwarded-For', `203.0.113.${152 + site}`)
        .send({
          brand: 'gpt',
          name: 'Busy Owner',
          email: 'busy@plans.example',
          website: `www.site-${site}.example`,
        });
    for (const site of [1, 2, 3]) await submit(site).expect(201);
    const refused = await submit(4).expect(429);
    expect(refused.body.message).toBe(
      'You already started 3 free trials today with busy@plans.example. Sign in to see your assistants (use "Forgot your password?" if you have not set one), or start another trial tomorrow.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    const [{ count }] = await sql<{ count: number }>(
      `SELECT count(*)::int AS count FROM trials WHERE email = 'busy@plans.example'`,
    );
    expect(count).toBe(3);
  });
});
