import request from 'supertest';
import { DataSource } from 'typeorm';
import { OutboxRepository } from '../../libs/server/src';
import { SmtpInbox, setPasswordToken } from '../support/smtp-inbox';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

const trial = { brand: 'lawfirm', name: 'Grace Hopper', website: 'www.hopper-law.example' };

let trialIp = 0;
/** Each sign-up from its own address: the trial form allows 10 an hour per address, for every suite of the run. */
function submitTrial(baseUrl: string, body: Record<string, string>) {
  trialIp += 1;
  return request(baseUrl).post('/api/v1/trials').set('X-Forwarded-For', `10.77.0.${trialIp}`).send(body);
}

interface OwnerRow {
  owner: string | null;
}

describe('The trial form makes the owner account (SMTP configured)', () => {
  let api: RunningApi;
  let inbox: SmtpInbox;

  async function ownersOf(ids: { trialId: string; assistantId: string; conversionId: string }) {
    const db = api.app.get(DataSource);
    const [trialRow] = await db.query<OwnerRow[]>(`SELECT "ownerUserId" AS owner FROM trials WHERE id = $1`, [
      ids.trialId,
    ]);
    const [assistantRow] = await db.query<OwnerRow[]>(
      `SELECT "ownerUserId" AS owner FROM assistants WHERE id = $1`,
      [ids.assistantId],
    );
    const [conversionRow] = await db.query<OwnerRow[]>(
      `SELECT "ownerUserId" AS owner FROM conversions WHERE id = $1`,
      [ids.conversionId],
    );
    return [trialRow.owner, assistantRow.owner, conversionRow.owner];
  }

  beforeAll(async () => {
    inbox = new SmtpInbox();
    api = await startApi(
      testConfig({ SMTP_URL: await inbox.start(), PUBLIC_URL: 'https://app.gptsite.test' }),
    );
  });
  afterAll(async () => {
    await api.close();
    await inbox.close();
  });

  it('creates the owner, links the trial, assistant and conversion, and mails a set-password link', async () => {
    const created = await submitTrial(api.baseUrl, { ...trial, email: 'grace@hopper-law.example' }).expect(
      201,
    );
    expect(Object.keys(created.body).sort()).toEqual(['assistantId', 'conversionId', 'trialId', 'viewToken']);

    const mail = await inbox.next('grace@hopper-law.example');
    expect(mail.subject).toBe('Set your GPTsite password');
    expect(mail.text).toMatch(/^Hello Grace Hopper,/);
    expect(mail.text).toContain('https://app.gptsite.test/user/set-password?token=');

    const set = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token: setPasswordToken(mail), password: 'compiler-ladybug-1947' })
      .expect(200);
    expect(set.body.user).toEqual({
      id: expect.any(String),
      email: 'grace@hopper-law.example',
      name: 'Grace Hopper',
      role: 'user',
    });
    expect(await ownersOf(created.body)).toEqual([set.body.user.id, set.body.user.id, set.body.user.id]);

    const mine = await request(api.baseUrl)
      .get('/api/v1/assistants')
      .set('Authorization', `Bearer ${set.body.token}`)
      .expect(200);
    expect(mine.body.assistants).toEqual([
      {
        id: created.body.assistantId,
        name: 'LawFirmGPT Assistant',
        brand: 'lawfirm',
        website: 'https://www.hopper-law.example/',
        status: 'building',
        conversionId: created.body.conversionId,
        liveUrl: null,
        allowedDomains: [],
        lastBuiltAt: null,
        pagesIndexed: 0,
        documentsIndexed: 0,
        conversationsThisMonth: 0,
        // A new trial: seven days left, nothing of its quota used (issue 14).
        plan: expect.objectContaining({
          kind: 'trial',
          trialStatus: 'active',
          daysLeft: 7,
          paused: false,
          used: 0,
        }),
      },
    ]);
  });

  it('reuses the account of the same email (any case): one account, both assistants, no new link once a password is set', async () => {
    const first = await submitTrial(api.baseUrl, {
      ...trial,
      email: 'ada@engines.example',
      website: 'www.engines-one.example',
    }).expect(201);
    const token = setPasswordToken(await inbox.next('ada@engines.example'));
    const signedIn = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token, password: 'analytical-engine-1843' })
      .expect(200);

    const second = await submitTrial(api.baseUrl, {
      ...trial,
      email: 'ADA@Engines.example',
      website: 'www.engines-two.example',
    }).expect(201);
    expect(second.body.assistantId).not.toBe(first.body.assistantId);
    const owner = signedIn.body.user.id;
    expect(await ownersOf(second.body)).toEqual([owner, owner, owner]);
    const [{ count }] = await api.app
      .get(DataSource)
      .query<Array<{ count: string }>>(
        `SELECT count(*) FROM users WHERE lower(email) = 'ada@engines.example'`,
      );
    expect(Number(count)).toBe(1);

    const mine = await request(api.baseUrl)
      .get('/api/v1/assistants')
      .set('Authorization', `Bearer ${signedIn.body.token}`)
      .expect(200);
    expect(mine.body.assistants.map((item: { id: string }) => item.id)).toEqual([
      second.body.assistantId,
      first.body.assistantId,
    ]);
    // The account has a password, so the second trial sends no second link.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox.to('ada@engines.example')).toHaveLength(1);
  });

  it('lists nothing of other owners and answers 401 without a token', async () => {
    await request(api.baseUrl).get('/api/v1/assistants').expect(401);
    const other = await submitTrial(api.baseUrl, {
      ...trial,
      email: 'linus@other.example',
      website: 'www.other-owner.example',
    }).expect(201);
    const token = setPasswordToken(await inbox.next('linus@other.example'));
    const signedIn = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token, password: 'penguin-kernel-1991' })
      .expect(200);
    const mine = await request(api.baseUrl)
      .get('/api/v1/assistants')
      .set('Authorization', `Bearer ${signedIn.body.token}`)
      .expect(200);
    expect(mine.body.assistants.map((item: { id: string }) => item.id)).toEqual([other.body.assistantId]);
  });
});

