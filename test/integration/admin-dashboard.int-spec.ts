import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  AssistantRepository,
  ConversionRepository,
  TrialRepository,
  UserRepository,
} from '../../libs/server/src';
import type { AdminTrialRow, AuditLogEntry, BrandKey, DomainStatsResponse } from '../../libs/shared/src';
import { hashPassword } from '../../api/src/accounts/password-hasher';
import { SmtpInbox, setPasswordToken } from '../support/smtp-inbox';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

const PASSWORD = 'harbour-lantern-47-quiet';
const DAY = 24 * 3600 * 1000;

/**
 * The admin dashboards (issue 14) over HTTP: a brand's admin sees only their brand's trials, admins,
 * conversions and assistants whatever they ask for; the super admin sees all six brands and the per-domain
 * statistics; a disabled admin is signed out and cannot sign in again; every admin action is in the audit log.
 */
describe('Admin dashboards: brand scoping, disabling admins, the audit log', () => {
  let api: RunningApi;
  let inbox: SmtpInbox;
  let ip = 0;
  const freshIp = () => `10.14.${Math.floor(++ip / 250)}.${ip % 250}`;
  /** Every row this spec makes carries it, so searches ignore what other specs left in the database. */
  const tag = `adm${randomUUID().slice(0, 8)}`;
  let root = '';
  let lawAdmin = { id: '', token: '', cookie: '' };
  const assistants: Record<string, string> = {};
  const conversions: Record<string, string> = {};

  const get = (path: string, token: string) =>
    request(api.baseUrl).get(path).set('Authorization', `Bearer ${token}`);

  async function trial(brand: BrandKey, name: string, endsInDays: number) {
    const now = Date.now();
    return api.app.get(TrialRepository).create({
      brand,
      name: `${name} ${tag}`,
      email: `${name.toLowerCase()}.${tag}@example.com`,
      phone: null,
      website: `https://${name.toLowerCase()}-${tag}.example/`,
      organization: null,
      startsAt: new Date(now - 7 * DAY + endsInDays * DAY),
      endsAt: new Date(now + endsInDays * DAY),
    });
  }

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const smtpUrl = await inbox.start();
    api = await startApi(testConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'GPTsite <hello@gptsite.test>' }));
    const users = api.app.get(UserRepository);
    const { user: owner } = await users.findOrCreate({
      email: `owner.${tag}@example.com`,
      name: 'Owner',
      role: 'user',
    });
    await users.findOrCreate({
      email: `root.${tag}@example.com`,
      name: 'Root',
      role: 'super_admin',
      passwordHash: await hashPassword(PASSWORD),
    });
    root = (
      await request(api.baseUrl)
        .post('/api/v1/auth/login')
        .set('X-Forwarded-For', freshIp())
        .send({ email: `root.${tag}@example.com`, password: PASSWORD })
        .expect(200)
    ).body.token;

    for (const [brand, name, endsIn] of [
      ['lawfirm', 'Alder', 3],
      ['lawfirm', 'Birch', -1],
      ['lawfirm', 'Cedar', 5],
      ['lawfirm', 'Dogwood', 6],
      ['lawfirm', 'Elm', 2],
      ['lawfirm', 'Fir', 4],
      ['edgpt', 'Ginkgo', 3],
    ] as const) {
      const row = await trial(brand, name, endsIn);
      if (name === 'Alder' || name === 'Ginkgo') {
        const assistant = await api.app.get(AssistantRepository).create({
          trialId: row.id,
          brand,
          name: `${name} Assistant`,
          greeting: 'Hello',
          colors: { primary: '#000000', secondary: '#ffffff' },
          website: row.website,
        });
        const conversion = await api.app
          .get(ConversionRepository)
          .create({ trialId: row.id, assistantId: assistant.id, website: row.website });
        await users.assignOwner(owner.id, {
          trialId: row.id,
          assistantId: assistant.id,
          conversionId: conversion.id,
        });
        assistants[brand] = assistant.id;
        conversions[brand] = conversion.id;
      }
    }
  });
  afterAll(async () => {
    await api.close();
    await inbox.close();
  });

  it('the super admin invites the admin of a brand, who sets a password from the mail and is signed in', async () => {
    await request(api.baseUrl)
      .post('/api/v1/admin/admins')
      .set('Authorization', `Bearer ${root}`)
      .send({ email: `law.${tag}@example.com`, name: 'Lena Law', brand: 'lawfirm' })
      .expect(201);
    const mail = await inbox.next(`law.${tag}@example.com`);
    const signedIn = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token: setPasswordToken(mail), password: 'gavel-docket-orchard-2031' })
      .expect(200);
    const cookie = ([] as string[])
      .concat(signedIn.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('gptsite_refresh='));
    lawAdmin = { id: signedIn.body.user.id, token: signedIn.body.token, cookie: cookie?.split(';')[0] ?? '' };
    expect(signedIn.body.user).toMatchObject({ role: 'admin', brand: 'lawfirm' });

    const listed = await get(`/api/v1/admin/admins?q=law.${tag}`, root).expect(200);
    expect(listed.body).toEqual({
      total: 1,
      items: [
        expect.objectContaining({
          id: lawAdmin.id,
          brand: 'lawfirm',
          disabled: false,
          invitationPending: false,
          lastActiveAt: expect.any(String),
        }),
      ],
    });
  });

  it("an admin sees only their brand's trials, searched, sorted and paged; the super admin sees every brand", async () => {
    const mine = await get(
      `/api/v1/admin/trials?q=${tag}&sort=name&order=asc&pageSize=5`,
      lawAdmin.token,
    ).expect(200);
    expect(mine.body.total).toBe(6);
    const names = (mine.body.items as AdminTrialRow[]).map((row) => row.name.split(' ')[0]);
    expect(names).toEqual(['Alder', 'Birch', 'Cedar', 'Dogwood', 'Elm']);
    expect(new Set((mine.body.items as AdminTrialRow[]).map((row) => row.brand))).toEqual(
      new Set(['lawfirm']),
    );
    const second = await get(
      `/api/v1/admin/trials?q=${tag}&sort=name&order=asc&pageSize=5&page=2`,
      lawAdmin.token,
    );
    expect((second.body.items as AdminTrialRow[]).map((row) => row.name.split(' ')[0])).toEqual(['Fir']);
    // Another brand's trial is not found by its own name either.
    expect((await get(`/api/v1/admin/trials?q=Ginkgo ${tag}`, lawAdmin.token).expect(200)).body).toEqual({
      items: [],
      total: 0,
    });
    // A trial past its end reads expired, before the lifecycle job has marked it.
    const expired = await get(`/api/v1/admin/trials?q=${tag}&status=expired`, lawAdmin.token).expect(200);
    expect((expired.body.items as AdminTrialRow[]).map((row) => row.name.split(' ')[0])).toEqual(['Birch']);
    await get(`/api/v1/admin/trials?pageSize=7`, lawAdmin.token).expect(400);

    const all = await get(`/api/v1/admin/trials?q=${tag}&pageSize=50`, root).expect(200);
    expect(all.body.total).toBe(7);
    expect(new Set((all.body.items as AdminTrialRow[]).map((row) => row.brand))).toEqual(
      new Set(['lawfirm', 'edgpt']),
    );
  });

  it("an admin's overview lists their brand's conversions in flight and assistants with use and quota only", async () => {
    const mine = (await get('/api/v1/admin/overview', lawAdmin.token).expect(200)).body;
    const inFlight = mine.conversionsInFlight.map((row: { id: string }) => row.id);
    expect(inFlight).toContain(conversions.lawfirm);
    expect(inFlight).not.toContain(conversions.edgpt);
    expect(new Set(mine.assistants.map((row: { brand: string }) => row.brand))).toEqual(new Set(['lawfirm']));
    expect(mine.assistantsTotal).toBeGreaterThanOrEqual(mine.assistants.length);
    expect(mine.assistants.find((row: { id: string }) => row.id === assistants.lawfirm)).toMatchObject({
      ownerEmail: `owner.${tag}@example.com`,
      conversationsThisMonth: 0,
      quota: expect.any(Number),
    });

    const everything = (await get('/api/v1/admin/overview', root).expect(200)).body;
    const ids = everything.conversionsInFlight.map((row: { id: string }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([conversions.lawfirm, conversions.edgpt]));
  });

  it('lists assistants with their use, searched by name, website or owner, sorted and paged, per brand', async () => {
    const list = async (query: string, token: string) =>
      (await get(`/api/v1/admin/assistants?${query}`, token).expect(200)).body as {
        items: Array<{ name: string; brand: string; ownerEmail: string; quota: number | null }>;
        total: number;
      };
    const mine = await list(`q=${tag}`, lawAdmin.token);
    expect(mine.items.map((row) => row.name)).toEqual(['Alder Assistant']);
    expect(mine).toMatchObject({
      total: 1,
      items: [{ brand: 'lawfirm', ownerEmail: `owner.${tag}@example.com` }],
    });
    expect((await list('q=Ginkgo Assistant', lawAdmin.token)).total).toBe(0);
    const byName = await list(`q=${tag}&sort=name&order=asc`, root);
    expect(byName.items.map((row) => row.name)).toEqual(['Alder Assistant', 'Ginkgo Assistant']);
    const reversed = await list(`q=${tag}&sort=name&order=desc`, root);
    expect(reversed.items.map((row) => row.name)).toEqual(['Ginkgo Assistant', 'Alder Assistant']);
    expect(await list(`q=${tag}&pageSize=5&page=2`, root)).toEqual({ items: [], total: 2 });
    await get('/api/v1/admin/assistants?sort=secret', root).expect(400);
  });

  it("an admin's list of admins holds their brand's only; the super admin's every brand's", async () => {
    await request(api.baseUrl)
      .post('/api/v1/admin/admins')
      .set('Authorization', `Bearer ${root}`)
      .send({ email: `school.${tag}@example.com`, name: 'Sam School', brand: 'edgpt' })
      .expect(201);
    const mine = (await get(`/api/v1/admin/admins?q=${tag}`, lawAdmin.token).expect(200)).body;
    expect(mine.items.map((row: { email: string }) => row.email)).toEqual([`law.${tag}@example.com`]);
    const all = (await get(`/api/v1/admin/admins?q=${tag}`, root).expect(200)).body;
    expect(all.items.map((row: { brand: string }) => row.brand)).toEqual(['edgpt', 'lawfirm']);
    const reversed = (await get(`/api/v1/admin/admins?q=${tag}&sort=brand&order=desc`, root).expect(200))
      .body;
    expect(reversed.items.map((row: { brand: string }) => row.brand)).toEqual(['lawfirm', 'edgpt']);
    await get('/api/v1/admin/admins?sort=passwordHash', root).expect(400);
    expect(all.items.find((row: { brand: string }) => row.brand === 'edgpt')).toMatchObject({
      invitationPending: true,
      lastActiveAt: null,
    });
  });

  it('per-domain statistics are the super admin’s: six brands, six months each', async () => {
    await get('/api/v1/admin/stats', lawAdmin.token).expect(403);
    const before = (await get('/api/v1/admin/stats', root).expect(200)).body as DomainStatsResponse;
    const revenueBefore = before.domains.find((domain) => domain.brand === 'lawfirm')?.revenueCents ?? 0;
    // A LawFirmGPT customer who signed up this month and has paid $15 two months ago and $49 this month
    // (the payments the checkout's webhook and "mark paid" record): revenue falls in the months it was paid.
    const [alder] = await api.app
      .get(DataSource)
      .query(`SELECT id, website FROM trials WHERE name = $1`, [`Alder ${tag}`]);
    const [customer] = await api.app.get(DataSource).query(
      `INSERT INTO customers ("trialId", brand, name, email, website, "planId", interval, provider, "revenueCents")
         VALUES ($1, 'lawfirm', 'Alder', $2, $3, 'gold', 'month', 'stripe', 6400) RETURNING id`,
      [alder.id, `alder.${tag}@example.com`, alder.website],
    );
    await api.app.get(DataSource).query(
      `INSERT INTO payments ("customerId", brand, "amountCents", reference, "paidAt") VALUES
         ($1, 'lawfirm', 1500, $2, date_trunc('month', now()) - interval '45 days'),
         ($1, 'lawfirm', 4900, $3, now())`,
      [customer.id, `in_old_${tag}`, `in_new_${tag}`],
    );
    const monthsBefore = before.domains.find((domain) => domain.brand === 'lawfirm')?.months ?? [];
    const stats = (await get('/api/v1/admin/stats', root).expect(200)).body as DomainStatsResponse;
    expect(stats.domains.map((domain) => domain.brand).sort()).toEqual(
      ['businessbroker', 'cpa', 'edgpt', 'gpt', 'lawfirm', 'taxprep'].sort(),
    );
    const law = stats.domains.find((domain) => domain.brand === 'lawfirm');
    expect(law?.months).toHaveLength(6);
    expect(law?.trials.expired).toBeGreaterThanOrEqual(1);
    expect(law?.months.at(-1)?.trials).toBeGreaterThanOrEqual(6);
    expect(stats.revenueAvailable).toBe(true);
    expect(law?.revenueCents).toBe(revenueBefore + 6400);
    expect(law?.months.at(-1)?.revenueCents).toBe((monthsBefore.at(-1)?.revenueCents ?? 0) + 4900);
    expect(law?.months.at(-3)?.revenueCents).toBe((monthsBefore.at(-3)?.revenueCents ?? 0) + 1500);
  });

  it('sorts customers by any column either way, and refuses a column it does not have', async () => {
    // Three LawFirmGPT customers created in this order, so newest-first differs from every other order.
    const rows = [
      ['Birch', 'silver', 900],
      ['Cedar', 'platinum', 30000],
      ['Dogwood', 'gold', 4900],
    ] as const;
    for (const [name, plan, revenue] of rows) {
      const [row] = await api.app
        .get(DataSource)
        .query(`SELECT id, website FROM trials WHERE name = $1`, [`${name} ${tag}`]);
      await api.app.get(DataSource).query(
        `INSERT INTO customers ("trialId", brand, name, email, website, "planId", interval, provider, "revenueCents", "createdAt")
           VALUES ($1, 'lawfirm', $2, $3, $4, $5, 'month', 'stripe', $6, now() - $7 * interval '1 minute')`,
        [
          row.id,
          `${name} ${tag}`,
          `${name.toLowerCase()}.${tag}@example.com`,
          row.website,
          plan,
          revenue,
          10 - rows.findIndex(([other]) => other === name),
        ],
      );
    }
    const names = async (query: string) =>
      (
        (await get(`/api/v1/admin/customers?q=${tag}&${query}`, lawAdmin.token).expect(200)).body
          .items as Array<{
          name: string;
        }>
      )
        .map((row) => row.name.replace(` ${tag}`, ''))
        .filter((name) => name !== 'Alder');
    expect(await names('')).toEqual(['Dogwood', 'Cedar', 'Birch']);
    expect(await names('sort=revenue&order=desc')).toEqual(['Cedar', 'Dogwood', 'Birch']);
    expect(await names('sort=revenue&order=asc')).toEqual(['Birch', 'Dogwood', 'Cedar']);
    expect(await names('sort=name&order=asc')).toEqual(['Birch', 'Cedar', 'Dogwood']);
    expect(await names('sort=plan&order=asc')).toEqual(['Dogwood', 'Cedar', 'Birch']);
    const refused = await get(`/api/v1/admin/customers?sort=password`, lawAdmin.token).expect(400);
    expect(JSON.stringify(refused.body)).toMatch(/sort/);
    await get(`/api/v1/admin/invoices?sort=amount&order=asc`, lawAdmin.token).expect(200);
    await get(`/api/v1/admin/invoices?sort=revenue`, lawAdmin.token).expect(400);
  });

  it('a disabled admin is signed out at once, cannot refresh or sign in, and the audit log says who did it', async () => {
    await get(`/api/v1/assistants/${assistants.lawfirm}/leads`, lawAdmin.token).expect(200);
    await request(api.baseUrl)
      .patch(`/api/v1/admin/admins/${lawAdmin.id}`)
      .set('Authorization', `Bearer ${lawAdmin.token}`)
      .send({ disabled: true })
      .expect(403);
    const disabled = await request(api.baseUrl)
      .patch(`/api/v1/admin/admins/${lawAdmin.id}`)
      .set('Authorization', `Bearer ${root}`)
      .send({ disabled: true })
      .expect(200);
    expect(disabled.body).toMatchObject({ id: lawAdmin.id, disabled: true });

    await get('/api/v1/admin/trials', lawAdmin.token).expect(401);
    // The brand's assistants too (the owner routes' guard): the access token counts for nothing now.
    await get(`/api/v1/assistants/${assistants.lawfirm}/leads`, lawAdmin.token).expect(401);
    await request(api.baseUrl).post('/api/v1/auth/refresh').set('Cookie', lawAdmin.cookie).expect(401);
    const refused = await request(api.baseUrl)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: `law.${tag}@example.com`, password: 'gavel-docket-orchard-2031' })
      .expect(401);
    expect(refused.body.message).toMatch(/disabled/);

    const log = (await get(`/api/v1/admin/audit-log?q=${lawAdmin.id}`, root).expect(200)).body;
    const entries = log.items as AuditLogEntry[];
    expect(entries.map((entry) => entry.action)).toEqual(['admin.disable', 'admin.invite']);
    for (const entry of entries)
      expect(entry).toMatchObject({
        actorEmail: `root.${tag}@example.com`,
        targetType: 'user',
        brand: 'lawfirm',
      });
    await get('/api/v1/admin/audit-log', lawAdmin.token).expect(401);

    await request(api.baseUrl)
      .patch(`/api/v1/admin/admins/${lawAdmin.id}`)
      .set('Authorization', `Bearer ${root}`)
      .send({ disabled: false })
      .expect(200);
    await request(api.baseUrl)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', freshIp())
      .send({ email: `law.${tag}@example.com`, password: 'gavel-docket-orchard-2031' })
      .expect(200);
    const again = (await get(`/api/v1/admin/audit-log?q=${lawAdmin.id}`, root).expect(200)).body as {
      items: AuditLogEntry[];
    };
    expect(again.items[0].action).toBe('admin.enable');
  });
});
