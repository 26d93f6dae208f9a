import request from 'supertest';
import { DataSource } from 'typeorm';
import { UserRepository } from '../../libs/server/src';
import type { UserRole } from '../../libs/shared/src';
import { hashPassword } from '../../api/src/accounts/password-hasher';
import { SmtpInbox, setPasswordToken } from '../support/smtp-inbox';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';

const PASSWORD = 'harbour-lantern-47-quiet';

/** The refresh cookie a response set, as `name=value` to send back, with its attributes. */
function refreshCookie(response: request.Response): { pair: string; attributes: string } {
  const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
  const cookie = cookies.find((line) => line.startsWith('gptsite_refresh='));
  if (!cookie) throw new Error(`No refresh cookie in ${JSON.stringify(cookies)}`);
  const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
  return { pair, attributes: attributes.join('; ') };
}

function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

describe('Accounts over HTTP (login, refresh, me, passwords)', () => {
  let api: RunningApi;
  let inbox: SmtpInbox;
  let users: UserRepository;
  let ipCounter = 0;
  /** Each test signs in from its own address so per-address limits of one test do not reach another. */
  const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  async function seedUser(email: string, role: UserRole = 'user', brand: 'edgpt' | null = null) {
    const { user } = await users.findOrCreate({
      email,
      name: 'Ada Owner',
      role,
      brand,
      passwordHash: await hashPassword(PASSWORD),
    });
    return user;
  }

  function login(email: string, password: string, ip: string) {
    return request(api.baseUrl)
      .post('/api/v1/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ email, password });
  }

  beforeAll(async () => {
    inbox = new SmtpInbox();
    const smtpUrl = await inbox.start();
    api = await startApi(testConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'GPTsite <hello@gptsite.test>' }));
    users = api.app.get(UserRepository);
  });
  afterAll(async () => {
    await api.close();
    await inbox.close();
  });

  it('signs in with the right password: the token carries the user, the refresh cookie is locked down', async () => {
    const user = await seedUser('right@owner.example');
    const response = await login('RIGHT@owner.example', PASSWORD, freshIp()).expect(200);
    const expectedUser = { id: user.id, email: 'right@owner.example', name: 'Ada Owner', role: 'user' };
    expect(response.body).toEqual({ token: expect.any(String), user: expectedUser });
    expect(jwtPayload(response.body.token)).toMatchObject({ user: expectedUser, sub: user.id });
    const { attributes } = refreshCookie(response);
    expect(attributes).toMatch(/HttpOnly/);
    expect(attributes).toMatch(/Secure/);
    expect(attributes).toMatch(/SameSite=Strict/);
    expect(attributes).toMatch(/Path=\/api\/v1\/auth/);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    await seedUser('wrong@owner.example');
    const wrong = await login('wrong@owner.example', 'not-the-password-1', freshIp()).expect(401);
    const unknown = await login('nobody@owner.example', PASSWORD, freshIp()).expect(401);
    expect(wrong.body.message).toBe('The email or password is incorrect');
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('locks an account after 5 attempts with a message saying how long, even for the right password', async () => {
    await seedUser('guessed@owner.example');
    for (let attempt = 0; attempt < 5; attempt += 1)
      await login('guessed@owner.example', `wrong-guess-${attempt}-xx`, freshIp()).expect(401);
    const locked = await login('guessed@owner.example', PASSWORD, freshIp()).expect(429);
    expect(locked.body.message).toMatch(
      /^Too many sign-in attempts for this account; please try again in about 15 minutes, or reset your password$/,
    );
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account is not affected.
    await seedUser('other@owner.example');
    await login('other@owner.example', PASSWORD, freshIp()).expect(200);
  });

  it('limits attempts per network address across accounts', async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 50; attempt += 1)
      await login(`spray${attempt}@owner.example`, 'Summer2026!!', ip).expect(401);
    const refused = await login('spray-last@owner.example', 'Summer2026!!', ip).expect(429);
    expect(refused.body.message).toMatch(
      /^Too many sign-in attempts from your network; please try again in /,
    );
    await login('spray-last@owner.example', 'Summer2026!!', freshIp()).expect(401);
  });

  it('rotates the refresh token and revokes the whole sign-in when a spent one comes back', async () => {
    await seedUser('rotate@owner.example');
    const first = refreshCookie(await login('rotate@owner.example', PASSWORD, freshIp()).expect(200)).pair;
    const refreshed = await request(api.baseUrl)
      .post('/api/v1/auth/refresh')
      .set('Cookie', first)
      .expect(200);
    expect(refreshed.body.user.email).toBe('rotate@owner.example');
    const second = refreshCookie(refreshed).pair;
    expect(second).not.toBe(first);
    const third = refreshCookie(
      await request(api.baseUrl).post('/api/v1/auth/refresh').set('Cookie', second).expect(200),
    ).pair;

    // The first token again: someone copied it. Both it and the newest token of that sign-in stop working.
    const reused = await request(api.baseUrl).post('/api/v1/auth/refresh').set('Cookie', first).expect(401);
    expect(reused.body.message).toBe('Your session has ended; please log in again');
    await request(api.baseUrl).post('/api/v1/auth/refresh').set('Cookie', third).expect(401);
    await request(api.baseUrl).post('/api/v1/auth/refresh').expect(401);
  });

  it('logout ends the sign-in: its refresh cookie no longer refreshes', async () => {
    await seedUser('logout@owner.example');
    const cookie = refreshCookie(await login('logout@owner.example', PASSWORD, freshIp()).expect(200)).pair;
    const out = await request(api.baseUrl).post('/api/v1/auth/logout').set('Cookie', cookie).expect(204);
    expect(refreshCookie(out).pair).toBe('gptsite_refresh=');
    await request(api.baseUrl).post('/api/v1/auth/refresh').set('Cookie', cookie).expect(401);
  });

  it('me returns the signed-in user and 401 without a valid token', async () => {
    const admin = await seedUser('brand-admin@owner.example', 'admin', 'edgpt');
    const { token } = (await login('brand-admin@owner.example', PASSWORD, freshIp()).expect(200)).body;
    const me = await request(api.baseUrl)
      .get('/api/v1/auth/me')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(me.body).toEqual({
      user: {
        id: admin.id,
        email: 'brand-admin@owner.example',
        name: 'Ada Owner',
        role: 'admin',
        brand: 'edgpt',
      },
    });

    const anonymous = await request(api.baseUrl).get('/api/v1/auth/me').expect(401);
    expect(anonymous.body.message).toBe('Please log in to continue');
    // A token whose payload was edited (role raised) no longer matches its signature.
    const [header, , signature] = token.split('.');
    const raised = Buffer.from(
      JSON.stringify({ ...jwtPayload(token), user: { ...me.body.user, role: 'super_admin' } }),
    ).toString('base64url');
    await request(api.baseUrl)
      .get('/api/v1/auth/me')
      .set('Authorization', `Bearer ${header}.${raised}.${signature}`)
      .expect(401);
  });

  it('sets a password from a reset mail once; a weak one is refused without spending the link', async () => {
    await seedUser('reset@owner.example');
    await request(api.baseUrl)
      .post('/api/v1/auth/password/reset')
      .send({ email: 'nobody@owner.example' })
      .expect(202);
    await request(api.baseUrl)
      .post('/api/v1/auth/password/reset')
      .send({ email: 'Reset@owner.example' })
      .expect(202);
    const mail = await inbox.next('reset@owner.example');
    expect(mail.subject).toBe('Reset your GPTsite password');
    const token = setPasswordToken(mail);

    const weak = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token, password: 'password123' })
      .expect(400);
    expect(weak.body.fields.password).toMatch(/most common/);
    const short = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token, password: 'x7#Lq' })
      .expect(400);
    expect(short.body.message).toBe('Please use at least 10 characters');

    const newPassword = 'copper-meadow-train-88';
    const set = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token, password: newPassword })
      .expect(200);
    expect(set.body.user.email).toBe('reset@owner.example');
    refreshCookie(set);
    const again = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token, password: 'another-long-one-99' })
      .expect(410);
    expect(again.body.message).toBe(
      'This link has already been used or has expired; please ask for a new one',
    );

    await login('reset@owner.example', PASSWORD, freshIp()).expect(401);
    await login('reset@owner.example', newPassword, freshIp()).expect(200);
    expect(inbox.to('nobody@owner.example')).toEqual([]);
  });

  it('refuses an expired set-password link with 410', async () => {
    await seedUser('expired@owner.example');
    await request(api.baseUrl)
      .post('/api/v1/auth/password/reset')
      .send({ email: 'expired@owner.example' })
      .expect(202);
    const token = setPasswordToken(await inbox.next('expired@owner.example'));
    await api.app
      .get(DataSource)
      .query(
        `UPDATE "user_password_tokens" SET "expiresAt" = now() - interval '1 minute' WHERE "userId" = (SELECT id FROM users WHERE email = $1)`,
        ['expired@owner.example'],
      );
    await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token, password: 'copper-meadow-train-88' })
      .expect(410);
  });

  it("only a super admin invites a brand admin, who then sees that brand's assistants only", async () => {
    await seedUser('root@auth-suite.test', 'super_admin');
    await seedUser('plain-owner@owner.example');
    const root = (await login('root@auth-suite.test', PASSWORD, freshIp()).expect(200)).body.token;
    const owner = (await login('plain-owner@owner.example', PASSWORD, freshIp()).expect(200)).body.token;
    const invite = { email: 'Dean@Schools.example', name: 'Dean Admin', brand: 'edgpt' };

    await request(api.baseUrl).post('/api/v1/admin/admins').send(invite).expect(401);
    const forbidden = await request(api.baseUrl)
      .post('/api/v1/admin/admins')
      .set('Authorization', `Bearer ${owner}`)
      .send(invite)
      .expect(403);
    expect(forbidden.body.message).toBe("You don't have permission to access this resource");
    const bad = await request(api.baseUrl)
      .post('/api/v1/admin/admins')
      .set('Authorization', `Bearer ${root}`)
      .send({ ...invite, brand: 'dentist' })
      .expect(400);
    expect(Object.keys(bad.body.fields)).toEqual(['brand']);
    const created = await request(api.baseUrl)
      .post('/api/v1/admin/admins')
      .set('Authorization', `Bearer ${root}`)
      .send(invite)
      .expect(201);
    expect(created.body.user).toMatchObject({ email: 'Dean@Schools.example', role: 'admin', brand: 'edgpt' });
    await request(api.baseUrl)
      .post('/api/v1/admin/admins')
      .set('Authorization', `Bearer ${root}`)
      .send({ ...invite, email: 'plain-owner@owner.example' })
      .expect(409);

    const mail = await inbox.next('dean@schools.example');
    const signedIn = await request(api.baseUrl)
      .post('/api/v1/auth/password')
      .send({ token: setPasswordToken(mail), password: 'chalkboard-recess-2031' })
      .expect(200);
    expect(signedIn.body.user).toMatchObject({ role: 'admin', brand: 'edgpt' });

    const school = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', freshIp())
      .send({ brand: 'edgpt', name: 'Pat', email: 'pat@school.example', website: 'www.pat-school.example' })
      .expect(201);
    const tax = await request(api.baseUrl)
      .post('/api/v1/trials')
      .set('X-Forwarded-For', freshIp())
      .send({ brand: 'taxprep', name: 'Tim', email: 'tim@tax.example', website: 'www.tim-tax.example' })
      .expect(201);
    type Item = { id: string; brand: string };
    const brandList: Item[] = (
      await request(api.baseUrl)
        .get('/api/v1/assistants')
        .set('Authorization', `Bearer ${signedIn.body.token}`)
        .expect(200)
    ).body.assistants;
    expect(brandList.map((item) => item.id)).toContain(school.body.assistantId);
    expect(new Set(brandList.map((item) => item.brand))).toEqual(new Set(['edgpt']));
    const everything: Item[] = (
      await request(api.baseUrl).get('/api/v1/assistants').set('Authorization', `Bearer ${root}`).expect(200)
    ).body.assistants;
    expect(everything.map((item) => item.id)).toEqual(
      expect.arrayContaining([school.body.assistantId, tax.body.assistantId]),
    );
  });
});