describe('Without SMTP, the first super admin, and sessions across a restart', () => {
  it('keeps the mail in the outbox, creates the super admin at boot, and accepts tokens after a restart', async () => {
    const config = testConfig({
      SUPERADMIN_EMAIL: 'root@gptsite.test',
      SUPERADMIN_PASSWORD: 'operator-console-2026',
    });
    const first = await startApi(config);
    let second: RunningApi | null = null;
    try {
      await submitTrial(first.baseUrl, {
        ...trial,
        email: 'outbox@owner.example',
        website: 'www.outbox-owner.example',
      }).expect(201);
      const outbox = first.app.get(OutboxRepository);
      let kept = await outbox.listFor('outbox@owner.example');
      for (let tries = 0; kept.length === 0 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        kept = await outbox.listFor('outbox@owner.example');
      }
      expect(kept).toHaveLength(1);
      expect(kept[0].text).toMatch(/\/user\/set-password\?token=[A-Za-z0-9_-]{43}/);

      const login = await request(first.baseUrl)
        .post('/api/v1/auth/login')
        .send({ email: 'root@gptsite.test', password: 'operator-console-2026' })
        .expect(200);
      expect(login.body.user.role).toBe('super_admin');
      const all = await request(first.baseUrl)
        .get('/api/v1/assistants')
        .set('Authorization', `Bearer ${login.body.token}`)
        .expect(200);
      expect(all.body.assistants.length).toBeGreaterThanOrEqual(1);

      // No JWT_SECRET: the secret generated on first boot is kept, so another process accepts the token.
      await first.close();
      second = await startApi(config);
      const me = await request(second.baseUrl)
        .get('/api/v1/auth/me')
        .set('Authorization', `Bearer ${login.body.token}`)
        .expect(200);
      expect(me.body.user.email).toBe('root@gptsite.test');
    } finally {
      await second?.close();
    }
  });
});
