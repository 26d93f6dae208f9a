import request from 'supertest';
import { connectSocket, startApi, type RunningApi } from '../support/test-api';
import { testConfig } from '../support/test-config';
import { bearer, signInAs } from '../support/accounts';
import type { MonitorSnapshot } from '../../libs/shared/src';

describe('health, status, error reports and the monitor', () => {
  let api: RunningApi;
  /** The monitor is the super admin's (issue 11). */
  let root: string;

  beforeAll(async () => {
    api = await startApi(testConfig());
    root = await signInAs(api.app, 'super_admin');
  });
  afterAll(() => api.close());

  it('answers HEAD and GET /api/health with 200', async () => {
    await request(api.baseUrl).head('/api/health').expect(200);
    const response = await request(api.baseUrl).get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
  });

  it('reports api, database and ai as operational with the time of the check', async () => {
    const response = await request(api.baseUrl).get('/api/system/status').expect(200);
    expect(response.body).toMatchObject({ api: 'operational', database: 'operational', ai: 'operational' });
    expect(Date.parse(response.body.lastChecked)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a browser error report and shows it on the monitor', async () => {
    const marker = `TypeError: cannot read properties of undefined ${Date.now()}`;
    await request(api.baseUrl)
      .post('/api/system/error-report')
      .send({
        type: 'critical',
        message: marker,
        code: 'ERR_UNKNOWN',
        timestamp: new Date().toISOString(),
        url: 'http://localhost/x',
        userAgent: 'jest',
        stack: 'at x',
      })
      .expect(204);
    const monitor = await request(api.baseUrl)
      .get('/api/system/monitor')
      .set('Authorization', bearer(root))
      .expect(200);
    const snapshot = monitor.body as MonitorSnapshot;
    expect(snapshot.errorReports.last24h).toBeGreaterThanOrEqual(1);
    expect(snapshot.errorReports.recent.map((report) => report.message)).toContain(marker);
  });

  it('refuses an error report without a message, with an actionable reason', async () => {
    const response = await request(api.baseUrl)
      .post('/api/system/error-report')
      .send({ stack: 'x' })
      .expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.fields.message).toMatch(/There's an issue with the message field/);
  });

  it('refuses an oversized report body', async () => {
    await request(api.baseUrl)
      .post('/api/system/error-report')
      .send({ message: 'x', stack: 'y'.repeat(300_000) })
      .expect(413);
  });

  it('lists every queue with its counts and the services on the monitor', async () => {
    const response = await request(api.baseUrl)
      .get('/api/system/monitor')
      .set('Authorization', bearer(root))
      .expect(200);
    const snapshot = response.body as MonitorSnapshot;
    expect(snapshot.services).toEqual({
      api: 'operational',
      database: 'operational',
      redis: 'operational',
      ai: 'operational',
    });
    expect(snapshot.queues.map((queue) => queue.name).sort()).toEqual([
      'conversion',
      'crawl',
      'extract',
      'knowledge',
      'semantic',
      'webhooks',
    ]);
    for (const queue of snapshot.queues)
      expect(queue).toMatchObject({ waiting: expect.any(Number), failed: expect.any(Number) });
  });

  it('pushes monitor snapshots over Socket.IO', async () => {
    const socket = await connectSocket(api.baseUrl, root);
    try {
      const snapshot = await new Promise<MonitorSnapshot>((resolve) => {
        socket.once('monitor:snapshot', resolve);
        socket.emit('monitor:subscribe');
      });
      expect(snapshot.services.database).toBe('operational');
    } finally {
      socket.disconnect();
    }
  });

  it('answers unknown API paths with a 404 in the catalogue wording', async () => {
    const response = await request(api.baseUrl).get('/api/v1/nothing-here').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: "The page you're looking for doesn't exist or has been moved",
    });
  });

  it('rate limits error reports per client', async () => {
    const limited = await startApi(testConfig({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}_rl` }));
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 32; index += 1) {
        const response = await request(limited.baseUrl)
          .post('/api/system/error-report')
          .send({ message: `flood ${index}` });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 204)).toHaveLength(30);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('the web app on the API port', () => {
  let api: RunningApi;

  beforeAll(async () => {
    api = await startApi(testConfig());
  });
  afterAll(() => api.close());

  it('serves the built app at / and on client-side routes, and JSON 404s under /api', async () => {
    const home = await request(api.baseUrl).get('/').set('Accept', 'text/html').expect(200);
    expect(home.text).toMatch(/<div id="root">/);
    const route = await request(api.baseUrl).get('/lawfirm').set('Accept', 'text/html').expect(200);
    expect(route.text).toBe(home.text);
    await request(api.baseUrl)
      .get('/api/v1/unknown')
      .set('Accept', 'text/html')
      .expect(404)
      .expect('Content-Type', /json/);
  });

  it('serves the widget loader to any origin', async () => {
    const response = await request(api.baseUrl).get('/widget.js').expect(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.text).toContain('data-assistant');
  });
});
