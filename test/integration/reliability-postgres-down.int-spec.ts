import { Client } from 'pg';
import request from 'supertest';
import { runMigrations } from '../../libs/server/src';
import { ERROR_CATALOGUE } from '../../libs/shared/src';
import { postgresTools, startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { timed } from '../support/timed-request';

/**
 * Postgres slow, hung or down: the api's requests answer 503 with a clear sentence within seconds (its
 * statements are bounded), health and status say so, and everything works again when Postgres returns,
 * without a restart. The Postgres here is this test's own cluster (initdb on a spare port in a temporary
 * folder): never the shared one. Skipped, saying why, where Postgres' server programs are not installed.
 */

const tools = postgresTools();
const describeWithPostgres = tools ? describe : describe.skip;
if (!tools) console.warn('reliability-postgres-down: initdb/pg_ctl not found; skipped');

const STATEMENT_TIMEOUT_MS = 1000;
const UNAVAILABLE = {
  status: 503,
  body: {
    statusCode: 503,
    code: 'DATABASE_UNAVAILABLE',
    message: ERROR_CATALOGUE.DATABASE_UNAVAILABLE.message,
  },
};

describeWithPostgres('Postgres slow, hung or down', () => {
  let postgres: OwnPostgres;
  let api: RunningApi;
  let conversionId: string;
  let assistantId: string;
  let viewToken: string;
  let address = 0;

  const readConversion = () =>
    timed(request(api.baseUrl).get(`/api/v1/conversions/${conversionId}`).set('X-View-Token', viewToken));
  const submitTrial = () =>
    timed(
      request(api.baseUrl)
        .post('/api/v1/trials')
        .set('X-Forwarded-For', `203.0.113.${160 + (address += 1)}`)
        .send({
          brand: 'gpt',
          name: 'Owner',
          email: `owner${address}@pg-down.example`,
          website: 'www.pg-down.example',
        }),
    );
  const askAssistant = () =>
    timed(
      request(api.baseUrl)
        .post(`/api/v1/assistants/${assistantId}/messages`)
        .set('X-Forwarded-For', '203.0.113.190')
        .send({ message: 'What are your opening hours?', visitorId: 'pg-down' }),
    );

  async function expectRecovery(): Promise<void> {
    const deadline = Date.now() + 20_000;
    let reply = await readConversion();
    while (reply.status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      reply = await readConversion();
    }
    expect(reply.status).toBe(200);
    await request(api.baseUrl).get('/api/health').expect(200);
    const status = await request(api.baseUrl).get('/api/system/status').expect(200);
    expect(status.body.database).toBe('operational');
  }

  beforeAll(async () => {
    postgres = await startOwnPostgres(tools!);
    const databaseUrl = postgres.url('gptsite_pg_down');
    await runMigrations(databaseUrl);
    api = await startApi(
      testConfig({
        DATABASE_URL: databaseUrl,
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
      }),
    );
    const trial = await submitTrial();
    expect(trial.status).toBe(201);
    ({ conversionId, assistantId, viewToken } = trial.body as Record<string, string>);
    expect((await readConversion()).status).toBe(200);
  }, 90_000);

  afterAll(async () => {
    await api?.close();
    await postgres?.destroy();
  }, 60_000);

  it('answers 503 within the statement bound while a statement waits on a lock, and serves again after', async () => {
    const locker = new Client({ connectionString: postgres.url('gptsite_pg_down') });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE conversions IN ACCESS EXCLUSIVE MODE');
      const reply = await readConversion();
      expect(reply).toMatchObject(UNAVAILABLE);
      expect(reply.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + 2000);
      expect(reply.headers['retry-after']).toBe('30');
    } finally {
      await locker.query('ROLLBACK');
      await locker.end();
    }
    expect((await readConversion()).status).toBe(200);
  }, 30_000);

  it('answers 503 within seconds while Postgres hangs, reports it, and recovers when it wakes', async () => {
    postgres.pause();
    try {
      for (const reply of [await readConversion(), await submitTrial()]) {
        expect(reply).toMatchObject(UNAVAILABLE);
        // A pooled connection gives up after the statement bound and 2 s; a new one after 5 s.
        expect(reply.ms).toBeLessThan(7000);
      }
      const health = await timed(request(api.baseUrl).get('/api/health'));
      expect(health.status).toBe(503);
      expect(health.ms).toBeLessThan(4000);
      const status = await timed(request(api.baseUrl).get('/api/system/status'));
      expect(status).toMatchObject({ status: 200, body: { database: 'outage' } });
    } finally {
      postgres.resume();
    }
    await expectRecovery();
  }, 90_000);

  it('answers 503 at once while Postgres is down, reports it, and recovers when it restarts', async () => {
    await postgres.stop();
    for (const reply of [await readConversion(), await submitTrial(), await askAssistant()]) {
      expect(reply).toMatchObject(UNAVAILABLE);
      expect(reply.ms).toBeLessThan(3000);
    }
    const health = await timed(request(api.baseUrl).get('/api/health'));
    expect(health).toMatchObject({ status: 503 });
    expect(health.body.message).toBe('The database is not answering');
    const status = await timed(request(api.baseUrl).get('/api/system/status'));
    expect(status).toMatchObject({ status: 200, body: { database: 'outage', redis: 'operational' } });
    expect(status.ms).toBeLessThan(3000);

    await postgres.start();
    await expectRecovery();
    expect((await submitTrial()).status).toBe(201);
  }, 90_000);
});
